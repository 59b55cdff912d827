// Numbered category pages and Load More on the generated library of `npm run test:build:scale`
// (the real corpus has at most 2 articles per category, so neither shows there). What each page
// should hold comes from the generator itself, not from the site's code: the articles are
// measure/bench-corpus.mjs's first N, in list order (`order`, then id) within each category.
import { test as withoutJavaScript, type Page } from '@playwright/test';
import YAML from 'yaml';
import SETTINGS from '../settings.json';
import { expectNoViolations } from '../support/axe';
import { categories, categorySlug } from '../support/corpus';
import { sidewaysScroll } from '../support/helpers';
import { expect, test } from '../support/test';

/** The scale build keeps the default site URL (canonical links point there). */
const SITE = 'http://localhost:3000';
const PAGE_SIZE = 6;

/** Plain JavaScript without types: imported by path, it stays out of the type check. */
const GENERATOR = '../../measure/bench-corpus.mjs';
type Generated = { id: string; title: string; category: string; order: number };
type Category = {
  name: string;
  slug: string;
  articles: Generated[];
  pages: number;
  onPage: (page: number) => Generated[];
};

let built: Promise<{ library: Category[]; largest: Category }> | undefined;
/** Each category of the generated library, its articles in list order, and the largest one. */
function generatedLibrary() {
  built ??= (async () => {
    const { generateArticle } = (await import(GENERATOR)) as {
      generateArticle: (i: number) => string;
    };
    const generated = Array.from({ length: SETTINGS.scaleBuild.articles }, (_, i) => {
      const data = YAML.parse(generateArticle(i + 1).split('---\n')[1]!) as Omit<Generated, 'id'>;
      return {
        id: `guide-${i + 1}`,
        title: data.title,
        category: data.category,
        order: data.order,
      };
    });
    const library = categories.map(({ name }) => {
      const articles = generated
        .filter((a) => a.category === name)
        .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
      const pages = Math.max(1, Math.ceil(articles.length / PAGE_SIZE));
      const onPage = (page: number) => articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return { name, slug: categorySlug(name), articles, pages, onPage };
    });
    // The largest category, with a short last page if there is one.
    const largest = [...library].sort(
      (a, b) =>
        b.pages - a.pages ||
        Number(a.articles.length % PAGE_SIZE === 0) - Number(b.articles.length % PAGE_SIZE === 0),
    )[0]!;
    return { library, largest };
  })();
  return built;
}
const pagePath = (slug: string, page: number) =>
  page === 1 ? `/category/${slug}` : `/category/${slug}/page/${page}`;

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('link');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Articles' });
const pageLinks = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test('the generated library has categories of several pages', async () => {
  const { library, largest } = await generatedLibrary();
  expect(largest.pages).toBeGreaterThanOrEqual(3);
  expect(library.filter((c) => c.pages > 1).length).toBeGreaterThan(1);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Load More appends the next 6 from the page files, moves focus to them, and goes at the end', async ({
      page,
    }) => {
      const files: string[] = [];
      page.on('request', (r) => r.url().includes('/category-cards/') && files.push(r.url()));
      const { slug, articles, pages } = (await generatedLibrary()).largest;
      await page.goto(`/category/${slug}`);
      await expect(cardTitles(page)).toHaveText(articles.slice(0, 6).map((a) => a.title));
      expect(files, 'nothing is fetched before a press').toEqual([]);
      await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

      for (let next = 2; next <= pages; next += 1) {
        const answer = page.waitForResponse((r) =>
          r.url().endsWith(`/category-cards/${slug}/${next}.json`),
        );
        await loadMore(page).click();
        const response = await answer;
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^application\/json/);
        expect(await response.json()).toMatchObject({ category: slug, page: next, pages });
        const shown = articles.slice(0, next * PAGE_SIZE);
        await expect(cardTitles(page)).toHaveText(shown.map((a) => a.title));
        await expect(
          page.getByRole('link', { name: articles[(next - 1) * PAGE_SIZE]!.title, exact: true }),
        ).toBeFocused();
        await expect(
          page.getByText(`Showing articles 1–${shown.length} of ${articles.length}`),
        ).toBeVisible();
        const nextLink = pageLinks(page).getByRole('link', { name: 'Next' });
        if (next < pages) await expect(nextLink).toHaveAttribute('href', pagePath(slug, next + 1));
        else await expect(nextLink).toHaveCount(0);
      }
      await expect(loadMore(page)).toHaveCount(0);
      expect(files.map((url) => new URL(url).pathname)).toEqual(
        Array.from({ length: pages - 1 }, (_, i) => `/category-cards/${slug}/${i + 2}.json`),
      );
      await expectNoViolations(page, 'after Load More');
    });

    test('when a page file cannot be fetched: the message, the cards unmoved, and the next page works', async ({
      page,
    }) => {
      const { slug, articles, name } = (await generatedLibrary()).largest;
      await page.route('**/category-cards/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`/category/${slug}`);
      // Where each card sits on the page (not in the viewport, which the press may scroll).
      const boxes = () =>
        page
          .getByRole('main')
          .getByRole('article')
          .evaluateAll((cards) =>
            cards.map((card) => {
              const { left, top, width, height } = card.getBoundingClientRect();
              return [left + window.scrollX, top + window.scrollY, width, height].join(' ');
            }),
          );
      const before = await boxes();
      await loadMore(page).click();
      const message = page.getByText(
        'Could not load more articles. Check your connection and try again, or go to the next page.',
      );
      await expect(message).toBeVisible();
      await expect(message).toHaveAttribute('role', 'alert');
      await expect(loadMore(page)).toBeVisible();
      expect(await boxes()).toEqual(before);
      await expectNoViolations(page, 'failed load');

      await message.getByRole('link', { name: 'go to the next page' }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath(slug, 2)}$`));
      await expect(page).toHaveTitle(`${name} Articles, page 2 - HealthHub`);
      await expect(cardTitles(page)).toHaveText(articles.slice(6, 12).map((a) => a.title));
    });

    test('a numbered page passes axe', async ({ page }) => {
      await page.goto(pagePath((await generatedLibrary()).largest.slug, 2));
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'numbered page');
    });
  });
}

test.describe('numbered pages', () => {
  test('each has its title, canonical URL, count, cards, breadcrumbs and page links', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    for (const { name, slug, articles, pages, onPage } of (await generatedLibrary()).library) {
      for (let n = 1; n <= pages; n += 1) {
        await page.goto(pagePath(slug, n));
        await expect(page).toHaveTitle(
          n === 1 ? `${name} Articles - HealthHub` : `${name} Articles, page ${n} - HealthHub`,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${SITE}${pagePath(slug, n)}`,
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.getByText(`${articles.length} articles found`)).toBeVisible();
        await expect(cardTitles(page)).toHaveText(onPage(n).map((a) => a.title));
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
        await expect(crumbs).toHaveText(['Home', name]);
        if (pages === 1) {
          await expect(pageLinks(page)).toHaveCount(0);
          continue;
        }
        await expect(page.getByText(`Page ${n} of ${pages}`, { exact: true })).toBeVisible();
        const links = pageLinks(page);
        const current = links.locator('a[aria-current="page"]');
        await expect(current).toHaveAccessibleName(`Page ${n}`);
        await expect(current).toHaveAttribute('href', pagePath(slug, n));
        const previous = links.getByRole('link', { name: 'Previous' });
        const next = links.getByRole('link', { name: 'Next' });
        if (n === 1) await expect(previous).toHaveCount(0);
        else await expect(previous).toHaveAttribute('href', pagePath(slug, n - 1));
        if (n === pages) await expect(next).toHaveCount(0);
        else await expect(next).toHaveAttribute('href', pagePath(slug, n + 1));
        await expect(links.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
          'href',
          `/category/${slug}`,
        );
        await expect(
          links.getByRole('link', { name: `Page ${pages}`, exact: true }),
        ).toHaveAttribute('href', pagePath(slug, pages));
      }
    }
  });

  test('no page of the largest category scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { slug, pages } = (await generatedLibrary()).largest;
    for (let n = 1; n <= pages; n += 1) {
      await page.goto(pagePath(slug, n));
      const overflow = await sidewaysScroll(page);
      expect(overflow, pagePath(slug, n)).toBe(0);
    }
  });

  test('no page 1 under /page/, nor beyond the last: the 404 page', async ({ request }) => {
    for (const { slug, pages } of (await generatedLibrary()).library) {
      for (const path of [`/category/${slug}/page/1`, `/category/${slug}/page/${pages + 1}`]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    }
  });

  test('the HTML of page 1 holds exactly its 6 cards, whatever the size of the category', async ({
    request,
  }) => {
    const sizes: number[] = [];
    for (const { slug, articles, onPage } of (await generatedLibrary()).library) {
      const html = await (await request.get(`/category/${slug}`)).text();
      sizes.push(html.length);
      const linked = [...html.matchAll(/<a[^>]*href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
      expect(linked, slug).toEqual(onPage(1).map((a) => a.id));
      for (const later of articles.slice(PAGE_SIZE))
        expect(html, `${slug} names ${later.id}`).not.toContain(`/blog/${later.id}"`);
    }
    // The pages differ only by their cards' texts, not by how many articles the category has.
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeLessThan(1.1);
  });
});

withoutJavaScript.describe('without JavaScript', () => {
  withoutJavaScript.use({ javaScriptEnabled: false });

  withoutJavaScript(
    'the page links lead through every article of each category, and Load More is hidden',
    async ({ page }) => {
      withoutJavaScript.setTimeout(240_000);
      const { library } = await generatedLibrary();
      for (const { slug, articles, pages } of library.filter((c) => c.pages > 1)) {
        await page.goto(`/category/${slug}`);
        await expect(loadMore(page)).toBeHidden();
        const seen: string[] = [];
        for (let n = 1; ; n += 1) {
          await expect(page).toHaveURL(new RegExp(`${pagePath(slug, n)}$`));
          seen.push(...(await cardTitles(page).allTextContents()));
          const next = pageLinks(page).getByRole('link', { name: 'Next' });
          if ((await next.count()) === 0) break;
          await next.click();
        }
        expect(seen, slug).toEqual(articles.map((a) => a.title));
        expect(pages).toBe(Math.ceil(articles.length / PAGE_SIZE));
      }
    },
  );
});
