import { foldForSearch, normaliseQuery } from '../../lib/search/fold';
import { BODY_RANKED_UP_TO } from '../../lib/search/run-search';

/** What the rule reads of an article: an article, or its document in the search index. */
export type Searched = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  text: string;
  /** YYYY-MM-DD. */
  date: string;
};

const folded = new Map<string, string>();
/** Folded once: a corpus of 10,000 articles is ranked for hundreds of queries. */
const fold = (text: string) => {
  let value = folded.get(text);
  if (value === undefined) folded.set(text, (value = foldForSearch(text)));
  return value;
};

/**
 * The search rule of docs/PRODUCT.md by brute force, over `articles` in list order: the ids of
 * those whose title, excerpt, category, a tag or body holds the folded, trimmed query, in rank
 * order: in the title first, then in a tag or the category, then in the excerpt, then by how many
 * times the body holds it, then newest, then list order. A query of 3 or 4 characters matching
 * more than `BODY_RANKED_UP_TO` articles is ranked without the body.
 */
export function searchRule(articles: readonly Searched[], query: string): string[] {
  const needle = normaliseQuery(query);
  if (!needle) return [];
  const holds = (text: string) => fold(text).includes(needle);
  const hits = articles.filter((a) =>
    [a.title, a.excerpt, a.category, ...a.tags, a.text].some(holds),
  );
  const bodyRead = !(needle.length >= 3 && needle.length <= 4 && hits.length > BODY_RANKED_UP_TO);
  const key = (article: Searched, position: number) => [
    holds(article.title) ? 0 : 1,
    holds(article.category) || article.tags.some(holds) ? 0 : 1,
    holds(article.excerpt) ? 0 : 1,
    bodyRead ? -(fold(article.text).split(needle).length - 1) : 0,
    -Number(article.date.replaceAll('-', '')),
    position,
  ];
  const keyed = hits.map((article, position) => ({ id: article.id, key: key(article, position) }));
  const firstDifference = (a: number[], b: number[]) => a.findIndex((value, i) => value !== b[i]);
  return keyed
    .sort((a, b) => {
      const at = firstDifference(a.key, b.key);
      return at === -1 ? 0 : a.key[at]! - b.key[at]!;
    })
    .map((hit) => hit.id);
}
