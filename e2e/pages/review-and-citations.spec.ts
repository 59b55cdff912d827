import fs from 'node:fs';
import { formatLongDate } from '../../lib/format';
import { articles, byId } from '../support/corpus';
import { expect, test } from '../support/test';

// What the review trail and citations of every article hold, and every review record page, is
// checked in the exported HTML (__tests__/export/review-and-citations.test.ts). Here: that the
// template shows them at each width, and that a citation and its source lead to each other.
test.describe('the review trail and citations', () => {
  test.use({ sharedRoute: '/blog/migraine-triggers-treatment-india' });
  test('the review line and the sources are shown', async ({ sharedPage: page }) => {
    const article = byId('migraine-triggers-treatment-india');
    const header = page.locator('article header');
    await expect(header.getByText('Reviewed by the HealthHub editorial team')).toBeVisible();
    await expect(
      header.getByText(`Last reviewed ${formatLongDate(article.lastReviewed)}`),
    ).toBeVisible();
    await expect(
      header.getByText(`Next review due ${formatLongDate(article.nextReviewDue)}`),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Our editorial policy' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'What we checked' })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('listitem')).toHaveCount(article.sources.length);
    for (const item of await sources.getByRole('listitem').all()) await expect(item).toBeVisible();
  });

  test('a citation leads to its source, and the source back to the citation', async ({ page }) => {
    const article = byId('migraine-triggers-treatment-india');
    await page.goto(`/blog/${article.id}`);
    const second = page.locator('.prose sup a[href="#source-2"]').first();
    await expect(second).toHaveAccessibleName('Source 2');
    await second.click();
    await expect(page).toHaveURL(/#source-2$/);
    const source = page.locator('#source-2');
    await expect(source).toBeInViewport();
    await source
      .getByRole('link', { name: /^Back to citation 2/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#user-content-cite-2-1$/);
    await expect(second).toBeInViewport();
  });
});

test(
  'a group of citation numbers never breaks over two lines, at 320 px and 390 px',
  { tag: '@phone' },
  async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { id } of articles) {
        await page.goto(`/blog/${id}`);
        const split = await page
          .locator('.prose sup')
          .evaluateAll((groups) =>
            groups
              .filter(
                (sup) => new Set([...sup.getClientRects()].map((r) => Math.round(r.top))).size > 1,
              )
              .map((sup) => sup.textContent),
          );
        expect({ width, id, split }).toEqual({ width, id, split: [] });
      }
    }
  },
);

test('the editorial policy: sources, writing, reviews, corrections, how to report an error', async ({
  sharedPages,
}) => {
  const page = await sharedPages.open('/editorial-policy');
  await expect(page).toHaveTitle('Editorial Policy - HealthHub');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editorial Policy');
  for (const heading of [
    'How we choose topics',
    'Where our facts come from',
    'How we write',
    'Who reviews our articles',
    'How we correct mistakes',
    'Report an error',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText('at least every 12 months')).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'contact page' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('the About page marks sample team members and shows no credentials for them', async ({
  sharedPages,
}) => {
  const page = await sharedPages.open('/about');
  const cards = page.getByRole('region', { name: 'Meet our team' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all())
    await expect(card.getByText('Sample profile')).toBeVisible();
  await expect(page.getByText('MBBS')).toHaveCount(0);
});

test(
  'a review record reads in three screens of a phone or fewer, its pages and items folded',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const reviewed = articles.filter(({ id }) => fs.existsSync(`content/reviews/${id}.yml`));
    expect(reviewed.length).toBeGreaterThan(0);
    for (const { id } of reviewed) {
      await page.goto(`/blog/${id}/review`);
      const main = await page.locator('main').boundingBox();
      expect(main!.height, id).toBeLessThanOrEqual(3 * 844);
    }
  },
);
