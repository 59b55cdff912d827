import type { Page } from '@playwright/test';
import { isPhone } from '../support/helpers';
import { expect, test } from '../support/test';

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(15, 23, 42)';
const TOOLBAR = { light: '#0f766e', dark: '#0f172a' };

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeColours = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
      (meta) => meta.content,
    ),
  );
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('healthhub-theme'));

/** The theme switch the reader sees: in the header on wide screens, in the menu on phones. */
async function themeSwitch(page: Page) {
  if (isPhone(test.info())) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('group', { name: 'Theme' }).locator('visible=true');
}

async function choose(page: Page, theme: 'System' | 'Light' | 'Dark') {
  const group = await themeSwitch(page);
  // As a reader does: a click on the icon, which is the radio button's label.
  await group
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: `${theme} theme` }) })
    .click();
  await expect(group.getByRole('radio', { name: `${theme} theme` })).toBeChecked();
  if (isPhone(test.info())) await page.getByRole('button', { name: 'Close menu' }).click();
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`with the system set to ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test('the page follows the system until the reader chooses', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      expect(await pageBackground(page)).toBe(scheme === 'dark' ? DARK_BG : LIGHT_BG);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).toBe(scheme);
      expect(await themeColours(page)).toEqual([TOOLBAR.light, TOOLBAR.dark]);
      const group = await themeSwitch(page);
      await expect(group.getByRole('radio', { name: 'System theme' })).toBeChecked();
    });

    test('without JavaScript the page follows the system through CSS', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/blog/heart-healthy-diet-guide');
      expect(await pageBackground(page)).toBe(scheme === 'dark' ? DARK_BG : LIGHT_BG);
      await context.close();
    });

    test('the opposite choice is applied, remembered after a reload and on other pages, and undone by System', async ({
      page,
    }) => {
      const other = scheme === 'dark' ? 'light' : 'dark';
      await page.goto('/');
      await choose(page, other === 'dark' ? 'Dark' : 'Light');
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      expect(await pageBackground(page)).toBe(other === 'dark' ? DARK_BG : LIGHT_BG);
      expect(await themeColours(page)).toEqual([TOOLBAR[other], TOOLBAR[other]]);
      expect(await stored(page)).toBe(other);

      await page.reload();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      const group = await themeSwitch(page);
      await expect(
        group.getByRole('radio', { name: `${other === 'dark' ? 'Dark' : 'Light'} theme` }),
      ).toBeChecked();
      if (isPhone(test.info())) await page.getByRole('button', { name: 'Close menu' }).click();

      await page.goto('/about');
      expect(await pageBackground(page)).toBe(other === 'dark' ? DARK_BG : LIGHT_BG);

      await choose(page, 'System');
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      expect(await pageBackground(page)).toBe(scheme === 'dark' ? DARK_BG : LIGHT_BG);
      expect(await themeColours(page)).toEqual([TOOLBAR.light, TOOLBAR.dark]);
      expect(await stored(page)).toBeNull();
    });
  });
}

test('a remembered theme is drawn before any script of the framework runs (no flash)', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('healthhub-theme', 'dark'));
  // With the framework's scripts blocked, only the inline theme script can set the theme.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/blog/heart-healthy-diet-guide');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground(page)).toBe(DARK_BG);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
});

test(
  'the switch works from the keyboard: arrows move the choice',
  { tag: '@desktop' },
  async ({ page }) => {
    // Desktop only: the same switch in the menu; covered by the tests above.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const group = page.getByRole('group', { name: 'Theme' }).locator('visible=true');
    await group.getByRole('radio', { name: 'System theme' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Light theme' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Dark theme' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle,
    );
    expect(outline).not.toBe('none');
  },
);

test(
  'form errors, toasts and the chat popup take the dark theme',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    // Desktop only: colours do not depend on the width.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Request appointment' }).click();
    const error = page.locator('#contact-name-error');
    await expect(error).toBeVisible();
    // red-700's place in the dark theme: a light red on the dark page.
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(252, 165, 165)');

    await page.getByLabel('Full name').fill('Asha');
    await page.getByLabel('Phone number').fill('+91 98765 00000');
    await page
      .getByLabel('Email address')
      .fill(`fail-message+theme-${testInfo.project.name}@example.com`);
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('button', { name: 'Request appointment' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid access key' });
    await expect(toast).toBeVisible();
    // red-50's place in the dark theme: a dark red, under light text.
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(69, 10, 10)',
    );

    await page.getByRole('button', { name: 'Chat with us' }).click();
    const popup = page.locator('#chat-popup');
    expect(await popup.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(DARK_BG);
  },
);
