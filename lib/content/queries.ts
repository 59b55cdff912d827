// Queries over the corpus for pages: lists, orders, related articles, search matching (browser-safe).
import { foldForSearch, normaliseQuery } from '@/lib/search/fold';
import type { Article, Category, CategoryWithCount } from './types';

/** Home page and listing limits (docs/PRODUCT.md, business constants). */
export const LIMITS = {
  latest: 6,
  trending: 5,
  topics: 8,
  related: 3,
  categoryPage: 6,
} as const;

const listOrders = /* @__PURE__ */ new WeakMap<readonly Article[], readonly Article[]>();

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

/** A corpus's articles by id, and in list order by category and by tag. */
type CorpusIndex = {
  order: readonly Article[];
  position: Map<Article, number>;
  byId: Map<string, Article>;
  byCategory: Map<string, Article[]>;
  byTag: Map<string, Article[]>;
};

const indexes = /* @__PURE__ */ new WeakMap<readonly Article[], CorpusIndex>();

/**
 * Built once per list, like its order: a build renders thousands of pages from one corpus, and a
 * page that scanned every article would make the build grow with the square of the corpus.
 */
function corpusIndex(articles: readonly Article[]): CorpusIndex {
  let index = indexes.get(articles);
  if (!index) {
    const order = inListOrder(articles);
    index = {
      order,
      position: new Map(),
      byId: new Map(),
      byCategory: new Map(),
      byTag: new Map(),
    };
    const add = (map: Map<string, Article[]>, key: string, article: Article) => {
      const list = map.get(key);
      if (list) list.push(article);
      else map.set(key, [article]);
    };
    for (const article of articles)
      if (!index.byId.has(article.id)) index.byId.set(article.id, article);
    for (const [i, article] of order.entries()) {
      index.position.set(article, i);
      add(index.byCategory, article.categorySlug, article);
      for (const tag of new Set(article.tags)) add(index.byTag, tag, article);
    }
    indexes.set(articles, index);
  }
  return index;
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
  const { byCategory } = corpusIndex(articles);
  return categories
    .map((category) => ({ ...category, count: byCategory.get(category.slug)?.length ?? 0 }))
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

/** The article with this id (the first one, should two share it). */
export function findArticle(articles: readonly Article[], id: string): Article | undefined {
  return corpusIndex(articles).byId.get(id);
}

export function findCategory(categories: readonly Category[], slug: string): Category | undefined {
  return categories.find((c) => c.slug === slug);
}

/** The articles of a category, in list order. */
export function articlesInCategory(articles: readonly Article[], slug: string): Article[] {
  return [...(corpusIndex(articles).byCategory.get(slug) ?? [])];
}

/**
 * Related articles (docs/PRODUCT.md): the same category first; then other categories sharing a tag;
 * then any others; each tier in list order; the first three. A page reads only the articles it may
 * show, from the corpus's index.
 */
export function related(
  articles: readonly Article[],
  article: Article,
  count: number = LIMITS.related,
): Article[] {
  const { order, position, byCategory, byTag } = corpusIndex(articles);
  const picked: Article[] = [];
  const other = (candidate: Article) => candidate.id !== article.id;
  for (const candidate of byCategory.get(article.categorySlug) ?? []) {
    if (picked.length === count) break;
    if (other(candidate)) picked.push(candidate);
  }
  if (picked.length === count) return picked;
  const inOtherCategory = (candidate: Article) =>
    other(candidate) && candidate.categorySlug !== article.categorySlug;
  const sharing = new Set(
    article.tags.flatMap((tag) => (byTag.get(tag) ?? []).filter(inOtherCategory)),
  );
  picked.push(...[...sharing].sort((a, b) => position.get(a)! - position.get(b)!));
  for (const candidate of order) {
    if (picked.length >= count) break;
    if (inOtherCategory(candidate) && !sharing.has(candidate)) picked.push(candidate);
  }
  return picked.slice(0, count);
}

/** The fields search reads. */
export type Searchable = Pick<Article, 'title' | 'excerpt' | 'text' | 'tags' | 'category'>;

export { normaliseQuery };

/**
 * Search matching (docs/PRODUCT.md): after folding (lib/search/fold.ts: case, Unicode forms,
 * quotes, dashes, spaces, invisible characters), a substring of the title, excerpt, content (as a
 * reader reads it: `text`, without markup or citation markers), any tag or the category.
 */
export function matches(article: Searchable, query: string): boolean {
  const needle = normaliseQuery(query);
  return needle !== '' && foldedFields(article).some((field) => field.includes(needle));
}

/** An article's searched fields folded, once per article (a corpus is searched many times). */
const folded = new WeakMap<Searchable, string[]>();
function foldedFields(article: Searchable): string[] {
  let fields = folded.get(article);
  if (!fields) {
    const raw = [article.title, article.excerpt, article.text, article.category, ...article.tags];
    folded.set(article, (fields = raw.map(foldForSearch)));
  }
  return fields;
}
