import { expect, test } from '../support/test';

/**
 * React hydrates the prerendered HTML in place. A part that renders only in the browser (one that
 * reads ?q=) replaces its server HTML instead: the page is drawn twice, what a reader typed in a
 * replaced box is lost, and the largest paint moves to when the scripts have run.
 */
test.describe('hydration keeps the prerendered page', () => {
  for (const route of [
    '/',
    '/blog/heart-healthy-diet-guide',
    '/category/nutrition',
    '/about',
    '/contact',
  ]) {
    test(`no element of ${route} is rebuilt when its scripts run`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerendered: Element[] }).prerendered = [
            ...document.body.querySelectorAll('*'),
          ];
        });
      });
      await page.goto(route);
      const rebuilt = await page.evaluate(() =>
        (window as unknown as { prerendered: Element[] }).prerendered
          // React drops its <template> marker of each browser-only boundary: not content.
          .filter((element) => !element.isConnected && element.localName !== 'template')
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(rebuilt).toEqual([]);
    });
  }

  test('a query in the URL shows the search view and hides the normal view', async ({ page }) => {
    await page.goto('/?q=sleep');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results');
    await expect(page.getByRole('region', { name: 'Featured Article' })).toBeHidden();
  });
});
