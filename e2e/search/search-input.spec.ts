import type { Page } from '@playwright/test';
import { normaliseQuery } from '../../lib/search/fold';
import { visibleSearchBox } from '../support/helpers';
import { indexDocuments, type IndexDoc } from '../support/search-index-docs';
import { searchRule } from '../support/search-rule';
import { asDocumentTitle, browserQueries, LINK_QUERIES } from '../support/search-queries';
import { expect, test } from '../support/test';

type Library = { entries: IndexDoc[] };

/** Every document of the search index as the site serves it, to apply the matching rule to. */
async function library(baseURL: string): Promise<Library> {
  const docs = await indexDocuments(baseURL);
  return { entries: docs };
}

/** The rule, by brute force (e2e/support/search-rule.ts): the matches' ids in rank order. */
const expectedIds = ({ entries }: Library, query: string): string[] => searchRule(entries, query);

/** Fails unless the page runs a frame within two seconds. */
async function expectResponsive(page: Page, what: string) {
  const frame = page.evaluate(
    () => new Promise<boolean>((r) => requestAnimationFrame(() => r(true))),
  );
  const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), 2000));
  expect(await Promise.race([frame, timeout]), `the page stopped answering after ${what}`).toBe(
    true,
  );
}

/** The search view shows the final count, title and results of the rule for `query`. */
async function expectSearchView(page: Page, lib: Library, query: string) {
  // A lone surrogate cannot go into a URL: the header sends U+FFFD in its place.
  const q = query.trim().toWellFormed();
  const ids = expectedIds(lib, q);
  const label = JSON.stringify(q);
  await expectResponsive(page, label);
  const status = page.locator('[data-search-view] [role="status"]');
  const count = `${ids.length} ${ids.length === 1 ? 'result' : 'results'}`;
  // The query as the reader sees it: invisible characters (direction controls among them) dropped.
  const seen = q.replace(/\p{Default_Ignorable_Code_Point}/gu, '');
  await expect.poll(() => status.textContent(), { message: label }).toBe(`${count} for "${seen}"`);
  const shown = await page.locator('[data-search-view] article h2 a').evaluateAll((links) =>
    // Each link carries the query in its fragment after the article's address.
    links.map((a) =>
      a
        .getAttribute('href')!
        .replace(/^\/blog\//, '')
        .replace(/#.*$/, ''),
    ),
  );
  expect(shown, label).toEqual(ids);
  expect(await page.evaluate(() => document.title), label).toBe(
    // Runs of whitespace and control characters show as one space; invisible characters (direction controls among them) not at all.
    asDocumentTitle(
      `Search: ${q.replace(/\p{Default_Ignorable_Code_Point}/gu, '').replace(/[\s\p{Cc}]+/gu, ' ')} - HealthHub`,
    ),
  );
  await expectResponsive(page, label);
}

test.describe('search, any text', { tag: '@desktop' }, () => {
  test('a few typed queries of each kind leave the page responsive and find what the rule finds', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const lib = await library(baseURL!);
    await page.goto('/?q=heart');
    const box = visibleSearchBox(page);
    for (const query of browserQueries()) {
      await box.fill(query);
      // The box keeps what an input keeps (line breaks are dropped); the header trims that.
      const typed = await box.inputValue();
      const before = page.url();
      await box.press('Enter');
      // Only spaces and invisible characters are no search: the page stays.
      if (normaliseQuery(typed)) await expectSearchView(page, lib, typed);
      else {
        await expectResponsive(page, JSON.stringify(query));
        expect(page.url()).toBe(before);
      }
    }
  });

  test('links with any query string leave the page responsive and find what the rule finds', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const lib = await library(baseURL!);
    for (const raw of LINK_QUERIES) {
      await page.goto(`/?q=${raw}`);
      // The browser decodes the query string as URLSearchParams does.
      await expectSearchView(page, lib, new URLSearchParams(`q=${raw}`).get('q') ?? '');
    }
  });
});
