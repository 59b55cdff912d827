import { expect, type Page, type TestInfo } from '@playwright/test';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The search box the reader sees at this width (header on desktop, strip below on phones). */
export function visibleSearchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search articles' }).locator('visible=true');
}

export async function scrollPast(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(y - 1);
}

/** Waits until a smooth scroll (the site scrolls smoothly to an anchor) has come to rest. */
export async function scrollSettled(page: Page) {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
        }),
    );
  await expect.poll(still).toBe(true);
}

/** Presses Tab a few times and checks focus never leaves the open dialog (the browser UI may take it). */
export async function expectTabStaysInside(page: Page, dialogSelector: string, presses = 6) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (selector) =>
        !!document.activeElement?.closest(selector) || document.activeElement === document.body,
      dialogSelector,
    );
    expect(inside).toBe(true);
  }
}

/** How many pixels the page scrolls sideways (0 when it fits the window). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
