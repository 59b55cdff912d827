import { indexDocuments as documents, type IndexDoc as Doc } from '../support/search-index-docs';
import { expect, test } from '../support/test';

const cardHas = (doc: Doc, needle: string) =>
  [doc.title, doc.excerpt, doc.category, ...doc.tags].some((field) =>
    field.toLowerCase().includes(needle),
  );

/**
 * A query of `length` characters (a word of the body, or its first letters) held by the text of
 * some articles and by no card: every result matches in its body only.
 */
function bodyOnlyQuery(docs: Doc[], length: 'word' | 4): string {
  const words = new Set(docs.flatMap((doc) => doc.text.toLowerCase().match(/\p{L}{7,}/gu) ?? []));
  for (const word of [...words].sort()) {
    const query = length === 'word' ? word : word.slice(0, 4);
    const holders = docs.filter((doc) => doc.text.toLowerCase().includes(query));
    if (holders.length >= 1 && holders.length <= 3 && !docs.some((doc) => cardHas(doc, query)))
      return query;
  }
  throw new Error('no body-only query in this corpus');
}

test.describe('search shows why each result matched', () => {
  // The marking and passages are the same at every width; where opening a result lands is not.
  test('a match in the title is marked in place', { tag: '@desktop' }, async ({ sharedPages }) => {
    const page = await sharedPages.open('/?q=sleep');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await expect(card.getByRole('heading').locator('mark')).toHaveText(/^sleep$/i);
    await expect(card.getByRole('link')).toHaveAttribute('href', /#:~:text=Sleep$/);
  });

  for (const length of ['word', 4] as const) {
    test(
      `a match in the body alone shows a passage around it (${length === 'word' ? 'a word' : 'four letters, answered from card files'})`,
      { tag: '@desktop' },
      async ({ page, baseURL }) => {
        const docs = await documents(baseURL!);
        const query = bodyOnlyQuery(docs, length);
        await page.goto(`/?q=${encodeURIComponent(query)}`);
        const results = page.locator('[data-search-view] article');
        await expect(page.getByRole('main').getByRole('status')).toContainText(/results? for/);
        const count = await results.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          const passage = results.nth(i).locator('p.border-l-2');
          await expect(passage.locator('mark').first()).toHaveText(new RegExp(`^${query}$`, 'i'));
          await expect(passage).toContainText('…');
          await expect(results.nth(i).getByRole('link')).toHaveAttribute('href', /#:~:text=/);
        }
      },
    );
  }

  test('opening a result scrolls the article to the first place it shows the match', async ({
    page,
    baseURL,
  }) => {
    const docs = await documents(baseURL!);
    const query = bodyOnlyQuery(docs, 'word');
    await page.goto(`/?q=${encodeURIComponent(query)}`);
    const link = page.locator('[data-search-view] article').first().getByRole('link');
    await expect(link).toHaveAttribute('href', /#:~:text=/);
    await link.click();
    await page.waitForURL(/\/blog\//);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // The page has scrolled, and the first place the article's text shows the match (outside
    // its contents list, which repeats the headings) is on screen.
    await expect
      .poll(() =>
        page.evaluate((needle) => {
          const article = document.querySelector('main article')!;
          const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement!;
            if (!node.textContent!.toLowerCase().includes(needle)) continue;
            if (element.closest('nav, details') || element.getClientRects().length === 0) continue;
            const box = element.getBoundingClientRect();
            return window.scrollY > 0 && box.bottom > 0 && box.top < window.innerHeight;
          }
          return false;
        }, query),
      )
      .toBe(true);
  });
});
