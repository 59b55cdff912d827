// Kept apart from result-link.ts, which every page's script holds: only the article's server-drawn
// header and the search bar (loaded for a visit from a result) need these.

/**
 * Marks the article's title, summary, category and tags on its page: what the search matches
 * besides the text, and where the bar may say a query was found when the text does not hold it.
 */
export const ARTICLE_FIELD = { 'data-article-field': '' } as const;
export const ARTICLE_FIELD_SELECTOR = '[data-article-field]';
