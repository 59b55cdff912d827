// An article as a card shows it: the one card shape, its projection and its check, shared by the
// category pages' card files and the search index.
import type { Article } from './types';

/** The fields `PostCard` shows of one article, and `draft` on a draft (only `npm run dev` has drafts). */
export function toCard(article: Article) {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    author: article.author,
    date: article.date,
    readTime: article.readTime,
    image: article.image,
    imageAlt: article.imageAlt,
    ...(article.draft && { draft: article.draft }),
  };
}

export type Card = ReturnType<typeof toCard>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';

/** One check per field of a card; the compiler keeps it in step with `toCard`. */
const cardChecks = {
  id: isString,
  title: isString,
  excerpt: isString,
  category: isString,
  author: isString,
  date: isString,
  readTime: isString,
  image: isString,
  imageAlt: isString,
  draft: (value: unknown) => value === undefined || typeof value === 'boolean',
} satisfies { [K in keyof Card]-?: (value: unknown) => boolean };

/** Whether fetched JSON is a card, so a stale, foreign or broken file is an error, not wrong cards. */
export function isCard(value: unknown): value is Card {
  return (
    isRecord(value) && Object.entries(cardChecks).every(([field, check]) => check(value[field]))
  );
}
