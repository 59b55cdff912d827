/**
 * A search result's link: the article's address with the query after `#search=`. The page opens
 * at its top like any other (no element has that id), and marks the query's matches in its text
 * (components/article/search-marks.tsx). A fragment, not a query string: it never reaches a
 * server or a cache key, and the article's address stays the one page.
 */
const KEY = '#search=';

/**
 * The longest query a result's link carries, in characters: a link carrying more is no search at
 * all, so no link can make an article mark, say or prefetch a text of any length.
 */
export const QUERY_MAX_LENGTH = 200;

/** The id of the article's text on its page: the marks go there alone. */
export const ARTICLE_TEXT_ID = 'article-text';

/** The id of the first mark on the article, the target of the bar's "Go to the first match". */
export const FIRST_MATCH_ID = 'search-match-1';

export const resultLink = (path: string, query: string): string =>
  `${path}${KEY}${encodeURIComponent(query)}`;

/**
 * The query a page's fragment (`location.hash`) carries from a result's link, or null: also when
 * it is longer than a search takes. (Whether it holds anything to search for is the bar's to judge:
 * the folding rules load with it, not with every article.)
 */
export function queryOfHash(hash: string): string | null {
  if (!hash.startsWith(KEY)) return null;
  try {
    const query = decodeURIComponent(hash.slice(KEY.length)).trim();
    return query && query.length <= QUERY_MAX_LENGTH ? query : null;
  } catch {
    return null;
  }
}
