import {
  cardsFile,
  cardsPath,
  categoryPagePath,
  itemRange,
  neighbours,
  pageCount,
  pageFromCardsFile,
  pageFromSegments,
  pageItems,
  pageNumbers,
  pageSegments,
} from '@/lib/category-pages/paging';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `a${i + 1}`);
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The oracle: article i (0-based) is on page floor(i / 6) + 1, and every page up to its last. */
const pageOf = (index: number) => Math.floor(index / 6) + 1;

describe('the numbered pages of a category, for every size from 0 to 200 articles', () => {
  it('has ceil(count / 6) pages, at least 1, each with the right 6 articles in order', () => {
    for (let count = 0; count <= 200; count += 1) {
      const all = ids(count);
      const pages = pageCount(count);
      expect(pages).toBe(count === 0 ? 1 : pageOf(count - 1));
      const shown: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const onPage = pageItems(all, page);
        expect(onPage).toEqual(all.filter((_, i) => pageOf(i) === page));
        // Every page is full but the last, which is not empty unless the category is.
        expect(onPage.length).toBe(page < pages ? 6 : count - (pages - 1) * 6);
        if (count > 0) expect(onPage.length).toBeGreaterThan(0);
        shown.push(...onPage);
      }
      expect(shown).toEqual(all);
      expect(pageItems(all, pages + 1)).toEqual([]);
    }
  });

  it('counts the articles shown on pages from..to (Load More from any page)', () => {
    for (let count = 1; count <= 200; count += 1) {
      const all = ids(count);
      const pages = pageCount(count);
      for (let from = 1; from <= pages; from += 1) {
        for (const to of new Set([from, Math.min(from + 1, pages), pages])) {
          const shown = range(from, to).flatMap((page) => pageItems(all, page));
          const { first, last } = itemRange(from, to, count);
          expect(shown[0]).toBe(`a${first}`);
          expect(shown.at(-1)).toBe(`a${last}`);
          expect(last - first + 1).toBe(shown.length);
        }
      }
    }
  });

  it('links Previous to the page before and Next to the page after the last one shown', () => {
    const wrong: string[] = [];
    for (let count = 0; count <= 200; count += 1) {
      const pages = pageCount(count);
      for (let page = 1; page <= pages; page += 1) {
        for (let lastShown = page; lastShown <= pages; lastShown += 1) {
          const { previous, next } = neighbours(page, pages, lastShown);
          if (
            previous !== (page === 1 ? undefined : page - 1) ||
            next !== (lastShown === pages ? undefined : lastShown + 1)
          )
            wrong.push(`${count} articles, pages ${page}..${lastShown}: ${previous}, ${next}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(neighbours(3, 5)).toEqual({ previous: 2, next: 4 });
  });

  it('shows a short run of page numbers: first, last, the current page and its neighbours', () => {
    for (let pages = 1; pages <= 40; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const shown = pageNumbers(current, pages);
        const numbers = shown.filter((n): n is number => n !== null);
        for (const must of [1, current - 1, current, current + 1, pages])
          if (must >= 1 && must <= pages) expect(numbers).toContain(must);
        expect(numbers.every((n) => n >= 1 && n <= pages)).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(7);
        // In order, a gap marker only where two or more pages are left out.
        shown.forEach((n, i) => {
          const before = shown[i - 1];
          if (n === null) {
            const after = shown[i + 1] as number;
            expect(typeof before).toBe('number');
            expect(after - (before as number)).toBeGreaterThan(2);
          } else if (typeof before === 'number') {
            expect(n).toBe(before + 1);
          }
        });
      }
    }
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 17)).toEqual([1, 2, null, 17]);
    expect(pageNumbers(8, 17)).toEqual([1, null, 7, 8, 9, null, 17]);
    expect(pageNumbers(4, 17)).toEqual([1, 2, 3, 4, 5, null, 17]);
    expect(pageNumbers(17, 17)).toEqual([1, null, 16, 17]);
  });
});

describe('the addresses of the pages and of their card files', () => {
  it('puts page 1 at the category URL and page n at /page/n, and reads them back', () => {
    expect(categoryPagePath('nutrition', 1)).toBe('/category/nutrition');
    expect(categoryPagePath('nutrition', 3)).toBe('/category/nutrition/page/3');
    for (let page = 1; page <= 200; page += 1) {
      expect(pageFromSegments(pageSegments(page))).toBe(page);
      expect(
        `/category/nutrition${pageSegments(page)
          .map((s) => `/${s}`)
          .join('')}`,
      ).toBe(categoryPagePath('nutrition', page));
      expect(pageFromCardsFile(cardsFile(page))).toBe(page);
    }
    expect(pageFromSegments(undefined)).toBe(1);
    expect(cardsPath('mental-health', 2)).toBe('/category-cards/mental-health/2.json');
  });

  it('knows no /page/1, no zero-padded, negative or non-numeric page and no extra segment', () => {
    for (const segments of [
      ['page', '1'],
      ['page', '0'],
      ['page', '02'],
      ['page', '-2'],
      ['page', '2.5'],
      ['page', 'two'],
      ['pages', '2'],
      ['page'],
      ['page', '2', 'extra'],
      ['2'],
    ])
      expect(pageFromSegments(segments)).toBeUndefined();
    for (const file of ['0.json', '02.json', '2.JSON', '2.json.bak', 'two.json', '2'])
      expect(pageFromCardsFile(file)).toBeUndefined();
  });
});
