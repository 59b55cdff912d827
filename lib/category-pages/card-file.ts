import { isCard, isRecord, isString, toCard, type Card } from '@/lib/content/card';
import type { CategoryPage } from './category-pages';
import { PAGE_SIZE, pageCount } from './paging';

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

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

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
