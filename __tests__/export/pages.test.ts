/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { articles, exportedPages } from '../../e2e/support/corpus';

// Checks of the exported HTML that need no browser, run once over the files in out/ after the test
// build (`npm run test:static`): every page's metadata, structured data and landmarks. Pages come
// from the export itself, so a new route is checked without being listed here.

/** The test build keeps the default site URL. */
const SITE = 'http://localhost:3000';
const OUT = 'out';
const local = (url: string) => url.replace(SITE, '') || '/';

/** Every exported page but the not-found copies (and the editor at /admin/), as its address. */
const pages = exportedPages();
const fileOf = (page: string) => path.join(OUT, page === '/' ? 'index.html' : `${page}.html`);
const parsed = new Map<string, Document>();
const documentOf = (page: string): Document => {
  if (!parsed.has(page))
    parsed.set(
      page,
      new DOMParser().parseFromString(fs.readFileSync(fileOf(page), 'utf8'), 'text/html'),
    );
  return parsed.get(page)!;
};
const isNoindex = (page: string) =>
  !!documentOf(page).querySelector('meta[name="robots"][content*="noindex"]');
const sitemapPaths = () =>
  [...fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => local(m[1]!),
  );
const meta = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content') ?? null;
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('the exported pages', () => {
  it('are there (the test build ran)', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it('show pictures only as rendered WebP: no uploaded original is published or loaded', () => {
    expect(fs.existsSync(path.join(OUT, 'images'))).toBe(false);
    for (const page of pages) {
      const doc = documentOf(page);
      const loaded = [...doc.querySelectorAll('img, source, link[rel~="preload"]')].flatMap((el) =>
        [el.getAttribute('src'), el.getAttribute('srcset'), el.getAttribute('href')].filter(
          (value): value is string => !!value,
        ),
      );
      expect({ page, originals: loaded.filter((value) => value.includes('/images/')) }).toEqual({
        page,
        originals: [],
      });
    }
  });

  it('are in the sitemap when indexable, and only then, with lastmod from the content', () => {
    const indexable = pages.filter((page) => !isNoindex(page));
    expect([...sitemapPaths()].sort()).toEqual(indexable);
    expect(sitemapPaths()).not.toContain('/category/fitness');
    const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    // Each article's entry (its language alternates, if any, between loc and lastmod).
    for (const article of articles) {
      const entry = xml.match(
        new RegExp(`<url>\\n<loc>${SITE}/blog/${article.id}</loc>[\\s\\S]*?</url>`),
      )?.[0];
      expect([article.id, entry]).toEqual([
        article.id,
        expect.stringContaining(`<lastmod>${article.updated ?? article.date}</lastmod>`),
      ]);
    }
  });

  it('each have a title, a description, a canonical URL, Open Graph and Twitter tags with that title and description, and a feed link', () => {
    for (const route of sitemapPaths()) {
      const doc = documentOf(route);
      expect({ route, title: doc.title.trim().length > 0 }).toEqual({ route, title: true });
      const description = meta(doc, 'meta[name="description"]') ?? '';
      expect({ route, description: description.length > 40 }).toEqual({ route, description: true });
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect({ route, canonical: canonical.startsWith(SITE) && local(canonical) }).toEqual({
        route,
        canonical: route,
      });
      expect({
        route,
        ogTitle: !!meta(doc, 'meta[property="og:title"]'),
        // What a shared link shows: the page's own title and description, on every network.
        twitterTitle:
          meta(doc, 'meta[name="twitter:title"]') === meta(doc, 'meta[property="og:title"]'),
        ogDescription: meta(doc, 'meta[property="og:description"]'),
        twitterDescription: meta(doc, 'meta[name="twitter:description"]'),
        ogUrl: meta(doc, 'meta[property="og:url"]'),
        siteName: meta(doc, 'meta[property="og:site_name"]'),
        size: [
          meta(doc, 'meta[property="og:image:width"]'),
          meta(doc, 'meta[property="og:image:height"]'),
        ],
        alt: !!meta(doc, 'meta[property="og:image:alt"]'),
        card: meta(doc, 'meta[name="twitter:card"]'),
        feed: doc
          .querySelector('link[rel="alternate"][type="application/rss+xml"]')
          ?.getAttribute('href')
          ?.endsWith('/feed.xml'),
      }).toEqual({
        route,
        ogTitle: true,
        twitterTitle: true,
        ogDescription: description,
        twitterDescription: description,
        ogUrl: canonical,
        siteName: 'HealthHub',
        size: ['1200', '630'],
        alt: true,
        card: 'summary_large_image',
        feed: true,
      });
      const image = meta(doc, 'meta[property="og:image"]') ?? '';
      expect({ route, image: image.startsWith(`${SITE}/og/`) }).toEqual({ route, image: true });
      const png = fs.readFileSync(path.join(OUT, local(image)));
      expect({ route, png: [png.readUInt32BE(16), png.readUInt32BE(20)] }).toEqual({
        route,
        png: [1200, 630],
      });
    }
  });

  it('carry Open Graph article tags on articles', () => {
    for (const article of articles) {
      const doc = documentOf(`/blog/${article.id}`);
      expect({
        id: article.id,
        type: meta(doc, 'meta[property="og:type"]'),
        published: meta(doc, 'meta[property="article:published_time"]'),
        modified: meta(doc, 'meta[property="article:modified_time"]'),
        section: meta(doc, 'meta[property="article:section"]'),
        tags: doc.querySelectorAll('meta[property="article:tag"]').length,
      }).toEqual({
        id: article.id,
        type: 'article',
        published: article.date,
        modified: article.updated ?? article.date,
        section: article.category,
        tags: article.tags.length,
      });
    }
  });

  it('carry structured data: Organization and WebSite with search on home, MedicalWebPage or Article and breadcrumbs elsewhere', () => {
    const home = jsonLd(documentOf('/'));
    expect(home.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home[1].potentialAction.target.urlTemplate).toBe(`${SITE}/?q={search_term_string}`);
    for (const article of articles) {
      const [data, crumbs] = jsonLd(documentOf(`/blog/${article.id}`));
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
      if (data['@type'] === 'MedicalWebPage')
        expect(data).toMatchObject({
          lastReviewed: article.lastReviewed,
          reviewedBy: { '@type': 'Organization', name: 'HealthHub Editorial Team' },
          author: { '@type': 'Organization' },
        });
      expect(crumbs['@type']).toBe('BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
        'Home',
        article.category,
        article.title,
      ]);
    }
    const [crumbs] = jsonLd(documentOf('/category/neurology'));
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Neurology',
    ]);
  });

  it('each have one banner, one main, one content info and exactly one h1, the not-found page too', () => {
    /** Landmarks as the page's roles give them: a header or footer inside sectioning content is none. */
    const topLevel = (doc: Document, tag: string) =>
      [...doc.querySelectorAll(tag)].filter(
        (el) => !el.parentElement?.closest('article, aside, main, nav, section'),
      ).length;
    for (const route of [...pages, '/404']) {
      const doc =
        route === '/404'
          ? new DOMParser().parseFromString(
              fs.readFileSync(path.join(OUT, '404.html'), 'utf8'),
              'text/html',
            )
          : documentOf(route);
      expect({
        route,
        banner: topLevel(doc, 'header') + doc.querySelectorAll('[role="banner"]').length,
        main: doc.querySelectorAll('main, [role="main"]').length,
        contentinfo: topLevel(doc, 'footer') + doc.querySelectorAll('[role="contentinfo"]').length,
        h1: [...doc.querySelectorAll('h1')].filter((h) => !h.closest('[hidden]')).length,
      }).toEqual({ route, banner: 1, main: 1, contentinfo: 1, h1: 1 });
    }
  });
});
