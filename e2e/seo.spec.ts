import fs from 'node:fs';
import path from 'node:path';
import { articles } from './corpus';
import { expect, test } from './test';

/** The test build keeps the default site URL; absolute URLs are mapped onto the preview server. */
const SITE = 'http://localhost:3000';
const local = (url: string) => url.replace(SITE, '') || '/';

function exportedPages(): string[] {
  return fs
    .readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !['404.html', '_not-found.html'].includes(file))
    .map((file) => `/${file.replace(/\.html$/, '').replace(/^index$/, '')}`);
}
const htmlOf = (page: string) =>
  fs.readFileSync(path.join('out', page === '/' ? 'index.html' : `${page}.html`), 'utf8');
const isNoindex = (html: string) => /<meta name="robots" content="noindex/.test(html);

async function sitemapPaths(request: import('@playwright/test').APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => local(m[1]!));
}

// Desktop only: the same HTML at every width.
test.describe('search engines', { tag: '@desktop' }, () => {
  test('the sitemap lists every indexable exported page and nothing else, with lastmod from the content', async ({
    request,
  }) => {
    const inSitemap = (await sitemapPaths(request)).sort();
    const indexable = exportedPages()
      .filter((page) => !isNoindex(htmlOf(page)))
      .sort();
    expect(inSitemap).toEqual(indexable);
    expect(inSitemap).not.toContain('/category/fitness');
    const xml = await (await request.get('/sitemap.xml')).text();
    const article = articles[0]!;
    expect(xml).toContain(
      `<loc>${SITE}/blog/${article.id}</loc>\n<lastmod>${article.updated ?? article.date}`,
    );
  });

  test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the sitemap and the feed are well-formed XML with XML content types', async ({
    page,
    request,
  }) => {
    await page.goto('/');
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

  test('every page has a title, a description, a canonical URL, Open Graph and Twitter tags, and a feed link', async ({
    page,
    request,
  }) => {
    // A crawl of every page (about fifty): 27 s on an idle machine with 38 pages, up to 96 s
    // beside the suite's other workers, more with each page added.
    test.setTimeout(300_000);
    for (const route of await sitemapPaths(request)) {
      await page.goto(route);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      expect(await page.title(), route).toMatch(/\S/);
      expect((await meta('meta[name="description"]'))?.length, route).toBeGreaterThan(40);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
      expect(canonical.startsWith(SITE) && local(canonical), route).toBe(route);
      expect(await meta('meta[property="og:title"]'), route).toBeTruthy();
      expect(await meta('meta[property="og:url"]'), route).toBe(canonical);
      expect(await meta('meta[property="og:site_name"]'), route).toBe('HealthHub');
      expect(await meta('meta[property="og:image:width"]'), route).toBe('1200');
      expect(await meta('meta[property="og:image:height"]'), route).toBe('630');
      expect(await meta('meta[property="og:image:alt"]'), route).toBeTruthy();
      expect(await meta('meta[name="twitter:card"]'), route).toBe('summary_large_image');
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', /\/feed\.xml$/);
      const image = (await meta('meta[property="og:image"]'))!;
      expect(image.startsWith(`${SITE}/og/`), route).toBe(true);
      const png = await request.get(local(image));
      expect(png.headers()['content-type'], route).toBe('image/png');
      const bytes = await png.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], route).toEqual([1200, 630]);
    }
  });

  test('articles carry Open Graph article tags', async ({ page }) => {
    const article = articles[0]!;
    await page.goto(`/blog/${article.id}`);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute('content');
    expect(await meta('og:type')).toBe('article');
    expect(await meta('article:published_time')).toBe(article.date);
    expect(await meta('article:modified_time')).toBe(article.updated ?? article.date);
    expect(await meta('article:section')).toBe(article.category);
    expect(await page.locator('meta[property="article:tag"]').count()).toBe(article.tags.length);
  });

  test('structured data: Organization and WebSite with search on home, MedicalWebPage or Article and breadcrumbs elsewhere', async ({
    page,
  }) => {
    test.setTimeout(120_000); // several pages, each until it hydrates
    const jsonLd = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) =>
        JSON.parse(text),
      );
    await page.goto('/');
    const home = await jsonLd();
    expect(home.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home[1].potentialAction.target.urlTemplate).toBe(`${SITE}/?q={search_term_string}`);

    for (const article of articles) {
      await page.goto(`/blog/${article.id}`);
      const [data, crumbs] = await jsonLd();
      expect(data['@type']).toBe(
        article.category === 'Web Design & SEO' ? 'Article' : 'MedicalWebPage',
      );
      expect(data).toMatchObject({
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        dateModified: article.updated ?? article.date,
        author: { name: 'HealthHub Editorial Team' },
        publisher: { '@type': 'Organization', name: 'HealthHub' },
        image: [`${SITE}/og/${article.id}.png`],
      });
      expect(data.keywords).toBe(article.tags.join(', '));
      expect(data.citation.length).toBeGreaterThanOrEqual(3);
      expect(data.citation[0].publisher['@type']).toBe('Organization');
      if (data['@type'] === 'MedicalWebPage') {
        expect(data).toMatchObject({
          lastReviewed: article.lastReviewed,
          reviewedBy: { '@type': 'Organization', name: 'HealthHub Editorial Team' },
          author: { '@type': 'Organization' },
        });
      }
      expect(crumbs['@type']).toBe('BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
        'Home',
        article.category,
        article.title,
      ]);
    }

    await page.goto('/category/neurology');
    const [crumbs] = await jsonLd();
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Neurology',
    ]);
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
