import type { Page } from '@playwright/test';
import { random } from '../../__tests__/helpers/random';
import { expect, test } from '../support/test';

// A `#search=` link is text anyone can write: what the article's bar says of it must be only what
// the site knows, in the site's own words, whatever the link carries.

const ARTICLE = '/blog/migraine-triggers-treatment-india';
/** Words of its title and its text, and words it holds nowhere. */
const IN_TEXT = 'headache';
const NOWHERE = ['xylophone', 'call 0000 now', 'this clinic is closed'];

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '\u2066'];
const BIDI = ['\u202e', '\u202d', '\u202b', '\u202a', '\u2067', '\u2066', '\u2068'];

const bar = (page: Page) => page.getByRole('region', { name: 'Your search' });

/** Opens the article from a link carrying `query` (a new document each time, as from a result). */
async function openWith(page: Page, query: string) {
  await page.mainFrame().goto('about:blank');
  await page.goto(`${ARTICLE}#search=${encodeURIComponent(query)}`);
}

test.describe('a search link', { tag: '@desktop' }, () => {
  test('shows no bar for words the article does not hold, for any of them', async ({ page }) => {
    for (const words of NOWHERE) {
      await openWith(page, words);
      await page.waitForTimeout(300);
      await expect(bar(page)).toHaveCount(0);
      await expect(page.getByText(words, { exact: false })).toHaveCount(0);
    }
  });

  test('shows no bar for a query of invisible characters, however many', async ({ page }) => {
    const next = random(53);
    for (let i = 0; i < 5; i++) {
      const query = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => INVISIBLE[Math.floor(next() * INVISIBLE.length)],
      ).join('');
      await openWith(page, query);
      await page.waitForTimeout(300);
      await expect(bar(page)).toHaveCount(0);
    }
  });

  test('shows the query without direction controls: neither its words nor the sentence around it can be reordered', async ({
    page,
  }) => {
    const next = random(54);
    // A phrase of the article's text, with controls put between and inside its words.
    const phrase = 'do not stop the medicine on your own';
    for (const control of [...BIDI, '\u202c', '\u2069']) {
      const chars = [...phrase];
      for (let i = 0; i < 3; i++) chars.splice(Math.floor(next() * (chars.length + 1)), 0, control);
      const query = chars.join('');
      await openWith(page, query);
      const region = bar(page);
      await expect(region).toBeVisible();
      // The query sits in an isolate of its own, as the words it matched, in their order.
      const isolated = region.locator('bdi');
      await expect(isolated).toHaveCount(1);
      expect(await isolated.textContent()).toBe(phrase);
      const sentence = await region
        .locator('p')
        .first()
        .evaluate((p) => p.textContent ?? '');
      expect(sentence).toMatch(/is marked (once|\d+ times) in this article/);
      expect(sentence).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    }
  });

  test('of any length opens the article at once, and one longer than a search takes is no search', async ({
    page,
  }) => {
    for (const length of [201, 5_000, 1_000_000]) {
      const query = `${IN_TEXT} `.repeat(Math.ceil(length / 9)).slice(0, length);
      const started = Date.now();
      await openWith(page, query);
      await page.waitForTimeout(300);
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(bar(page)).toHaveCount(0);
      await expect(page.locator('#article-text mark')).toHaveCount(0);
    }
    // Within the limit, the bar works as ever.
    await openWith(page, IN_TEXT);
    await expect(bar(page)).toContainText(/is marked (once|\d+ times) in this article/);
  });

  test('says a query is in the title, summary, category or tags only when it is', async ({
    page,
  }) => {
    const title = await (async () => {
      await page.goto(ARTICLE);
      return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    })();
    // A run of the title's words that the text may not hold: the bar says where it is, or marks it.
    const words = title.split(/\s+/).slice(0, 2).join(' ');
    await openWith(page, words);
    await expect(bar(page)).toContainText(
      /title, summary, category or tags, not in its text|is marked (once|\d+ times)/,
    );
  });
});
