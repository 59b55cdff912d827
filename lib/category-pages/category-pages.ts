import {
  articlesInCategory,
  findCategory,
  getCorpus,
  otherTopics,
  SMALL_CATEGORY,
} from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import type { Article, Category, CategoryWithCount } from '@/lib/content/types';
import type { Lang } from '@/lib/i18n/languages';
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
  /** The language the page lists the articles of (a translation lists its own articles only). */
  lang: Lang;
  /** The category's count in English: where an empty translated category sends its reader. */
  englishTotal: number;
};

/** The corpus of a language's pages (English: the corpus itself). */
const corpusOf = (lang: Lang) => (lang === 'en' ? getCorpus() : corpusIn(lang));

function pageOf(
  category: Category,
  inCategory: readonly Article[],
  page: number,
  lang: Lang,
): CategoryPage {
  const { articles, categories } = corpusOf(lang);
  const small = inCategory.length < SMALL_CATEGORY;
  return {
    category,
    page,
    pages: pageCount(inCategory.length),
    total: inCategory.length,
    articles: pageItems(inCategory, page),
    suggested: small ? otherTopics(articles, categories, category.slug) : [],
    lang,
    englishTotal:
      lang === 'en'
        ? inCategory.length
        : articlesInCategory(getCorpus().articles, category.slug).length,
  };
}

/** Every page of every registered category, page 1 first; an empty category has page 1 only. */
export function allCategoryPages(lang: Lang = 'en'): CategoryPage[] {
  const { articles, categories } = corpusOf(lang);
  return categories.flatMap((category) => {
    const inCategory = articlesInCategory(articles, category.slug);
    return Array.from({ length: pageCount(inCategory.length) }, (_, index) =>
      pageOf(category, inCategory, index + 1, lang),
    );
  });
}

/** Page `page` of the category `slug`, or undefined when there is no such category or page. */
export function findCategoryPage(
  slug: string,
  page: number,
  lang: Lang = 'en',
): CategoryPage | undefined {
  const { articles, categories } = corpusOf(lang);
  const category = findCategory(categories, slug);
  if (!category) return undefined;
  const inCategory = articlesInCategory(articles, slug);
  const valid = Number.isInteger(page) && page >= 1 && page <= pageCount(inCategory.length);
  return valid ? pageOf(category, inCategory, page, lang) : undefined;
}
