// Numbered category pages and Load More on the generated library of `npm run test:build:scale`
// (the real corpus has at most 2 articles per category, so neither shows there), in the browser.
// What every numbered page's HTML holds is checked in the export
// (__tests__/export/category-pages.test.ts). What each page should hold comes from the generator
// itself, not from the site's code: the articles are measure/bench-corpus.mjs's first N, in list
// order (`order`, then id) within each category.
import { test as withoutJavaScript, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { sidewaysScroll } from '../support/helpers';
import { PAGE_SIZE, pagePath, scaleLibrary } from '../support/scale-library';
import { expect, test } from '../support/test';

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('link');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Articles' });
const pageLinks = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

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
      const { slug, articles, pages } = scaleLibrary().largest;
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
      const { slug, articles, name } = scaleLibrary().largest;
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
      await page.goto(pagePath(scaleLibrary().largest.slug, 2));
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'numbered page');
    });
  });
}

test.describe('numbered pages', () => {
  test('every page of the largest category shows its heading, cards and place at 320 px, and does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const { name, slug, pages, onPage } = scaleLibrary().largest;
    for (let n = 1; n <= pages; n += 1) {
      await page.goto(pagePath(slug, n));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(cardTitles(page)).toHaveText(onPage(n).map((a) => a.title));
      await expect(page.getByText(`Page ${n} of ${pages}`, { exact: true })).toBeVisible();
      const overflow = await sidewaysScroll(page);
      expect(overflow, pagePath(slug, n)).toBe(0);
    }
  });

  test('no page 1 under /page/, nor beyond the last: the 404 page', async ({ request }) => {
    for (const { slug, pages } of scaleLibrary().library) {
      for (const path of [`/category/${slug}/page/1`, `/category/${slug}/page/${pages + 1}`]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    }
  });
});

withoutJavaScript.describe('without JavaScript', () => {
  withoutJavaScript.use({ javaScriptEnabled: false });

  // Every category's page links are followed in its export (__tests__/export/category-pages.test.ts);
  // here a reader without JavaScript clicks through the largest one.
  withoutJavaScript(
    'the page links lead through every article of the largest category, and Load More is hidden',
    async ({ page }) => {
      const { slug, articles, pages } = scaleLibrary().largest;
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
      expect(seen).toEqual(articles.map((a) => a.title));
      expect(pages).toBe(Math.ceil(articles.length / PAGE_SIZE));
    },
  );
});
