import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SETTINGS from '../settings.json';
import { articles } from '../support/corpus';
import { coverShown, goOffline, installWorker, readOnline } from '../support/service-worker';
import { expect, test } from '../support/test';

// These tests run the service worker (every other spec blocks it; playwright.config.ts). What the
// worker keeps and serves does not depend on the width, so they run at 1280 px only; the offline
// page itself is crawled and scanned at both widths.
test.use({ serviceWorkers: 'allow' });

const [first, second, never] = articles.filter((a) => !a.draft);

test.describe('offline reading', { tag: '@desktop' }, () => {
  test('the site is an installable app: a manifest with its name, colours and icons', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'HealthHub',
      short_name: 'HealthHub',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await (await page.request.get(icon.src)).body();
      // A PNG's width and height sit at bytes 16 and 20 of its header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)].join('x')).toBe(icon.sizes);
    }
  });

  test('an article read online opens offline with its cover and scripts', async ({ page }) => {
    await installWorker(page);
    await readOnline(page, `/blog/${first!.id}`);
    await goOffline(page);
    await page.goto(`/blog/${first!.id}`);
    await expect(page.locator('main h1')).toHaveText(first!.title);
    await expect.poll(() => coverShown(page)).toBe(true);
    // The goto above waited for hydration: the page's scripts ran offline.
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.locator('#chat-popup')).toBeVisible();
  });

  test('offline, any other page shows the offline page listing the articles kept', async ({
    page,
  }) => {
    await installWorker(page);
    await readOnline(page, `/blog/${first!.id}`);
    await readOnline(page, `/blog/${second!.id}`);
    await goOffline(page);
    for (const path of ['/about', `/blog/${never!.id}`, '/category/nutrition']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveText('You are offline');
      const list = page.getByRole('region', { name: 'Articles on this device' }).getByRole('link');
      await expect(list.filter({ hasText: first!.title })).toHaveCount(1);
      await expect(list.filter({ hasText: second!.title })).toHaveCount(1);
      await expect(list.filter({ hasText: never!.title })).toHaveCount(0);
    }
    // A phone call needs no connection: the emergency numbers and the clinic's number.
    const call = page.getByRole('region', { name: 'A phone call needs no connection' });
    await expect(call.getByRole('link', { name: '112 India, emergency' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    await expect(
      call.getByRole('link', { name: 'First aid: what to do in an emergency' }),
    ).toHaveAttribute('href', '/first-aid');
    await expect(call.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await page.getByRole('link', { name: new RegExp(first!.title) }).click();
    await expect(page.locator('main h1')).toHaveText(first!.title);
    // The home page is part of the shell.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main h1')).not.toHaveText('You are offline');
  });

  test('offline, the first-aid pages open though this device never opened them, in both languages', async ({
    page,
  }) => {
    await installWorker(page);
    await goOffline(page);
    await page.goto('/first-aid');
    await expect(page.locator('main h1')).toHaveText('First aid: what to do in an emergency');
    await page.goto('/first-aid/choking');
    await expect(page.locator('main h1')).toHaveText('Choking');
    await expect(
      page.getByRole('main').getByRole('link', { name: '112 India, emergency' }).first(),
    ).toBeVisible();
    await page.goto('/hi/first-aid');
    await expect(page.locator('main h1')).toHaveText('प्राथमिक उपचार: इमरजेंसी में क्या करें');
    // From the offline page, first aid is one tap away.
    await page.goto('/about');
    await page.getByRole('link', { name: 'First aid: what to do in an emergency' }).click();
    await expect(page.locator('main h1')).toHaveText('First aid: what to do in an emergency');
  });

  test('offline, search runs over the index files already fetched and says when results may be incomplete', async ({
    page,
  }) => {
    await installWorker(page);
    await page.goto('/?q=sleep');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(/^\d+ results? for "sleep"$/);
    const online = (await status.textContent())!;
    await goOffline(page);
    await page.goto('/?q=sleep');
    await expect(status).toHaveText(online);
    // One of the documents fetched is lost from the cache: the count can no longer be final.
    const dropped = await page.evaluate(async () => {
      const cache = await caches.open('healthhub-search-files');
      const doc = (await cache.keys()).find((r) => /\/(docs|blocks)\//.test(r.url));
      return doc ? cache.delete(doc) : false;
    });
    expect(dropped).toBe(true);
    await page.goto('/?q=sleep');
    await expect(status).toContainText('You are offline');
    await expect(status).toContainText('Results may be incomplete.');
    // A query whose index files were never fetched.
    await page.goto('/?q=arthritis');
    await expect(status).toHaveText(
      'You are offline, and this search needs files this device has not saved yet. Please try again once you are connected.',
    );
  });
});

/**
 * A second build, made cheaply: a copy of the export whose stylesheet and search index get new
 * names (the old files removed, as a deployment replaces them), then the build's last steps run
 * again (the CSP, whose hashes cover the inline data naming the stylesheet, and the service
 * worker).
 */
function deployNextBuild(dir: string, oldFile: string) {
  // The stylesheet the pages link (the export has others, such as a font's).
  const cssDir = path.join(dir, '_next/static/css');
  if (!fs.existsSync(path.join(cssDir, oldFile))) throw new Error(`no stylesheet ${oldFile}`);
  const newFile = `update${oldFile}`;
  fs.renameSync(path.join(cssDir, oldFile), path.join(cssDir, newFile));
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (/\.(html|txt)$/.test(file) && fs.statSync(path.join(dir, file)).isFile()) {
      const full = path.join(dir, file);
      const text = fs.readFileSync(full, 'utf8');
      if (text.includes(oldFile)) fs.writeFileSync(full, text.replaceAll(oldFile, newFile));
    }
  const manifestFile = path.join(dir, 'search-index/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { version: string };
  const oldIndex = manifest.version;
  const newIndex = `${oldIndex[0] === 'a' ? 'b' : 'a'}${oldIndex.slice(1)}`;
  fs.renameSync(path.join(dir, 'search-index', oldIndex), path.join(dir, 'search-index', newIndex));
  fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, version: newIndex }));
  for (const step of ['build-steps/write-headers.mjs', 'build-steps/write-service-worker.mjs']) {
    const run = spawnSync(process.execPath, [step], {
      env: {
        ...process.env,
        // As \`npm run test:build\` built the copy: the form posts to the stub.
        NEXT_PUBLIC_FORM_ENDPOINT: SETTINGS.form.endpoint,
        NEXT_PUBLIC_FORM_ACCESS_KEY: SETTINGS.form.accessKey,
        OUT_DIR: dir,
      },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${step} failed:\n${run.stderr}`);
  }
  return { oldCss: oldFile, newCss: newFile, oldIndex, newIndex };
}

/** The version of the search index the page's own search would read. */
const searchIndexOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/search-index/manifest.json', { cache: 'no-cache' });
    return ((await response.json()) as { version: string }).version;
  });

/** The stylesheet a page links, and whether its rules applied (its file loaded). */
const stylesheetOf = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    return { href: link.href.split('/').at(-1)!, applied: (link.sheet?.cssRules.length ?? 0) > 0 };
  });

test.describe(
  "what a script on the site writes into the worker's caches",
  { tag: '@desktop' },
  () => {
    /** Overwrites, in the worker's shell cache, the entry whose address matches `pattern`; returns its path. */
    const forge = (page: Page, pattern: string, body: string, type: string) =>
      page.evaluate(
        async ({ pattern, body, type }) => {
          for (const name of await caches.keys()) {
            if (!name.startsWith('healthhub-shell-')) continue;
            const cache = await caches.open(name);
            const key = (await cache.keys()).find((request) =>
              new RegExp(pattern).test(request.url),
            );
            if (!key) continue;
            await cache.put(key, new Response(body, { headers: { 'Content-Type': type } }));
            return new URL(key.url).pathname;
          }
          return '';
        },
        { pattern, body, type },
      );

    test("is never served: a forged script is replaced by the build's own, online and offline", async ({
      page,
    }) => {
      await installWorker(page);
      const script = await forge(
        page,
        '/_next/static/chunks/webpack-[0-9a-f]+\\.js',
        'window.forged = true;',
        'application/javascript',
      );
      expect(script).toMatch(/webpack-/);
      await page.reload();
      expect(await page.evaluate(() => 'forged' in window)).toBe(false);
      // The cache holds the build's file again, so the page hydrates offline too.
      await goOffline(page);
      await page.goto('/');
      expect(await page.evaluate(() => 'forged' in window)).toBe(false);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expect(page.locator('#chat-popup')).toBeVisible();
    });

    /** Stores the build's own bytes of the matching shell entry again, with other headers. */
    const reheader = (page: Page, pattern: string, headers: Record<string, string>) =>
      page.evaluate(
        async ({ pattern, headers }) => {
          for (const name of await caches.keys()) {
            if (!name.startsWith('healthhub-shell-')) continue;
            const cache = await caches.open(name);
            for (const key of await cache.keys()) {
              if (!new RegExp(pattern).test(key.url)) continue;
              const bytes = await (await cache.match(key))!.arrayBuffer();
              await cache.put(key, new Response(bytes, { headers }));
            }
          }
        },
        { pattern, headers },
      );

    test("serves the build's bytes with the build's headers only: a stored type or redirect is dropped", async ({
      page,
    }) => {
      await installWorker(page);
      // Every script and style, its own bytes, as plain text that must not run.
      await reheader(page, '/_next/static/.*\\.(?:js|css)$', {
        'Content-Type': 'text/plain',
        'X-Content-Type-Options': 'nosniff',
      });
      await reheader(page, '/first-aid/choking\\.html', {
        'Content-Type': 'text/html',
        Refresh: `0; url=/blog/${never!.id}`,
      });
      await page.reload();
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await expect(page.locator('#chat-popup')).toBeVisible();
      await goOffline(page);
      await page.goto('/first-aid/choking');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/first-aid/choking');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/chok/i);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(
        /^"?Times/,
      );
    });

    test('online, the search reads the index from the site, not from what a script stored', async ({
      page,
    }) => {
      await installWorker(page);
      await page.goto('/?q=heart');
      await expect(page.locator('[data-search-view] article').first()).toBeVisible();
      const forged = await page.evaluate(async () => {
        let count = 0;
        for (const name of await caches.keys())
          for (const key of await (await caches.open(name)).keys())
            if (/\/search-index\/.+\/(?:blocks|cards|docs)\//.test(key.url)) {
              const cache = await caches.open(name);
              const text = await (await cache.match(key))!.text();
              await cache.put(
                key,
                new Response(text.replace(/"title":"[^"]*"/g, '"title":"FORGED title"'), {
                  headers: { 'Content-Type': 'application/json' },
                }),
              );
              count += 1;
            }
        return count;
      });
      expect(forged).toBeGreaterThan(0);
      await page.reload();
      await expect(page.locator('[data-search-view] article').first()).toBeVisible();
      await expect(page.getByText('FORGED title')).toHaveCount(0);
    });

    test('offline, a page of this build searches its own index manifest, not one a script stored', async ({
      page,
    }) => {
      await installWorker(page);
      await page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('healthhub-shell-'))!;
        await (
          await caches.open(`${name}-forged`)
        ).put(
          '/search-index/manifest.json?x',
          new Response('{"version":"FORGED"}', { headers: { 'Content-Type': 'application/json' } }),
        );
        const shell = await caches.open(name);
        for (const key of await shell.keys())
          if (key.url.includes('/search-index/manifest.json'))
            await shell.put(key, new Response('{"version":"FORGED"}'));
      });
      // A forged "kept" copy of the home page, to pass it off as another build's page.
      await page.evaluate(async () => {
        await (await caches.open('healthhub-pages-zzz')).put(location.href, new Response('x'));
        await (
          await caches.open('healthhub-shell-zzz-evil')
        ).put('/search-index/manifest.json', new Response('{"version":"FORGED"}'));
      });
      await goOffline(page);
      const manifest = await page.evaluate(() =>
        fetch('/search-index/manifest.json').then(
          (r) => r.text(),
          () => 'unavailable',
        ),
      );
      expect(manifest).not.toContain('FORGED');
    });

    test('is never served: a forged shell page offline is not shown', async ({ page }) => {
      await installWorker(page);
      const forged = '<!doctype html><title>Forged</title><h1>Forged page</h1>';
      expect(await forge(page, '/offline\\.html', forged, 'text/html')).toBe('/offline.html');
      expect(await forge(page, '/first-aid/choking\\.html', forged, 'text/html')).toBe(
        '/first-aid/choking.html',
      );
      await goOffline(page);
      for (const url of ['/first-aid/choking', `/blog/${never!.id}`]) {
        await page.goto(url).catch(() => undefined);
        await expect(page.getByText('Forged page')).toHaveCount(0);
      }
    });
  },
);

test(
  'the worker stores each file once, whichever spelling of a route folder a page asks for',
  {
    tag: '@desktop',
  },
  async ({ page }) => {
    await installWorker(page);
    await page.goto(`/blog/${second!.id}`);
    // The article route's chunk, as the page loaded it (a script tag, or a load after hydration).
    const chunkOf = () =>
      page.evaluate(
        () =>
          [
            ...[...document.scripts].map((script) => script.src),
            ...performance.getEntriesByType('resource').map((entry) => entry.name),
          ].find((url) => /\/blog\/(?:%5B|\[)id(?:%5D|\])\/page-/.test(url)) ?? '',
      );
    await expect.poll(chunkOf).not.toBe('');
    const chunk = await chunkOf();
    // Both spellings, as a script tag and a client-side navigation ask.
    await page.evaluate(async (chunk) => {
      const encoded = chunk.replaceAll('[', '%5B').replaceAll(']', '%5D');
      for (const url of [encoded, encoded.replaceAll('%5B', '[').replaceAll('%5D', ']')])
        await (await fetch(url)).text();
    }, chunk);
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    const spelled = stored.map((url) => decodeURI(new URL(url).pathname));
    expect(spelled.filter((url, i) => spelled.indexOf(url) !== i)).toEqual([]);
    expect(spelled.some((url) => url.includes('/blog/[id]/'))).toBe(true);
  },
);

test.describe('a new deployment', { tag: '@desktop' }, () => {
  let origin = '';
  let dir = '';
  let server: ChildProcess | undefined;

  test.beforeEach(async () => {
    const port = SETTINGS.ports.updateSite;
    origin = `http://localhost:${port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-update-'));
    fs.cpSync('out', dir, { recursive: true });
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/preview-server.ts', '--port', String(port)],
      {
        env: { ...process.env, OUT_DIR: dir, DATA_DIR: path.join(dir, '.leads') },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        () =>
          fetch(origin).then(
            (r) => r.status,
            () => 0,
          ),
        // tsx starts the server in 3 to 10 s beside the suite's other workers.
        { timeout: 20_000 },
      )
      .toBe(200);
  });
  test.afterEach(() => {
    server?.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('takes over cleanly: online pages come from the new build, a kept article of the old one opens offline with its own assets', async ({
    page,
  }) => {
    test.setTimeout(120_000); // a copy of the export, two builds' workers, eight pages
    await installWorker(page, `${origin}/`);
    const before = await stylesheetOf(page);
    await readOnline(page, `${origin}/blog/${first!.id}`);
    await readOnline(page, `${origin}/blog/${second!.id}`);

    const { oldCss, newCss, oldIndex, newIndex } = deployNextBuild(dir, before.href);
    // The next visit finds the new worker; it takes over once it has stored the new shell (1.2 MB,
    // which can take more than the default 5 s while the other test worker loads the machine).
    await page.goto(`${origin}/about`);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            const shells = (await caches.keys()).filter((n) => n.startsWith('healthhub-shell-'));
            return (
              shells.length === 2 &&
              !registration?.installing &&
              !registration?.waiting &&
              navigator.serviceWorker.controller === registration?.active
            );
          }),
        { timeout: 30_000 },
      )
      .toBe(true);

    // Online, every page is the new build's, with the new build's stylesheet and search index.
    for (const url of ['/', `/blog/${first!.id}`, '/contact']) {
      await page.goto(`${origin}${url}`);
      expect(await stylesheetOf(page), url).toEqual({ href: newCss, applied: true });
      expect(await searchIndexOf(page), url).toBe(newIndex);
    }

    await goOffline(page);
    // Read again under the new build: the new build's page.
    await page.goto(`${origin}/blog/${first!.id}`);
    expect(await stylesheetOf(page)).toEqual({ href: newCss, applied: true });
    expect(await searchIndexOf(page)).toBe(newIndex);
    // Kept under the old build and not read since: the old page, with the old stylesheet, which
    // the server no longer has.
    await page.goto(`${origin}/blog/${second!.id}`);
    await expect(page.locator('main h1')).toHaveText(second!.title);
    expect(await stylesheetOf(page)).toEqual({ href: oldCss, applied: true });
    expect(fs.existsSync(path.join(dir, '_next/static/css', oldCss))).toBe(false);
    await expect.poll(() => coverShown(page)).toBe(true);
    // Its search reads the index built with it, not the newer one.
    expect(await searchIndexOf(page)).toBe(oldIndex);
    // The home page, from the new build's shell, reads the new index.
    await page.goto(`${origin}/`);
    expect(await searchIndexOf(page)).toBe(newIndex);
  });
});
