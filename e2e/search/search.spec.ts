import { expect, test } from '../support/test';
import { visibleSearchBox } from '../support/helpers';
import { articles } from '../support/corpus';

test.describe('home, search view', () => {
  test('shows the results for q as a two-column grid with the count and the title', async ({
    sharedPages,
  }, testInfo) => {
    const page = await sharedPages.open('/?q=sleep');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'for "sleep"' });
    await expect(status).toHaveText(/^\d+ results? for "sleep"$/);
    const count = Number((await status.textContent())!.split(' ')[0]);
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(count);
    await expect(page).toHaveTitle('Search: sleep - HealthHub');
    await expect(visibleSearchBox(page)).toHaveValue('sleep');
    if (testInfo.project.name === 'desktop') {
      const boxes = await page
        .getByRole('main')
        .getByRole('article')
        .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top));
      expect(boxes[0]).toBe(boxes[1]);
    }
  });

  test('searching from the header trims the text and finds matches in the excerpt, tags and category', async ({
    page,
  }) => {
    await page.goto('/about');
    await visibleSearchBox(page).fill('   Web Design & SEO  ');
    await visibleSearchBox(page).press('Enter');
    await expect(page).toHaveURL('/?q=Web%20Design%20%26%20SEO');
    await expect(page.getByRole('status').filter({ hasText: 'for "Web Design & SEO"' })).toHaveText(
      '1 result for "Web Design & SEO"',
    );
  });

  test('matches case-insensitively', { tag: '@desktop' }, async ({ sharedPages }) => {
    const page = await sharedPages.open('/?q=MIGRAINE');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Migraine/ })
        .first(),
    ).toBeVisible();
  });

  test('says when nothing matches', async ({ sharedPages }) => {
    const page = await sharedPages.open('/?q=zzzxqv');
    await expect(page.getByRole('status').filter({ hasText: 'zzzxqv' })).toHaveText(
      '0 results for "zzzxqv"',
    );
    await expect(page.getByText('No articles found. Try different keywords.')).toBeVisible();
  });

  test('a misspelt query is never a dead end: did you mean, the topics hub, titles to start with', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/?q=migrane');
    await expect(page.getByText('No articles found. Try different keywords.')).toBeVisible();
    const suggestion = page.getByRole('main').getByRole('link', { name: 'migraine', exact: true });
    await expect(suggestion).toHaveAttribute('href', '/?q=migraine');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'See all health topics, A to Z' }),
    ).toBeVisible();
    const start = page.getByRole('region', { name: 'Or start with one of these articles' });
    await expect(start.getByRole('link')).toHaveCount(5);
    // Titles, not result cards.
    await expect(page.locator('[data-search-view] article')).toHaveCount(0);
    await suggestion.click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      /results? for "migraine"/,
    );
    await expect(page.locator('[data-search-view] article').first()).toContainText('Migraine');
  });

  test('a blank q shows the normal view', { tag: '@desktop' }, async ({ sharedPages }) => {
    const page = await sharedPages.open('/?q=%20%20');
    await expect(page.getByRole('region', { name: 'Featured Article' })).toBeVisible();
    await expect(page.getByText('Search Results')).toHaveCount(0);
  });

  test('going back to / restores the normal view', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await visibleSearchBox(page).fill('diabetes');
    await visibleSearchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Featured Article' })).toBeVisible();
  });

  test(
    'loads the search index only when a search runs: the manifest, the buckets of its grams, then the documents that can match',
    { tag: '@desktop' },
    async ({ page, request }) => {
      const fetched: string[] = [];
      page.on(
        'request',
        (sent) => sent.url().includes('search-index') && fetched.push(new URL(sent.url()).pathname),
      );
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(fetched).toHaveLength(0);
      await visibleSearchBox(page).fill('migraine');
      await visibleSearchBox(page).press('Enter');
      await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'for "migraine"' })).toHaveText(
        /^\d+ results? for "migraine"$/,
      );
      const { version } = await (await request.get('/search-index/manifest.json')).json();
      expect(fetched[0]).toBe('/search-index/manifest.json');
      // Typing fetched the title suggestions' file too (with the manifest, again for the search).
      const searchFiles = fetched.filter((path) => !/\/(manifest|titles)\.json$/.test(path));
      expect(fetched.length - searchFiles.length).toBeLessThanOrEqual(3);
      const kinds = searchFiles.map((path) => path.split('/').slice(2, 4).join('/'));
      expect(new Set(kinds.map((kind) => kind.split('/')[0]))).toEqual(new Set([version]));
      expect(kinds.filter((kind) => kind.endsWith('/grams')).length).toBeGreaterThan(0);
      expect(kinds.filter((kind) => kind.endsWith('/grams')).length).toBeLessThanOrEqual(6);
      // Only the articles that can hold the word: fewer documents than the library has articles.
      const documents = fetched.filter((path) => /\/(docs|blocks|cards)\//.test(path));
      expect(documents.length).toBeGreaterThan(0);
      expect(new Set(documents).size).toBe(documents.length);
      expect(documents.length).toBeLessThan(articles.length);
    },
  );

  test('shows a hostile query as text and runs nothing', { tag: '@desktop' }, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const query = '"><img src=x onerror=alert(1)>';
    await page.goto(`/?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('status').filter({ hasText: 'results for' })).toContainText(query);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toHaveLength(0);
  });
});
