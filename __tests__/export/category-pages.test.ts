/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import SETTINGS from '../../e2e/settings.json';
import { PAGE_SIZE, pagePath, scaleLibrary } from '../../e2e/support/scale-library';
import { exportedPage, text } from '../helpers/exported-html';

// The category pages of the generated library (`npm run test:build:scale`, 150 articles), read
// from its export: every numbered page holds its six cards in list order with its title, canonical
// URL, count, breadcrumbs and page links, and the page links alone lead through every article.
// What each page should hold comes from what the generator wrote (the build keeps it beside the
// export), sorted here by the list rule (`order`, then id), not from the site's code. Load More and
// the pages' look at each width are checked in the browser (e2e/scale/category-pages.scale.spec.ts).

const { dir } = SETTINGS.scaleBuild;
/** The scale build keeps the default site URL (canonical links point there). */
const SITE = 'http://localhost:3000';
const { generated, library } = scaleLibrary();

const html = (route: string) => fs.readFileSync(path.join(dir, `${route}.html`), 'utf8');
const documentOf = (route: string) => exportedPage(dir, route.slice(1));
const cardTitles = (doc: Document) =>
  [...doc.querySelectorAll('main article')].map((card) => {
    const links = card.querySelectorAll('a');
    expect(links).toHaveLength(1);
    return text(links[0]);
  });
const pageLinks = (doc: Document) => doc.querySelector('nav[aria-label="Pages"]');
const linkNamed = (nav: Element, name: string) =>
  [...nav.querySelectorAll('a')].filter((a) => text(a) === name);

describe('the generated library', () => {
  it('has categories of several pages', () => {
    expect(generated).toHaveLength(SETTINGS.scaleBuild.articles);
    expect(Math.max(...library.map((c) => c.pages))).toBeGreaterThanOrEqual(3);
    expect(library.filter((c) => c.pages > 1).length).toBeGreaterThan(1);
  });
});

describe.each(library.map((category) => [category.name, category] as const))(
  '%s',
  (_, category) => {
    const { name, slug, articles, pages, onPage } = category;

    it.each(Array.from({ length: pages }, (_, i) => i + 1))(
      'page %i has its title, canonical URL, count, cards, breadcrumbs and page links',
      (n) => {
        const doc = documentOf(pagePath(slug, n));
        expect(doc.title).toBe(
          n === 1 ? `${name} Articles - HealthHub` : `${name} Articles, page ${n} - HealthHub`,
        );
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          `${SITE}${pagePath(slug, n)}`,
        );
        expect(text(doc.querySelector('h1'))).toBe(name);
        expect(text(doc.querySelector('main'))).toContain(`${articles.length} articles found`);
        expect(cardTitles(doc)).toEqual(onPage(n).map((a) => a.title));
        const crumbs = doc.querySelectorAll('nav[aria-label="Breadcrumb"] li');
        expect([...crumbs].map(text)).toEqual(['Home', name]);
        const nav = pageLinks(doc);
        if (pages === 1) {
          expect(nav).toBeNull();
          return;
        }
        expect(text(doc.querySelector('main'))).toContain(`Page ${n} of ${pages}`);
        const current = nav!.querySelectorAll('a[aria-current="page"]');
        expect([...current].map((a) => [text(a), a.getAttribute('href')])).toEqual([
          [`Page ${n}`, pagePath(slug, n)],
        ]);
        const hrefs = (name: string) => linkNamed(nav!, name).map((a) => a.getAttribute('href'));
        expect(hrefs('Previous')).toEqual(n === 1 ? [] : [pagePath(slug, n - 1)]);
        expect(hrefs('Next')).toEqual(n === pages ? [] : [pagePath(slug, n + 1)]);
        expect(hrefs('Page 1')).toEqual([`/category/${slug}`]);
        expect(hrefs(`Page ${pages}`)).toEqual([pagePath(slug, pages)]);
      },
    );

    it('its page links lead from page 1 through every article, in list order', () => {
      const seen: string[] = [];
      let route: string | null = `/category/${slug}`;
      for (let visited = 0; route && visited <= pages; visited += 1) {
        const doc = documentOf(route);
        seen.push(...cardTitles(doc));
        const nav = pageLinks(doc);
        route = nav ? (linkNamed(nav, 'Next')[0]?.getAttribute('href') ?? null) : null;
      }
      expect(seen).toEqual(articles.map((a) => a.title));
    });

    it('page 1 names exactly its 6 articles, none of the later ones', () => {
      const page1 = html(`/category/${slug}`);
      const linked = [...page1.matchAll(/<a[^>]*href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
      expect(linked).toEqual(onPage(1).map((a) => a.id));
      for (const later of articles.slice(PAGE_SIZE))
        expect(page1.includes(`/blog/${later.id}"`)).toBe(false);
    });
  },
);

it('page 1 of every category is about the same size, whatever the size of the category', () => {
  // The pages differ only by their cards' texts, not by how many articles the category has.
  const sizes = library.map(({ slug }) => html(`/category/${slug}`).length);
  expect(Math.max(...sizes) / Math.min(...sizes)).toBeLessThan(1.1);
});
