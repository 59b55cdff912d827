import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus, renderArticle, renderMarkdown } from '../../lib/content';
import { readCategories, readPage, readTeam } from '../../lib/content/read/registry';
import type { Problem } from '../../lib/content/types';
import { expectNoViolations, WCAG_TAGS } from '../support/axe';
import {
  articleText,
  openEditor,
  openRoute,
  SAMPLE_COVER,
  savedFiles,
  startEditor,
  watchProblems,
  writeSampleArticle,
} from '../support/editor';
import { expect, test } from '../support/test';

/**
 * The browser editor at /admin/ as an editor uses it: the real Sveltia CMS bundle of the export,
 * with its test backend (the build's backend when no GitHub repository is set), which keeps the
 * files in the browser's own storage. Nothing of the CMS is mocked: the file it saves is read back
 * out of the browser and must pass the content check and render with the site's own renderer.
 */

test.describe('the editor at /admin/ @desktop', () => {
  // In a browser set to another language: the editor speaks English all the same, so its guards
  // (which know the CMS's actions by their English words) hold.
  test.use({ locale: 'de-DE' });
  test('an article written in the browser, with a citation and a care card, passes the content check and renders', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = await openEditor(page);
    await writeSampleArticle(page);
    // The CMS's own interface, as an editor meets it: WCAG A and AA in both schemes (its layout
    // lacks the landmarks axe's best practices ask for, which only the CMS can add).
    await expectNoViolations(page, 'the article form, with a citation and a care card', WCAG_TAGS);
    await page.getByRole('button', { name: 'Save' }).click();
    const file = 'content/articles/walking-for-beginners.md';
    await expect
      .poll(async () => Object.keys(await savedFiles(page)), { timeout: 15_000 })
      .toContain(file);
    const saved = await savedFiles(page);

    // The saved files over a copy of the repository's content: the content check and the renderer.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-editor-'));
    const contentDir = path.join(root, 'content');
    const publicDir = path.join(root, 'public');
    fs.cpSync('content', contentDir, { recursive: true });
    fs.cpSync(path.join('public', 'images'), path.join(publicDir, 'images'), { recursive: true });
    for (const [name, text] of Object.entries(saved)) {
      const to = path.join(root, name);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      // The uploaded picture as its bytes (the files are read back from the browser as text).
      if (name.endsWith('.webp')) fs.copyFileSync(SAMPLE_COVER, to);
      else fs.writeFileSync(to, text);
    }
    const { corpus, problems: found } = checkCorpus({ contentDir, publicDir }, { drafts: true });
    fs.rmSync(root, { recursive: true, force: true });
    const errors = found.filter((p) => p.severity === 'error');
    expect(errors, saved[file]).toEqual([]);
    const article = corpus.articles.find((a) => a.id === 'walking-for-beginners');
    expect(article, saved[file]).toBeDefined();
    expect(article!.draft).toBe(true);
    const { html } = renderArticle(article!);
    expect(html).toContain('care-card-emergency');
    expect(html).toMatch(/<sup[^>]*>.*who-activity|href="#source-who-activity"|#source-1/s);
    // Every error but one the CMS raises itself, now and then, while it draws the uploaded
    // picture's thumbnail in its library (its own thumbnail cache racing the upload; the picture
    // is saved and shown all the same, and the same file decodes in this browser every time).
    const cmsThumbnailRace = 'page error: Failed to decode image';
    expect(problems.filter((problem) => problem !== cmsThumbnailRace)).toEqual([]);
  });

  test('with a GitHub repository configured, the sign-in page loads within its policy', async ({
    page,
  }) => {
    // The build's configuration with the GitHub backend a clinic's build has (CMS_GITHUB_REPO):
    // its status check is answered here, since GitHub cannot be reached from the test machine.
    const config = fs
      .readFileSync(path.join('out', 'admin', 'config.yml'), 'utf8')
      .replace(
        'backend:\n  name: test-repo\n',
        'backend:\n  name: github\n  repo: clinic/healthhub\n  branch: editing\n',
      );
    expect(config).toContain('name: github');
    await page.route(/\/admin\/config\.yml/, (route) =>
      route.fulfill({ body: config, contentType: 'application/yaml' }),
    );
    await page.route('https://www.githubstatus.com/**', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } } }),
    );
    const problems = await watchProblems(page);
    await startEditor(page);
    await expect(page.getByRole('button', { name: /^Sign In with \W*GitHub/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    await expectNoViolations(page, 'the sign-in page', WCAG_TAGS);
    expect(problems).toEqual([]);
  });

  test('on a host that sends no headers, it starts only in a tab of its own: never framed, never in a tab another page opened or holds', async ({
    page,
    context,
    baseURL,
  }) => {
    // GitHub Pages: no frame-ancestors, no X-Frame-Options, no opener policy.
    await context.route(/\/admin\//, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ])
        delete headers[name];
      await route.fulfill({ response, headers });
    });
    const notStarted = async (frame: import('@playwright/test').Frame) => {
      await expect(
        frame.getByRole('link', { name: 'Open the editor in a tab of its own' }),
      ).toBeVisible();
      await frame.waitForTimeout(1_000);
      expect(await frame.getByRole('button').count()).toBe(0);
    };
    await page.setContent(`<iframe src="${baseURL}/admin/" width="800" height="600"></iframe>`);
    await expect.poll(() => page.frames().length).toBe(2);
    await notStarted(page.frames()[1]!);

    // Another site's page that opens the editor, keeping a handle on its tab.
    await page.setContent('<p>Another site</p>');
    const [opened] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => void window.open(url), `${baseURL}/admin/`),
    ]);
    await notStarted(opened.mainFrame());
    // The link opens the editor in a new tab with no handle back, where it starts.
    const [own] = await Promise.all([
      context.waitForEvent('page'),
      opened.getByRole('link', { name: 'Open the editor in a tab of its own' }).click(),
    ]);
    expect(await own.evaluate(() => window.opener)).toBeNull();
    await expect(own.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    // Reloaded, its own tab starts again.
    await own.reload();
    await expect(own.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    // Sent to another site and back (that site may hold a handle on it meanwhile): the link again.
    await own.goto('about:blank');
    await own.evaluate((url) => void (window.location.href = url), `${baseURL}/admin/`);
    await own.waitForURL(/\/admin/);
    await notStarted(own.mainFrame());
    // ...and reloaded there by the reader: still the link, since that site may still hold it.
    await own.reload();
    await notStarted(own.mainFrame());
    // A new tab of its own, sent by another site to the editor with a key of that site's making,
    // then reloaded: the link, each time.
    const [again] = await Promise.all([
      context.waitForEvent('page'),
      own.getByRole('link', { name: 'Open the editor in a tab of its own' }).click(),
    ]);
    await expect(again.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    await again.goto('about:blank');
    await again.evaluate(
      (url) => void (window.location.href = url),
      `${baseURL}/admin/?tab=guessed`,
    );
    await again.waitForURL(/\/admin/);
    await notStarted(again.mainFrame());
    await again.reload();
    await notStarted(again.mainFrame());

    // A page that turns into the editor while a window it opened keeps a handle on its tab, by a
    // link, by replacing itself, or with a key of its own making.
    for (const go of [
      (url: string) => void (window.location.href = url),
      (url: string) => window.location.replace(url),
      (url: string) => window.location.replace(`${url}?tab=guessed`),
    ]) {
      await page.setContent('<p>Another site</p>');
      const [helper] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate(() => void window.open('about:blank')),
      ]);
      await page.evaluate(go, `${baseURL}/admin/`);
      await page.waitForURL(/\/admin\//);
      await notStarted(page.mainFrame());
      await helper.close();
    }
  });

  test('does not start on a github.io address, which every GitHub Pages site of an account shares', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.route(/^https:\/\/clinic\.github\.io\.?\//, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({
        url: `${baseURL}${pathname}${search}`,
        maxRedirects: 0,
      });
      await route.fulfill({ response });
    });
    // The editor's page as a GitHub Pages host serves it (the export's admin/index.html), at its
    // address and with the root's trailing dot (more dots name no host a browser can reach).
    for (const host of ['clinic.github.io', 'clinic.github.io.', 'Clinic.GitHub.IO']) {
      await page.mainFrame().goto(`https://${host}/admin`);
      await expect(
        page.getByRole('heading', { name: 'The editor needs an address of its own' }),
      ).toBeVisible();
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('button').count()).toBe(0);
      expect(await page.getByRole('link', { name: /tab of its own/ }).count()).toBe(0);
    }
  });

  // Every article of content/, in two halves so that both workers share them.
  const articleFiles = fs
    .readdirSync(path.join('content', 'articles'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `content/articles/${name}`);
  const halves = [articleFiles.filter((_, i) => i % 2 === 0), articleFiles.filter((_, i) => i % 2)];
  for (const [half, files] of halves.entries())
    test(`each article opened, edited and saved keeps its page: text, citations and care cards (${half + 1} of 2)`, async ({
      page,
    }) => {
      // About 10 s an article alone, up to twice that beside another test.
      test.setTimeout(240_000);
      const originals = Object.fromEntries(
        files.map((file) => [file, fs.readFileSync(file, 'utf8')]),
      );
      const problems = await openEditor(page, originals);
      for (const file of files) {
        await openRoute(page, `#/collections/articles/entries/${path.basename(file, '.md')}`);
        const summary = page.getByRole('textbox', { name: 'Summary' });
        await summary.fill(`${await summary.inputValue()} Edited.`);
        // A change in the text too, so the editor writes the whole text back from its own model.
        const body = await articleText(page);
        const first = body.locator('p').first();
        // The paragraph's first words (its citations draw their own fields as they come into view).
        const opening = (await first.textContent())!
          .slice(0, 24)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        // The caret at the start of the first paragraph, each step landed before the next (a busy
        // editor can still be taking the words in when Enter arrives, or the click before it).
        await first.click({ position: { x: 2, y: 2 } });
        await expect(body).toBeFocused();
        await page.keyboard.press('Control+Home');
        await page.keyboard.type('Edited in the browser.');
        await expect(first).toHaveText(new RegExp(`^Edited in the browser\\.${opening}`));
        await page.keyboard.press('Enter');
        await expect(body.locator('p').first()).toHaveText('Edited in the browser.');
        await expect(body.locator('p').nth(1)).toHaveText(new RegExp(`^${opening}`));
        // Leaving the text hands it to the form (the editor keeps its model a moment behind).
        await summary.focus();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(async () => (await savedFiles(page))[file], { timeout: 15_000 })
          .toContain(' Edited.');
      }
      const saved = await savedFiles(page);
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-resaved-'));
      // Without the translations: a paragraph added to an English text leaves its translation
      // behind, which the content check reports as it should (__tests__/unit/translations/).
      fs.cpSync('content', path.join(root, 'content'), {
        recursive: true,
        filter: (source) => !source.split(path.sep).includes('translations'),
      });
      for (const [file, text] of Object.entries(saved))
        fs.writeFileSync(path.join(root, file), text);
      const paths = { contentDir: path.join(root, 'content'), publicDir: 'public' };
      const { corpus, problems: found } = checkCorpus(paths, { drafts: true });
      fs.rmSync(root, { recursive: true, force: true });
      expect(found.filter((p) => p.severity === 'error')).toEqual([]);
      const ids = files.map((file) => path.basename(file, '.md'));
      const before = checkCorpus(undefined, { drafts: true }).corpus.articles;
      for (const original of before.filter((a) => ids.includes(a.id))) {
        const resaved = corpus.articles.find((a) => a.id === original.id)!;
        expect(resaved.excerpt).toBe(`${original.excerpt} Edited.`);
        // The four words added to the text, and nothing else of the article changed: not its
        // fields (an article without `draft` would have been saved as a draft), not its page.
        expect([original.id, resaved.wordCount]).toEqual([original.id, original.wordCount + 4]);
        // An edited article is another version for a clinician's sign-off.
        expect(resaved.signOff.version).not.toBe(original.signOff.version);
        const unchanged = {
          content: '',
          text: '',
          wordCount: 0,
          signOff: { version: '', current: false },
        };
        expect({ ...resaved, excerpt: original.excerpt, ...unchanged }).toEqual({
          ...original,
          ...unchanged,
        });
        const added = '<p>Edited in the browser.</p>\n';
        const html = renderArticle(resaved).html;
        expect(html).toContain(added);
        expect([original.id, html.replace(added, '')]).toEqual([
          original.id,
          renderArticle(original).html,
        ]);
      }
      expect(problems).toEqual([]);
    });

  test('the team, the categories and the page texts, edited and saved, keep everything else', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pages = fs
      .readdirSync(path.join('content', 'pages'))
      .map((name) => `content/pages/${name}`);
    const files = ['content/team.yml', 'content/categories.yml', ...pages];
    const seeded = Object.fromEntries(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
    // A real member too, written as the guide says: without `sample`.
    seeded['content/team.yml'] +=
      '- id: asha-rao\n  name: "Asha Rao"\n  role: "Editor"\n  specialty: "Public Health"\n  description: "Edits."\n';
    const problems = await openEditor(page, seeded);
    const edit = async (route: string, textbox: string, file: string) => {
      await openRoute(page, `#/collections/${route}`);
      const box = page.getByRole('textbox', { name: textbox }).first();
      await box.fill(`${await box.inputValue()} Edited.`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => (await savedFiles(page))[file], { timeout: 15_000 })
        .toContain(' Edited.');
    };
    await edit('registers/entries/team', 'Description', 'content/team.yml');
    await edit('registers/entries/categories', 'Description', 'content/categories.yml');
    for (const file of pages)
      await edit(`pages/entries/${path.basename(file, '.md')}`, 'Description', file);

    // Two copies of the content: as seeded, and with what the editor saved.
    const copy = (files: Record<string, string>) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-resaved-'));
      fs.cpSync('content', path.join(root, 'content'), { recursive: true });
      for (const [file, text] of Object.entries(files))
        fs.writeFileSync(path.join(root, file), text);
      return root;
    };
    const [was, now] = [copy(seeded), copy(await savedFiles(page))];
    const found: Problem[] = [];
    const [team, before] = [readTeam(`${now}/content`, found), readTeam(`${was}/content`, found)];
    const categories = readCategories(`${now}/content`, found);
    const registered = readCategories(`${was}/content`, found);
    const resaved = pages.map((file) => readPage(path.join(now, file), found)!);
    const originals = pages.map((file) => readPage(path.join(was, file), found)!);
    for (const root of [was, now]) fs.rmSync(root, { recursive: true, force: true });
    expect(before.at(-1)).toMatchObject({ id: 'asha-rao', sample: false });
    expect(found).toEqual([]);
    // The first of each list edited, every other member, field and flag (sample!) as it was.
    expect(team[0]!.description).toBe(`${before[0]!.description} Edited.`);
    expect([{ ...team[0], description: '' }, ...team.slice(1)]).toEqual([
      { ...before[0], description: '' },
      ...before.slice(1),
    ]);
    expect(categories[0]!.description).toBe(`${registered[0]!.description} Edited.`);
    expect(categories.slice(1)).toEqual(registered.slice(1));
    for (const [i, original] of originals.entries()) {
      expect(resaved[i]!.description).toBe(`${original.description} Edited.`);
      expect(renderMarkdown(resaved[i]!.content)).toBe(renderMarkdown(original.content));
    }
    expect(problems).toEqual([]);
  });

  test('takes PNG, JPEG, WebP or AVIF pictures only, from every upload: the media library and the text', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openEditor(page);
    const refused: string[] = [];
    page.on('dialog', (dialog) => {
      refused.push(dialog.message());
      void dialog.dismiss();
    });
    const files = [
      {
        name: 'drawing.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      {
        name: 'page.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<script>alert(1)</script>'),
      },
      { name: 'moving.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      // A name and a type that disagree: stored by its name, so refused by it.
      {
        name: 'disguised.svg',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      },
    ];
    for (const route of ['#/assets', '#/collections/articles/new']) {
      await openRoute(page, route);
      const inputs = page.locator('input[type=file]');
      await expect.poll(() => inputs.count()).toBeGreaterThan(0);
      for (const file of files) await inputs.first().setInputFiles(file);
    }
    await expect.poll(() => refused.length).toBe(files.length * 2);
    // A "Paste Image" button reads the clipboard itself: an SVG there is left out, with the message.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const pasted = await page.evaluate(async (svg) => {
      await navigator.clipboard.write([
        new ClipboardItem({ 'image/svg+xml': new Blob([svg], { type: 'image/svg+xml' }) }),
      ]);
      return (await navigator.clipboard.read()).length;
    }, files[0]!.buffer.toString());
    expect(pasted).toBe(0);
    await expect.poll(() => refused.length).toBe(files.length * 2 + 1);
    // HTML dropped or pasted into the text, from which the editor would make a file: a picture
    // written into the HTML (data:) of another type, or a pasted picture it would name after the
    // copied page's address, when that is no picture's name (.svg, .gif, "photo-gif", "image").
    await openRoute(page, '#/collections/articles/new');
    const text = await articleText(page);
    await expect(text).toBeVisible();
    const svg = Buffer.from(files[0]!.buffer).toString('base64');
    const png = fs.readFileSync(SAMPLE_COVER).toString('base64');
    await text.evaluate(
      (root, { svg, png }) => {
        const send = (type: 'drop' | 'paste', html: string, withFile: boolean) => {
          const data = new DataTransfer();
          data.setData('text/html', html);
          if (withFile)
            data.items.add(
              new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], 'image.webp', {
                type: 'image/webp',
              }),
            );
          const event =
            type === 'drop'
              ? new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })
              : new ClipboardEvent('paste', {
                  clipboardData: data,
                  bubbles: true,
                  cancelable: true,
                });
          root.dispatchEvent(event);
        };
        send('drop', `<img src="data:image/svg+xml;base64,${svg}" alt="x">`, false);
        send(
          'drop',
          '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">',
          false,
        );
        // The address as the browser reads it: tabs and newlines dropped, controls before it too.
        send('drop', `<img src="da&#9;ta:image/svg+xml;base64,${svg}">`, false);
        send('drop', '<img src="&#1;data&#10;:image/gif;base64,R0lGODlhAQABAAAAACw=">', false);
        send('paste', '<img src="https://example.org/picture.svg" alt="p">', true);
        send('paste', '<img src="https://example.org/moving.GIF?x=1" alt="p">', true);
        // A name with no picture's ending at all, which the CMS would store the picture under.
        send('paste', '<img src="https://example.org/photo-gif" alt="p">', true);
        send('paste', '<img src="https://example.org/cover-svg" alt="p">', true);
        send('paste', '<img src="https://example.org/image?id=3" alt="p">', true);
      },
      { svg, png },
    );
    await expect.poll(() => refused.length).toBe(files.length * 2 + 10);
    await page.waitForTimeout(1_000);
    expect(await text.evaluate((root) => root.querySelectorAll('img').length)).toBe(0);
    for (const message of refused) expect(message).toMatch(/PNG, JPEG, WebP or AVIF pictures only/);
    await page.waitForTimeout(1_000);
    expect(
      Object.keys(await savedFiles(page)).filter((name) =>
        /drawing|page\.html|moving|disguised/.test(name),
      ),
    ).toEqual([]);
  });

  test('keeps the media folder to pictures: a rename to another kind of name, an edit of a picture as text, and a commit to GitHub carrying anything else are refused', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The repository's own drawings are SVG files, which the library offers to edit as text.
    const drawing = 'public/images/covers/drawing.svg';
    await openEditor(page, { [drawing]: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' });
    const refused: string[] = [];
    page.on('dialog', (dialog) => {
      refused.push(dialog.message());
      void dialog.dismiss();
    });
    // A picture in the media library, renamed to every other kind of name; a drawing edited as text.
    await openRoute(page, '#/assets');
    await page.locator('input[type=file]').first().setInputFiles(SAMPLE_COVER);
    await page.getByRole('button', { name: 'Upload', exact: true }).last().click();
    const name = path.basename(SAMPLE_COVER);
    await expect
      .poll(async () => Object.keys(await savedFiles(page)))
      .toContainEqual(expect.stringContaining(name));
    // Whatever the name typed, the picture keeps a picture's name: a name of another type is
    // refused (the CMS itself may first give it back the picture's type, as x.svgz.webp).
    const names = ['x.svg', 'x.html', 'x.SVG', 'x.png.svg', 'x.gif', 'x.svgz', 'x.xhtml'];
    /** The files under public/ but the drawing, once the CMS has written them. */
    const pictures = async () =>
      Object.keys(await savedFiles(page)).filter(
        (file) => file.startsWith('public/') && file !== drawing,
      );
    let current = name;
    for (const other of names) {
      await page.getByText(current, { exact: true }).first().click();
      await page
        .getByRole('button', { name: /more|options/i })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const dialog = page.getByRole('dialog');
      const asked = refused.length;
      await dialog.getByRole('textbox').first().fill(other);
      await dialog.getByRole('button', { name: 'Rename' }).last().click();
      await expect
        .poll(async () => refused.length > asked || (await dialog.count()) === 0)
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect.poll(async () => (await pictures()).length).toBe(1);
      const [stored] = await pictures();
      expect([other, stored]).toEqual([
        other,
        expect.stringMatching(/\.(?:png|jpe?g|webp|avif)$/i),
      ]);
      current = path.basename(stored!);
    }
    expect(refused.length).toBeGreaterThan(0);
    const edits = refused.length;
    await page.getByText('drawing.svg').first().click();
    await page
      .getByRole('button', { name: /more|options/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect.poll(() => refused.length).toBe(edits + 1);
    await page.keyboard.press('Escape');
    for (const message of refused) expect(message).toMatch(/PNG, JPEG, WebP or AVIF pictures only/);

    // What the editor sends GitHub: a commit whose file under public/ is no picture by its name or
    // its bytes never leaves the browser; a picture, and an article, do.
    const sent: string[] = [];
    await page.route('https://api.github.com/graphql', async (route) => {
      sent.push(route.request().postData() ?? '');
      await route.fulfill({ json: { data: {} } });
    });
    // A WebP picture's bytes, under every other name, and an SVG's under a picture's name.
    const png = fs.readFileSync(SAMPLE_COVER).toString('base64');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ).toString('base64');
    const commit = (additions: { path: string; contents: string }[]) =>
      page.evaluate(async (additions) => {
        try {
          await fetch('https://api.github.com/graphql', {
            method: 'POST',
            body: JSON.stringify({
              query:
                'mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }',
              variables: { input: { fileChanges: { additions, deletions: [] } } },
            }),
          });
          return 'sent';
        } catch {
          return 'refused';
        }
      }, additions);
    const before = refused.length;
    for (const [path_, contents] of [
      ...names.map((other) => [`public/images/covers/${other}`, png] as const),
      ['public/images/covers/evil.webp', svg] as const,
      ['public/images/covers/evil.png', png] as const,
      ['public/admin/index.html', png] as const,
    ])
      expect([path_, await commit([{ path: path_, contents }])]).toEqual([path_, 'refused']);
    expect(refused.length).toBe(before + names.length + 3);
    expect(sent).toEqual([]);
    expect(await commit([{ path: 'public/images/covers/new.webp', contents: png }])).toBe('sent');
    expect(
      await commit([
        { path: 'content/articles/x.md', contents: Buffer.from('---\n').toString('base64') },
      ]),
    ).toBe('sent');
    expect(sent).toHaveLength(2);
  });

  test('an article without its required fields cannot be saved', async ({ page }) => {
    await openEditor(page);
    await openRoute(page, '#/collections/articles/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Untitled draft');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('group', { name: '“⁨Summary⁩” Field' })).toContainText(/required/i);
    expect(Object.keys(await savedFiles(page)).filter((f) => f.startsWith('content/'))).toEqual([]);
  });
});
