// HTTP checks of a served HealthHub site, shared by deploy/verify-deploy.mjs (a live deployment)
// and e2e/harness/test-nginx.mjs (the nginx configuration on a loopback port).
import crypto from 'node:crypto';
import { cacheControlFor, headersFor } from './headers.mjs';
import { checkRedirectsStayOnSite } from './off-site-redirects.mjs';

/** Runs named checks one after the other, prints a line for each and keeps the counts. */
export function createRunner() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  return {
    counts,
    async check(name, fn) {
      try {
        const note = await fn();
        counts.passed += 1;
        console.log(`ok    ${name}${note ? ` (${note})` : ''}`);
      } catch (error) {
        counts.failed += 1;
        console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : error}`);
      }
    },
    skip(name, why) {
      counts.skipped += 1;
      console.log(`skip  ${name}: ${why}`);
    },
    summary() {
      const { passed, failed, skipped } = counts;
      return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    },
  };
}

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** GET without following redirects; the body as text. */
export async function get(url, headers = {}) {
  const response = await fetch(url, { redirect: 'manual', headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, text: body.toString('utf8') };
}

const directives = (value) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .sort()
    .join(', ');

/** Every header of deploy/headers.mjs for the path, with its exact value, and its Cache-Control. */
export function expectPolicy(res, pathname) {
  const wrong = Object.entries(headersFor(pathname))
    .filter(([name, value]) => res.headers.get(name) !== value)
    .map(([name]) => `${name}: ${res.headers.get(name) ?? 'missing'}`);
  expect(wrong.length === 0, `wrong security headers: ${wrong.join('; ')}`);
  const expected = cacheControlFor(pathname);
  const actual = res.headers.get('cache-control');
  expect(
    directives(actual) === directives(expected),
    `Cache-Control "${actual}", not "${expected}"`,
  );
}

export function expectType(res, pattern) {
  const type = res.headers.get('content-type') ?? '';
  expect(pattern.test(type), `Content-Type "${type}" does not match ${pattern}`);
  return type;
}

export function expectPage(res) {
  expect(res.status === 200, `status ${res.status}${location(res)}`);
  expectType(res, /^text\/html/);
}

const location = (res) => (res.headers.get('location') ? ` -> ${res.headers.get('location')}` : '');

/** The sitemap's page URLs, with `origin` (if given) mapped onto `base`. */
export function sitemapUrls(xml, base, origin) {
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, loc]) => loc);
  return locs.map((loc) =>
    origin && loc.startsWith(origin) ? base + loc.slice(origin.length) : loc,
  );
}

/** The first hashed asset (/_next/static/...) an HTML page references. */
export const firstAsset = (html) => html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/)?.[0];

/**
 * The checks of a deployment at `base` (no trailing slash): every sitemap URL, headers and cache
 * policy, the 404 page, redirects that stay on the site, content types. `origin` is the site origin written in the sitemap when it
 * differs from `base` (a local test); `headers: false` skips header checks (GitHub Pages).
 */
export async function checkDeployment(runner, { base, origin, headers = true }) {
  const { check } = runner;
  const map = (url) => (origin && url.startsWith(origin) ? base + url.slice(origin.length) : url);
  let pages = [];
  await check('/sitemap.xml answers 200 with XML', async () => {
    const res = await get(`${base}/sitemap.xml`);
    expect(res.status === 200, `status ${res.status}${location(res)}`);
    expectType(res, /xml/);
    pages = sitemapUrls(res.text, base, origin);
    expect(pages.length > 0, 'no <loc> in the sitemap');
    const foreign = pages.filter((url) => !url.startsWith(base));
    expect(
      foreign.length === 0,
      `${foreign[0]} is not under ${base}: was NEXT_PUBLIC_SITE_URL set for the build? (or pass --origin)`,
    );
    return `${pages.length} URLs`;
  });
  for (const url of pages) {
    await check(`${url.slice(base.length) || '/'} answers 200 text/html, no redirect`, async () =>
      expectPage(await get(url)),
    );
  }

  const home = await get(`${base}/`).catch(() => ({ status: 0, text: '', headers: new Headers() }));
  const asset = firstAsset(home.text);
  if (headers) {
    await check('home page: security headers and Cache-Control', () => expectPolicy(home, '/'));
    await check(`hashed asset: security headers and immutable Cache-Control`, async () => {
      expect(asset, 'no /_next/static/ asset referenced by the home page');
      const res = await get(base + asset);
      expect(res.status === 200, `${asset}: status ${res.status}`);
      expectPolicy(res, asset);
      return asset;
    });
  } else {
    runner.skip('security headers and cache policy', '--no-headers');
  }

  const token = crypto.randomBytes(4).toString('hex');
  for (const path of [
    `/no-such-page-${token}`,
    `/blog/no-such-article-${token}`,
    `/category/no-such-category-${token}`,
  ]) {
    await check(`${path} answers 404 with the not-found page`, async () => {
      const res = await get(base + path);
      expect(res.status === 404, `status ${res.status}${location(res)}`);
      expectType(res, /^text\/html/);
      expect(/<title>[^<]*Page not found/.test(res.text), 'the body is not the site 404 page');
    });
  }

  await checkRedirectsStayOnSite(runner, base);
  await check('host configuration files (/_headers) are not served', async () => {
    const res = await get(`${base}/_headers`);
    expect(res.status === 404, `status ${res.status}`);
  });

  await check('/feed.xml is an RSS feed', async () => {
    const res = await get(`${base}/feed.xml`);
    expect(res.status === 200, `status ${res.status}`);
    const type = expectType(res, /^(application\/rss\+xml|application\/xml|text\/xml)/);
    expect(res.text.includes('<rss'), 'no <rss> element');
    return type;
  });
  await check('/robots.txt is text/plain and names the sitemap', async () => {
    const res = await get(`${base}/robots.txt`);
    expect(res.status === 200, `status ${res.status}`);
    expectType(res, /^text\/plain/);
    expect(/Sitemap:\s*\S+\/sitemap\.xml/.test(res.text), 'no Sitemap: line');
  });
  await check('og:image of the home page is a PNG', async () => {
    const image = home.text.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image, 'no og:image on the home page');
    const res = await get(map(image.replace(/&amp;/g, '&')));
    expect(res.status === 200, `${image}: status ${res.status}`);
    expectType(res, /^image\/png/);
    return image;
  });
  return { home, asset, pages };
}
