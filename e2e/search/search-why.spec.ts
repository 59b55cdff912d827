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
    await expect(card.getByRole('link')).toHaveAttribute('href', /#search=sleep$/);
  });

  for (const length of ['word', 4] as const) {
    test(
      `a match in the body alone shows a passage around it (${length === 'word' ? 'a word' : 'four letters, one gram of the index'})`,
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
          await expect(results.nth(i).getByRole('link')).toHaveAttribute('href', /#search=/);
        }
      },
    );
  }

  test('opening a result shows the article from its top, its matches marked, and leads to the first', async ({
    page,
    baseURL,
  }) => {
    const docs = await documents(baseURL!);
    const query = bodyOnlyQuery(docs, 'word');
    await page.goto(`/?q=${encodeURIComponent(query)}`);
    const link = page.locator('[data-search-view] article').first().getByRole('link');
    await expect(link).toHaveAttribute('href', new RegExp(`#search=${query}$`));
    await link.click();
    await page.waitForURL(/\/blog\//);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const bar = page.getByRole('region', { name: 'Your search' });
    await expect(bar).toContainText(
      new RegExp(`“${query}” is marked (once|\\d+ times) in this article`),
    );
    // The top of the article: its title and review line on screen, nothing scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const marks = page.locator('#article-text mark[data-search-match]');
    expect(await marks.count()).toBeGreaterThan(0);
    await expect(marks.first()).toHaveText(new RegExp(`^${query}$`, 'i'));
    // The keyboard starts where every page starts: the first Tab is the skip link.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to main content');
    // The bar's link takes the reader, and the focus, to the first match.
    await bar.getByRole('link', { name: 'Go to the first match' }).click();
    await expect(marks.first()).toBeFocused();
    await expect(marks.first()).toBeInViewport();
    // The marks go when asked, and the address no longer carries the query.
    await bar.getByRole('button', { name: 'Remove the marks' }).click();
    await expect(marks).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
  });

  test(
    'the way back from an article opened from a result is the same search',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/blog/migraine-triggers-treatment-india#search=headache');
      const bar = page.getByRole('region', { name: 'Your search' });
      await bar.getByRole('link', { name: 'Back to the results' }).click();
      await expect(page).toHaveURL(/\/\?q=headache$/);
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        /results? for "headache"/,
      );
    },
  );
});
