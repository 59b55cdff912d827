import { expect, test } from '../support/test';
import { scrollPast } from '../support/helpers';

test('the scroll-to-top button appears past 300 px and takes the reader to the top', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await scrollPast(page, 250);
  await expect(button).toBeHidden();
  await scrollPast(page, 900);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

// The same at every width: run at 1280 px only (the page's look at 390 px is crawled and scanned).
test('a path change scrolls to the top', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await scrollPast(page, 1500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link moves focus to the main content', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test(
  'the toaster is on every page once it is idle, ready to announce',
  { tag: '@desktop' },
  async ({ sharedPages }) => {
    const page = await sharedPages.open('/about');
    await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1);
  },
);
