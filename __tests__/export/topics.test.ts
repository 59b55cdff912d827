/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { articles, categories, categorySlug, exportedPages } from '../../e2e/support/corpus';
import { exportedPage, named, text } from '../helpers/exported-html';

// The health topics hub (/topics) and the ways to it, read from the exported HTML of the test build
// (`npm run test:static`), against the content read straight from content/: every category with
// its description and count, the A-Z of the medical articles' tags, the hub linked from every
// page's header, mobile menu and footer, from the home page's topic tiles and the 404 page; the
// category pages' own descriptions and, for a small or empty category, other topics; and no link
// the site adds leading to an empty category.

const OUT = 'out';
const hub = exportedPage(OUT, 'topics');
const countOf = (slug: string) => articles.filter((a) => categorySlug(a.category) === slug).length;
const medical = new Set(
  (categories as { name: string; medical?: boolean }[])
    .filter((c) => c.medical !== false)
    .map((c) => c.name),
);
const emptySlugs = categories.map((c) => categorySlug(c.name)).filter((s) => countOf(s) === 0);
const routeOf = (page: string) => (page === '/' ? 'index' : page.slice(1));
const pages = exportedPages();
/** The phone menu's topics: the categories with articles, the most first, at most 8. */
const menuTopics = categories
  .map((c) => c.name)
  .filter((name) => countOf(categorySlug(name)) > 0)
  .sort((a, b) => countOf(categorySlug(b)) - countOf(categorySlug(a)))
  .slice(0, 8);

/** Whether `href` is a page of the export (or one of its sections). */
const exported = (href: string) => {
  const [route] = href.split('#');
  return route === '/' || fs.existsSync(path.join(OUT, `${route}.html`));
};

