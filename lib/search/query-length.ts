/**
 * The longest query, in characters: the search box holds no more, the search takes no more from
 * an address (`?q=`), and a result's link (`#search=`) carrying more is no search at all, so no
 * link can make a page mark, say or prefetch a text of any length.
 */
export const QUERY_MAX_LENGTH = 200;
