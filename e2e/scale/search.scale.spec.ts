// Search over the generated library of `npm run test:build:scale` (150 articles), at 390 and
// 1280 px: the count and order shown are exactly the rule's (worked out here from every document
// of the index, fetched directly), and a rare word fetches only the documents that can hold it.
import type { Page } from '@playwright/test';
import { visibleSearchBox } from '../support/helpers';
import { indexDocuments, type IndexDoc as Doc } from '../support/search-index-docs';
import { searchRule } from '../support/search-rule';
import { expect, test } from '../support/test';

let library: Promise<Doc[]> | undefined;
/** Every document of the index, in list order, fetched once. */
function documents(baseURL: string): Promise<Doc[]> {
  library ??= indexDocuments(baseURL);
  return library;
}

/** The rule of docs/PRODUCT.md by brute force (e2e/support/search-rule.ts): the matches' titles in rank order. */
function expected(docs: Doc[], query: string): string[] {
  const titles = new Map(docs.map((d) => [d.id, d.title]));
  return searchRule(docs, query).map((id) => titles.get(id)!);
}

/** A word of 7 letters or more that only two or three articles hold. */
function rareWord(docs: Doc[]): string {
  const counts = new Map<string, number>();
  for (const doc of docs)
    for (const word of new Set(doc.text.toLowerCase().match(/\p{L}{7,}/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const word = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .find(([, n]) => n === 2 || n === 3)?.[0];
  if (!word) throw new Error('no rare word in the generated library');
  return word;
}

/** Searches from the header's box: from the home page, or from the results of a search before. */
async function search(page: Page, query: string) {
  if (page.url() === 'about:blank') await page.goto('/');
  await visibleSearchBox(page).fill(query);
  await visibleSearchBox(page).press('Enter');
  const status = page.getByRole('status').filter({ hasText: `for "${query.trim()}"` });
  await expect(status).toHaveText(/^\d+ results? for "/, { timeout: 30_000 });
  return page.locator('[data-search-view] article h2').allTextContents();
}

for (const width of [390, 1280]) {
  test.describe(`search over 150 articles at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a rare word: exactly its articles, fetching only their documents', async ({
      page,
      baseURL,
    }) => {
      const docs = await documents(baseURL!);
      const word = rareWord(docs);
      const fetched: string[] = [];
      page.on('request', (sent) => {
        const path = new URL(sent.url()).pathname;
        if (/\/search-index\/[^/]+\/(docs|blocks|cards)\//.test(path)) fetched.push(path);
      });
      const titles = await search(page, word.toUpperCase());
      expect(titles).toEqual(expected(docs, word));
      expect(titles.length).toBeGreaterThanOrEqual(2);
      expect(fetched.length).toBeLessThanOrEqual(titles.length + 2);
    });

    test("common words, a phrase, an absent word and a query too short for the index: the rule's count and order", async ({
      page,
      baseURL,
    }) => {
      const docs = await documents(baseURL!);
      for (const query of ['heart', 'blood pressure', ' Sleep ', 'xylophonez', 'tb']) {
        const titles = await search(page, query);
        expect({ query, titles }).toEqual({ query, titles: expected(docs, query) });
      }
      await expect(page.getByText('No articles found. Try different keywords.')).toHaveCount(0);
    });
  });
}
