import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { formatLongDate } from '../../lib/format';
import { articles, byId } from '../support/corpus';
import { expect, test } from '../support/test';

test.describe('the review trail and citations of every article', () => {
  for (const article of articles) {
    test.describe(article.id, () => {
      test.use({ sharedRoute: `/blog/${article.id}` });
      test(`${article.id}: review line, numbered citations and sources`, async ({
        sharedPage: page,
      }) => {
        const header = page.locator('article header');
        await expect(header.getByText('Reviewed by the HealthHub editorial team')).toBeVisible();
        await expect(header.getByText(/Medically reviewed/)).toHaveCount(0);
        await expect(
          header.getByText(`Last reviewed ${formatLongDate(article.lastReviewed)}`),
        ).toBeVisible();
        await expect(
          header.getByText(`Next review due ${formatLongDate(article.nextReviewDue)}`),
        ).toBeVisible();
        await expect(header.getByRole('link', { name: 'Our editorial policy' })).toHaveAttribute(
          'href',
          '/editorial-policy',
        );

        const list = page.getByRole('region', { name: 'Sources' }).getByRole('listitem');
        await expect(list).toHaveCount(article.sources.length);
        const citations = page.locator('.prose sup a');
        const targets = await citations.evaluateAll((links) =>
          links.map((a) => Number(a.getAttribute('href')!.replace('#source-', ''))),
        );
        expect(targets.length).toBeGreaterThanOrEqual(article.sources.length);
        // Numbered by first citation: each new number is the next one.
        const firsts = targets.filter((n, i) => targets.indexOf(n) === i);
        expect(firsts).toEqual(firsts.map((_, i) => i + 1));
        expect(firsts).toHaveLength(article.sources.length);
        for (const [index, source] of (await list.all()).entries()) {
          await expect(source).toHaveAttribute('id', `source-${index + 1}`);
        }
        for (const source of article.sources) {
          const item = list.filter({ has: page.locator(`a[href="${source.url}"]`) });
          await expect(item).toHaveCount(1);
          await expect(item).toContainText(source.title);
          await expect(item).toContainText(source.publisher);
        }
        await expect(page.locator('.prose')).not.toContainText(':cite');
      });
    });
  }

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

/** The review records, read straight from content/reviews/ to check the pages against. */
const records = fs.readdirSync(path.join('content', 'reviews')).map((file) => ({
  id: path.basename(file, '.yml'),
  data: YAML.parse(fs.readFileSync(path.join('content', 'reviews', file), 'utf8')) as {
    reviewed: string;
    pages: { id: string; url: string; title: string }[];
    items: { kind: string; quote: string; where?: string; says?: string; omitted?: string }[];
  },
}));

test.describe('review records', () => {
  for (const article of articles) {
    const medical = article.category !== 'Web Design & SEO';
    test.describe(article.id, () => {
      test.use({ sharedRoute: `/blog/${article.id}` });
      test(`${article.id}: the review line ${medical ? 'links to the record' : 'has no record (not a medical article)'}`, async ({
        sharedPage: page,
      }) => {
        expect(records.some((r) => r.id === article.id)).toBe(medical);
        const link = page.locator('article header').getByRole('link', { name: 'What we checked' });
        await expect(link).toHaveCount(medical ? 1 : 0);
        if (medical) await expect(link).toHaveAttribute('href', `/blog/${article.id}/review`);
      });
    });
  }

  for (const record of records) {
    // Desktop only: the record's items and links are the same at every width.
    test(
      `${record.id}: the record page quotes each item and links it to a place of the article that exists`,
      { tag: '@desktop' },
      async ({ sharedPages }) => {
        const article = byId(record.id);
        let page = await sharedPages.open(`/blog/${record.id}/review`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `What we checked: ${article.title}`,
        );
        await expect(page.getByText('It is not a sign-off by a doctor.')).toBeVisible();
        const items = page.locator('main section li:has(blockquote)');
        await expect(items).toHaveCount(record.data.items.length);
        const anchors = await page.locator('main a', { hasText: /./ }).evaluateAll((links) =>
          links
            .map((a) => a.getAttribute('href') ?? '')
            // The links into the article (the summary's links to its kinds stay on the page).
            .filter((href) => href.startsWith('/blog/') && href.includes('#')),
        );
        const placed = record.data.items.filter((item) => item.where).length;
        expect(anchors).toHaveLength(placed);
        page = await sharedPages.open(`/blog/${record.id}`);
        for (const href of new Set(anchors)) {
          expect(href.startsWith(`/blog/${record.id}#`)).toBe(true);
          await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toHaveCount(1);
        }
        for (const item of record.data.items.filter((i) => i.kind === 'emergency' && i.where)) {
          expect(item.where).toBe('emergency card');
        }
      },
    );
  }
});
