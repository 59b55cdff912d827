import fs from 'node:fs';
import path from 'node:path';
import { exportedPages, fixedPages } from '../support/corpus';
import { visibleSearchBox } from '../support/helpers';
import { expect, test } from '../support/test';

const articleIds = fs
  .readdirSync(path.join('content', 'articles'))
  .map((f) => path.basename(f, '.md'));
const categorySlugs = [
  'nutrition',
  'fitness',
  'mental-health',
  'preventive-care',
  'women-s-health',
  'children-s-health',
  'men-s-health',
  'chronic-conditions',
  'neurology',
  'web-design-seo',
];

test.describe('every page of the export is served', () => {
  const paths = [
    '/',
    ...fixedPages,
    ...articleIds.map((id) => `/blog/${id}`),
    ...categorySlugs.map((s) => `/category/${s}`),
  ];

  test(
    'each route answers 200 with HTML that has one h1, the header and the footer',
    { tag: '@desktop' },
    async ({ request }) => {
      // Desktop only: the same HTML at every width.
      for (const route of paths) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();
        expect(html.match(/<h1[\s>]/g), route).toHaveLength(1);
        expect(html).toContain('<header');
        expect(html).toContain('<footer');
      }
    },
  );
});

test(
  'near misses of each top-level page answer 404 (a letter more or less, a sub-path, another extension)',
  { tag: '@desktop' },
  async ({ request }) => {
    // Desktop only: no page is loaded. The top-level pages come from the export itself.
    const topLevel = exportedPages().filter((route) => /^\/[^/]+$/.test(route));
    expect(topLevel).toContain('/topics');
    for (const route of topLevel)
      for (const miss of [`${route}x`, route.slice(0, -1), `${route}/x`, `${route}.htm`]) {
        const response = await request.get(miss, { maxRedirects: 0 });
        expect([miss, response.status()]).toEqual([miss, 404]);
      }
  },
);

test.describe('not found', () => {
  for (const [route, title, action] of [
    ['/no-such-page', 'Oops! Page not found', 'Return to Home'],
    ['/blog/no-such-article', 'Article not found', 'Return Home'],
    ['/category/no-such-category', 'Category not found', 'Return Home'],
  ] as const) {
    test(
      `${route} answers 404 with "${title}" and logs the path`,
      { tag: '@desktop' },
      async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        const response = await page.goto(route);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.getByRole('link', { name: action, exact: true }).click();
        await expect(page).toHaveURL(/\/$/);
        expect(errors.some((text) => text.includes(route))).toBe(true);
      },
    );
  }
});

// At each width: the box the button puts the reader in is the header's or the strip's.
test('the 404 page puts the reader in the search box, and links to the topics hub', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Search the site' }).click();
  const box = visibleSearchBox(page);
  await expect(box).toBeFocused();
  await page.keyboard.type('sleep');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/?q=sleep');
  await page.goto('/blog/no-such-article');
  await page.getByRole('link', { name: 'Browse all health topics' }).click();
  await expect(page).toHaveURL('/topics');
});
