import {
  articlesInCategory,
  findCategory,
  getCorpus,
  otherTopics,
  SMALL_CATEGORY,
} from '@/lib/content';
import type { Article, Category, CategoryWithCount } from '@/lib/content/types';
import { pageCount, pageItems } from './paging';

/** One numbered page of a category: its articles (6 at most) and where it sits among the pages. */
export type CategoryPage = {
  category: Category;
  page: number;
  pages: number;
  /** The category's article count. */
  total: number;
  articles: Article[];
  /** Other topics to explore, when the category has fewer than SMALL_CATEGORY articles. */
  suggested: CategoryWithCount[];
};

function pageOf(category: Category, inCategory: readonly Article[], page: number): CategoryPage {
  const { articles, categories } = getCorpus();
  const small = inCategory.length < SMALL_CATEGORY;
  return {
    category,
    page,
    pages: pageCount(inCategory.length),
    total: inCategory.length,
    articles: pageItems(inCategory, page),
    suggested: small ? otherTopics(articles, categories, category.slug) : [],
  };
}

/** Every page of every registered category, page 1 first; an empty category has page 1 only. */
export function allCategoryPages(): CategoryPage[] {
  const { articles, categories } = getCorpus();
  return categories.flatMap((category) => {
    const inCategory = articlesInCategory(articles, category.slug);
    return Array.from({ length: pageCount(inCategory.length) }, (_, index) =>
      pageOf(category, inCategory, index + 1),
    );
  });
}

/** Page `page` of the category `slug`, or undefined when there is no such category or page. */
export function findCategoryPage(slug: string, page: number): CategoryPage | undefined {
  const { articles, categories } = getCorpus();
  const category = findCategory(categories, slug);
  if (!category) return undefined;
  const inCategory = articlesInCategory(articles, slug);
  const valid = Number.isInteger(page) && page >= 1 && page <= pageCount(inCategory.length);
  return valid ? pageOf(category, inCategory, page) : undefined;
}
