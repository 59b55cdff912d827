import fs from 'node:fs';
import path from 'node:path';
import { articles, exportedPages } from '../support/corpus';
import { expect, test } from '../support/test';

/** The test build keeps the default site URL; absolute URLs are mapped onto the preview server. */
const SITE = 'http://localhost:3000';
const local = (url: string) => url.replace(SITE, '') || '/';

const htmlOf = (page: string) =>
  fs.readFileSync(path.join('out', page === '/' ? 'index.html' : `${page}.html`), 'utf8');
// Desktop only: the same HTML at every width.
test.describe('search engines', { tag: '@desktop' }, () => {
  test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the sitemap and the feed are well-formed XML with XML content types', async ({
    sharedPages,
    request,
  }) => {
    const page = await sharedPages.open('/');
    for (const [url, type] of [
      ['/sitemap.xml', 'xml'],
      ['/feed.xml', 'application/rss+xml'],
    ] as const) {
      const response = await request.get(url);
      expect(response.headers()['content-type']).toContain(type);
      const text = await response.text();
      const errors = await page.evaluate(
        (xml) =>
          new DOMParser()
            .parseFromString(xml, 'application/xml')
            .getElementsByTagName('parsererror').length,
        text,
      );
      expect(errors, url).toBe(0);
    }
    const feed = await (await request.get('/feed.xml')).text();
    const items = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        category: item.querySelector('category')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        description: item.querySelector('description')?.textContent,
      }));
    }, feed);
    expect(items).toHaveLength(articles.length);
    for (const article of articles) {
      expect(items).toContainEqual({
        title: article.title,
        link: `${SITE}/blog/${article.id}`,
        category: article.category,
        pubDate: new Date(`${article.date}T00:00:00Z`).toUTCString(),
        description: article.excerpt,
      });
    }
  });

  test('the search view and the 404 page are noindex', async ({ page }) => {
    await page.goto('/?q=sleep');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
    await page.goto('/no-such-page');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  });

  test('crawl: every internal link and asset of every exported page resolves', async ({
    request,
  }) => {
    const targets = new Set<string>();
    for (const route of [...exportedPages(), '/404']) {
      const html = htmlOf(route === '/404' ? '/404' : route);
      for (const [, , url] of html.matchAll(/(href|src)="([^"]+)"/g)) targets.add(url!);
      for (const [, set] of html.matchAll(/srcSet="([^"]+)"/gi))
        for (const part of set!.split(',')) targets.add(part.trim().split(' ')[0]!);
    }
    const internal = [...targets]
      .map((url) => url.replace(/&amp;/g, '&'))
      .filter((url) => url.startsWith('/') || url.startsWith(SITE))
      .map((url) => local(url).split('#')[0]!)
      .filter(Boolean);
    expect(internal.length).toBeGreaterThan(50);
    const broken: string[] = [];
    for (const url of new Set(internal)) {
      const response = await request.get(url);
      if (response.status() !== 200) broken.push(`${response.status()} ${url}`);
    }
    expect(broken).toEqual([]);
  });
});
