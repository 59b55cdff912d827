import type { Article } from './types';

/**
 * What the client search needs of each article: the card fields plus the searched text, and `draft`
 * for a draft (only `npm run dev` has drafts).
 */
export type SearchEntry = Pick<
  Article,
  | 'id'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'category'
  | 'tags'
  | 'author'
  | 'date'
  | 'readTime'
  | 'image'
  | 'imageAlt'
> & { draft?: true };

export const SEARCH_INDEX_PATH = '/search-index.json';

export function toSearchEntries(articles: readonly Article[]): SearchEntry[] {
  return articles.map(
    ({
      id,
      title,
      excerpt,
      content,
      category,
      tags,
      author,
      date,
      readTime,
      image,
      imageAlt,
      draft,
    }) => ({
      id,
      title,
      excerpt,
      content,
      category,
      tags,
      author,
      date,
      readTime,
      image,
      imageAlt,
      ...(draft && { draft }),
    }),
  );
}
