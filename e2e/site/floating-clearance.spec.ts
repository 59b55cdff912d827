import type { Page } from '@playwright/test';
import { isPhone } from '../support/helpers';
import { expect, test } from '../support/test';

/**
 * The floating buttons (chat, the home page's contact shortcut on phones, scroll to top) stay on
 * screen, so they may pass over text while the page scrolls; but at the end of the page, where the
 * reader cannot scroll the text out from under them, they cover none. Every page type, at 320 and
 * 390 px on phones and 1280 px on desktop.
 */
const pages = [
  '/',
  '/?q=sleep',
  '/?q=zzzxqv',
  '/blog/mental-health-workplace',
  '/blog/pediatric-nutrition-basics/review',
  '/category/mental-health',
  '/category/fitness',
  '/topics',
  '/about',
  '/contact',
  '/editorial-policy',
  '/privacy',
  '/offline',
  '/form/request-sent',
  '/no-such-page',
];

const FLOATING = '[aria-label="Scroll to top"], [aria-label="Chat with us"], a.fixed';

/** Scrolls to the end, waits for the floating buttons to settle, and lists the text under them. */
async function coveredAtTheEnd(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  if (scrolled > 300)
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  // The scroll-to-top button fades in.
  await page.waitForTimeout(350);
  return page.evaluate((selector) => {
    const buttons = [...document.querySelectorAll(selector)]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ name: el.getAttribute('aria-label'), box: el.getBoundingClientRect() }));
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest(`${selector}, dialog, .fixed`)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.height < 2) continue;
        for (const { name, box } of buttons) {
          const left = Math.max(rect.left, box.left);
          const right = Math.min(rect.right, box.right);
          const top = Math.max(rect.top, box.top);
          const bottom = Math.min(rect.bottom, box.bottom);
          if (left >= right || top >= bottom) continue;
          // Painted there (not clipped away by a parent), under the button.
          const under = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
          if (under.includes(element)) covered.push(`"${text.slice(0, 40)}" under ${name}`);
        }
      }
    }
    return covered;
  }, FLOATING);
}

test('at the end of every page, the floating buttons cover no text', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const widths = isPhone(testInfo) ? [320, 390] : [1280];
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: isPhone(testInfo) ? 700 : 800 });
    for (const route of pages) {
      await page.goto(route);
      for (const covered of await coveredAtTheEnd(page))
        problems.push(`${width} px ${route}: ${covered}`);
    }
  }
  expect(problems).toEqual([]);
});
