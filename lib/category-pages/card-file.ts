import type { Article } from '@/lib/content/types';
import type { CategoryPage } from './category-pages';
import { PAGE_SIZE, pageCount } from './paging';

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

/**
 * One page's cards, as `/category-cards/{slug}/{page}.json` publishes them: the category's slug,
 * the page number, how many pages and articles the category has, and the page's articles.
 */
export type CardFile = {
  category: string;
  page: number;
  pages: number;
  total: number;
  articles: Card[];
};

export function toCardFile({ category, page, pages, total, articles }: CategoryPage): CardFile {
  return { category: category.slug, page, pages, total, articles: articles.map(toCard) };
}

/** Checks of a fetched card file, so a stale, foreign or broken file is an error, not wrong cards. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

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

export function isCard(value: unknown): value is Card {
  return (
    isRecord(value) && Object.entries(cardChecks).every(([field, check]) => check(value[field]))
  );
}

/** A card file whose numbers agree: page within 1..pages, at most a page of cards, none repeated. */
export function isCardFile(value: unknown): value is CardFile {
  if (!isRecord(value) || !isString(value.category)) return false;
  const { page, pages, total, articles } = value;
  return (
    isCount(page) &&
    isCount(pages) &&
    isCount(total) &&
    page >= 1 &&
    page <= pages &&
    pages === pageCount(total) &&
    Array.isArray(articles) &&
    articles.length <= PAGE_SIZE &&
    articles.every(isCard) &&
    new Set(articles.map((card) => card.id)).size === articles.length
  );
}
