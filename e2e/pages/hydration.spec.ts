import { expect, test } from '../support/test';

/**
 * React hydrates the prerendered HTML in place. A part that renders only in the browser (one that
 * reads ?q=) replaces its server HTML instead: the page is drawn twice, what a reader typed in a
 * replaced box is lost, and the largest paint moves to when the scripts have run. The crawl checks
 * every page for it at each width (e2e/site/crawl.spec.ts); here, the view a query in the URL shows.
 */
test.describe('hydration keeps the prerendered page', () => {
  test('a query in the URL shows the search view and hides the normal view', async ({
    sharedPages,
  }) => {
    const page = await sharedPages.open('/?q=sleep');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results');
    await expect(page.getByRole('region', { name: 'Featured Article' })).toBeHidden();
  });
});
