import { LIMITS } from '@/lib/content/queries';
import { pathIn, type Lang } from '@/lib/i18n/languages';

/**
 * The numbered pages of a category (browser-safe maths, no content): page 1 is `/category/{slug}`,
 * page n >= 2 is `/category/{slug}/page/{n}`, each holding the next 6 articles in list order; the
 * cards of page n are also published as `/category-cards/{slug}/{n}.json` for Load More.
 */
export const PAGE_SIZE: number = LIMITS.categoryPage;

/** How many pages a category of `total` articles has: at least 1 (an empty category has page 1). */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page `page` (1-based): items (page-1)*size+1 .. page*size. */
export function pageItems<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The first and last item numbers (1-based) shown on pages `from`..`to` of `total` items. */
export function itemRange(from: number, to: number, total: number, size: number = PAGE_SIZE) {
  return { first: Math.min((from - 1) * size + 1, total), last: Math.min(to * size, total) };
}

/**
 * Where Previous and Next lead when pages `current`..`lastShown` are on screen (Load More may have
 * added pages after the page of the URL): the page before the first, the page after the last.
 */
export function neighbours(current: number, pages: number, lastShown: number = current) {
  return {
    previous: current > 1 ? current - 1 : undefined,
    next: lastShown < pages ? lastShown + 1 : undefined,
  };
}

/**
 * The page numbers a pagination bar shows around `current`: the first and last page, `current`
 * and its neighbours; `null` marks a gap of two or more pages (a gap of one shows that page).
 */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown = [1, current - 1, current, current + 1, last].filter((n) => n >= 1 && n <= last);
  const sorted = [...new Set(shown)].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  for (const n of sorted) {
    const previous = numbers.at(-1);
    if (typeof previous === 'number' && n - previous === 2) numbers.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) numbers.push(null);
    numbers.push(n);
  }
  return numbers;
}

/** '/category/nutrition' for page 1, '/category/nutrition/page/3' for page 3. */
export function categoryPagePath(slug: string, page: number): string {
  return page === 1 ? `/category/${slug}` : `/category/${slug}/page/${page}`;
}

/** The optional catch-all segments after the category's slug: [] for page 1, ['page', '3']. */
export function pageSegments(page: number): string[] {
  return page === 1 ? [] : ['page', String(page)];
}

/** The page number the segments name (see `pageSegments`), else undefined ('page/1' is not one). */
export function pageFromSegments(segments: readonly string[] | undefined): number | undefined {
  if (!segments || segments.length === 0) return 1;
  const [word, number, ...rest] = segments;
  if (word !== 'page' || rest.length > 0 || !/^[1-9]\d*$/.test(number ?? '')) return undefined;
  const page = Number(number);
  return page >= 2 ? page : undefined;
}

/**
 * Where the Load More data of one page is published (root-relative; the client adds the base path);
 * a translation's under its language's folder ('/hi/category-cards').
 */
export const CARDS_DIR = '/category-cards';

/** '3.json': the file name of page 3's cards. */
export const cardsFile = (page: number): string => `${page}.json`;

export const cardsPath = (slug: string, page: number, lang: Lang = 'en'): string =>
  pathIn(lang, `${CARDS_DIR}/${slug}/${cardsFile(page)}`);

/** The page number in a file name made by `cardsFile`, else undefined. */
export function pageFromCardsFile(file: string): number | undefined {
  const match = /^([1-9]\d*)\.json$/.exec(file);
  return match ? Number(match[1]) : undefined;
}