describe('the topics hub', () => {
  it('is exported, with one h1 and a title of its own', () => {
    expect(text(hub.querySelector('h1'))).toBe('Health topics');
    expect(hub.querySelectorAll('h1')).toHaveLength(1);
    expect(hub.title).toBe('Health Topics A-Z - HealthHub');
  });

  it('lists every category with its description and article count; only those with articles are links', () => {
    const [section] = named(hub, 'section', 'Categories');
    const items = [...section!.querySelectorAll(':scope > ul > li')];
    expect(items).toHaveLength(categories.length);
    const byName = [...categories].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    for (const [index, item] of items.entries()) {
      const category = byName[index]!;
      expect(text(item).startsWith(category.name)).toBe(true);
      const slug = categorySlug(category.name);
      const count = countOf(slug);
      expect(text(item)).toContain(category.description);
      expect(text(item)).toContain(
        count === 0 ? 'No articles yet' : `${count} article${count === 1 ? '' : 's'}`,
      );
      const links = [...item.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect({ slug, links }).toEqual({ slug, links: count === 0 ? [] : [`/category/${slug}`] });
    }
  });

  it('lists every tag of the medical articles once, A to Z, each with the first three articles that carry it and a search for more', () => {
    const carriers = new Map<string, string[]>();
    const names = new Map<string, string>();
    for (const article of articles.filter((a) => medical.has(a.category)))
      for (const tag of article.tags) {
        const key = tag.trim().toLowerCase();
        carriers.set(key, [...(carriers.get(key) ?? []), `/blog/${article.id}`]);
        if (!names.has(key)) names.set(key, tag.trim());
      }
    const expected = new Map(
      [...carriers].map(([key, links]) => [
        key,
        links.length > 3
          ? [...links.slice(0, 3), `/?q=${encodeURIComponent(names.get(key)!)}`]
          : links,
      ]),
    );
    const [section] = named(hub, 'section', 'Conditions and topics A to Z');
    const found = new Map(
      [...section!.querySelectorAll('dl > div')].map((entry) => [
        text(entry.querySelector('dt')).toLowerCase(),
        [...entry.querySelectorAll('dd a')].map((a) => a.getAttribute('href')),
      ]),
    );
    expect(found).toEqual(expected);
    const terms = [...section!.querySelectorAll('dt')].map(text);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en')));
    // Each letter of the row leads to its group, and each group is under its letter.
    const [letters] = named(hub, 'nav', 'Topics by letter');
    for (const link of letters!.querySelectorAll('a')) {
      const group = hub.getElementById(link.getAttribute('href')!.slice(1));
      expect(text(group)).toBe(text(link));
      const groupTerms = [...group!.closest('section')!.querySelectorAll('dt')].map(text);
      for (const term of groupTerms) expect(term[0]!.toUpperCase()).toBe(text(link));
    }
  });

  it('links only to exported pages', () => {
    for (const link of hub.querySelectorAll('main a[href^="/"]'))
      expect([link.getAttribute('href'), exported(link.getAttribute('href')!)]).toEqual([
        link.getAttribute('href'),
        true,
      ]);
  });
});

describe('the ways to the hub', () => {
  // The Hindi pages' shell is checked in __tests__/export/hindi.test.ts.
  it('every page links to it from the header, the mobile menu (after the booking button, then the topics with articles, before the emergency box) and the footer', () => {
    for (const page of [...pages.filter((p) => !/^\/hi(\/|$)/.test(p)), '/404']) {
      const doc = exportedPage(OUT, routeOf(page));
      const [main] = named(doc, 'nav', 'Main');
      const headerLinks = [...main!.querySelectorAll('a')].map((a) => [
        text(a),
        a.getAttribute('href'),
      ]);
      expect({ page, headerLinks }).toEqual({
        page,
        headerLinks: [
          ['Blogs', '/'],
          ['Health topics', '/topics'],
        ],
      });
      const [menu] = named(doc, 'nav', 'Mobile');
      const menuLinks = [...menu!.querySelectorAll('a')].map((a) => text(a));
      expect({ page, menuLinks }).toEqual({
        page,
        menuLinks: [
          'Blogs',
          'Book an appointment',
          'Health topics',
          ...menuTopics,
          'About Us',
          'Editorial policy',
          // The emergency box closes the menu: the numbers to call, then the first-aid library.
          '112 India, emergency',
          '108 India, ambulance',
          '911 US, emergency',
          '999 UK, emergency',
          'First aid: what to do in an emergency',
        ],
      });
      // The site's footer, not one inside the page's content.
      const footer = [...doc.querySelectorAll('footer')].find((f) => !f.closest('main, article'))!;
      expect({ page, footer: footer.querySelector('a[href="/topics"]') && true }).toEqual({
        page,
        footer: true,
      });
    }
  });

  it('the home page links to it under its topic tiles, and the 404 page below its way home', () => {
    const [tiles] = named(exportedPage(OUT, 'index'), 'section', 'Explore Health Topics');
    // Just under the tiles' section (which holds the tiles alone).
    expect(text(tiles!.nextElementSibling?.querySelector('a[href="/topics"]'))).toBe(
      'See all health topics, A to Z',
    );
    const notFound = exportedPage(OUT, '404').querySelector('main')!;
    expect(text(notFound.querySelector('a[href="/topics"]'))).toBe('Browse all health topics');
  });
});

describe('the category pages', () => {
  for (const category of categories) {
    const slug = categorySlug(category.name);
    const count = countOf(slug);
    it(`${category.name}: its own description${count < 3 ? ', then other topics with articles and the hub' : ''}`, () => {
      const doc = exportedPage(OUT, `category/${slug}`);
      expect(text(doc.querySelector('main header'))).toContain(category.description);
      const [others] = named(doc, 'section', 'Explore other health topics');
      if (count >= 3) return expect(others).toBeUndefined();
      const links = [...others!.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
      expect(links.at(-1)).toBe('/topics');
      const suggested = links.slice(0, -1);
      expect(suggested.length).toBe(
        Math.min(
          4,
          categories.filter((c) => c !== category && countOf(categorySlug(c.name))).length,
        ),
      );
      for (const href of suggested) {
        expect(href).not.toBe(`/category/${slug}`);
        expect(countOf(href.replace('/category/', ''))).toBeGreaterThan(0);
      }
    });
  }
});

it("no link the site adds leads to an empty category (the footer's fixed topic links stay)", () => {
  expect(emptySlugs.length).toBeGreaterThan(0);
  const fixed = [
    '/category/nutrition',
    '/category/fitness',
    '/category/mental-health',
    '/category/preventive-care',
  ];
  for (const page of [...pages, '/404']) {
    const doc = exportedPage(OUT, routeOf(page));
    for (const slug of emptySlugs)
      for (const link of doc.querySelectorAll(`a[href="/category/${slug}"]`)) {
        const inFixedList =
          fixed.includes(`/category/${slug}`) &&
          link.closest('footer') !== null &&
          text(link.closest('div')?.querySelector('h2')) === 'Health topics';
        expect({ page, slug, inFixedList }).toEqual({ page, slug, inFixedList: true });
      }
  }
});
