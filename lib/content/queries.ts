import type { Article, Category, CategoryWithCount } from './types';

/** Home page and listing limits (docs/PRODUCT.md, business constants). */
export const LIMITS = {
  latest: 6,
  trending: 5,
  topics: 8,
  related: 3,
  categoryPage: 6,
} as const;

const listOrders = new WeakMap<readonly Article[], readonly Article[]>();

/**
 * List order: the explicit `order` of each article, then its id. Sorted once per list (a build
 * asks for the corpus's order on every one of its pages).
 */
export function inListOrder(articles: readonly Article[]): readonly Article[] {
  let sorted = listOrders.get(articles);
  if (!sorted) {
    sorted = [...articles].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
    listOrders.set(articles, sorted);
  }
  return sorted;
}

/** The newest first, by date; equal dates keep list order. */
export function latest(articles: readonly Article[], count: number = LIMITS.latest): Article[] {
  return [...inListOrder(articles)].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

export function featured(articles: readonly Article[]): Article[] {
  return inListOrder(articles).filter((a) => a.featured);
}

/** The home page's featured article: the first featured one in list order. */
export function featuredArticle(articles: readonly Article[]): Article | undefined {
  return featured(articles)[0];
}

export function trending(articles: readonly Article[]): Article[] {
  return inListOrder(articles).slice(0, LIMITS.trending);
}

/** Articles 4 to 6 in list order. */
export function recommended(articles: readonly Article[]): Article[] {
  return inListOrder(articles).slice(3, 6);
}

/** Registered categories with their article counts, most articles first (ties keep registry order). */
export function categoriesWithCounts(
  articles: readonly Article[],
  categories: readonly Category[],
): CategoryWithCount[] {
  return categories
    .map((category) => ({
      ...category,
      count: articles.filter((a) => a.categorySlug === category.slug).length,
    }))
    .sort((a, b) => b.count - a.count);
}

/** The home page's topic tiles: categories that have articles, at most 8, by count. */
export function topicTiles(
  articles: readonly Article[],
  categories: readonly Category[],
): CategoryWithCount[] {
  return categoriesWithCounts(articles, categories)
    .filter((c) => c.count > 0)
    .slice(0, LIMITS.topics);
}

export function findArticle(articles: readonly Article[], id: string): Article | undefined {
  return articles.find((a) => a.id === id);
}

export function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

export function articlesInCategory(articles: readonly Article[], slug: string): Article[] {
  return inListOrder(articles).filter((a) => a.categorySlug === slug);
}

/**
 * Related articles (docs/PRODUCT.md): the same category first; then other categories sharing a tag;
 * then any others; each tier in list order; the first three.
 */
export function related(
  articles: readonly Article[],
  article: Article,
  count: number = LIMITS.related,
): Article[] {
  const sameCategory: Article[] = [];
  const sharesTag: Article[] = [];
  const rest: Article[] = [];
  for (const other of inListOrder(articles)) {
    if (other.id === article.id) continue;
    if (other.categorySlug === article.categorySlug) sameCategory.push(other);
    else if (other.tags.some((tag) => article.tags.includes(tag))) sharesTag.push(other);
    else rest.push(other);
  }
  return [...sameCategory, ...sharesTag, ...rest].slice(0, count);
}

/** The fields search reads. */
export type Searchable = Pick<Article, 'title' | 'excerpt' | 'text' | 'tags' | 'category'>;

/** Trimmed, lower-cased query; '' means "no search". */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * Search matching (docs/PRODUCT.md): a case-insensitive substring of the title, excerpt, content (as
 * a reader reads it: `text`, without markup or citation markers), any tag or the category.
 */
export function matches(article: Searchable, query: string): boolean {
  const needle = normaliseQuery(query);
  if (!needle) return false;
  const fields = [article.title, article.excerpt, article.text, article.category, ...article.tags];
  return fields.some((field) => field.toLowerCase().includes(needle));
}
