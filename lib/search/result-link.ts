/**
 * A search result's link: the article's address with the query after `#search=`. The page opens
 * at its top like any other (no element has that id), and marks the query's matches in its text
 * (components/article/search-marks.tsx). A fragment, not a query string: it never reaches a
 * server or a cache key, and the article's address stays the one page.
 */
import { QUERY_MAX_LENGTH } from './query-length';

const KEY = '#search=';

/** The longest a query of QUERY_MAX_LENGTH characters can be once percent-encoded (4 bytes, %XX each). */
const ENCODED_MAX_LENGTH = QUERY_MAX_LENGTH * 12;

/** The id of the article's text on its page: the marks go there alone. */
export const ARTICLE_TEXT_ID = 'article-text';

/**
 * Marks the article's title, summary, category and tags on its page: what the search matches
 * besides the text, and where the bar may say a query was found when the text does not hold it.
 */
export const ARTICLE_FIELD = { 'data-article-field': '' } as const;
export const ARTICLE_FIELD_SELECTOR = '[data-article-field]';

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
  if (!hash.startsWith(KEY) || hash.length - KEY.length > ENCODED_MAX_LENGTH) return null;
  try {
    const query = decodeURIComponent(hash.slice(KEY.length)).trim();
    return query && query.length <= QUERY_MAX_LENGTH ? query : null;
  } catch {
    return null;
  }
}
