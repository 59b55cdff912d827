import { allCategoryPages } from '../category-pages/category-pages';
import { categoryPagePath } from '../category-pages/paging';
import { articlesInCategory, getCorpus, latest, loadPage } from '../content';
import { reviewRecordPath } from '../content/review-kinds';
import { absoluteUrl } from './metadata';

export type IndexablePage = { path: string; url: string; lastModified?: string };

const newest = (dates: string[]) => dates.sort().at(-1);

/**
 * Every page search engines should index, with the date its content last changed. A category
 * without articles is left out (its page says so and is marked noindex); a category with more
 * than 6 has its numbered pages too (/category/{slug}/page/{n}).
 */
export function indexablePages(): IndexablePage[] {
  const { articles, reviews } = getCorpus();
  const modified = articles.map((a) => a.updated ?? a.date);
  const pages: Omit<IndexablePage, 'url'>[] = [
    { path: '/', lastModified: newest(modified) },
    { path: '/about' },
    { path: '/contact' },
    { path: '/topics', lastModified: newest(modified) },
    ...['privacy', 'terms', 'editorial-policy'].map((name) => ({
      path: `/${name}`,
      lastModified: loadPage(name).updated,
    })),
    ...latest(articles, articles.length).map((a) => ({
      path: `/blog/${a.id}`,
      lastModified: a.updated ?? a.date,
    })),
    ...reviews.map((record) => ({
      path: reviewRecordPath(record.article),
      lastModified: record.reviewed,
    })),
    // Every page of a category that has articles: page 1 (the category's URL) changes with any of
    // them, a numbered page with its own six.
    ...allCategoryPages()
      .filter(({ total }) => total > 0)
      .map(({ category, page, articles: onPage }) => {
        const dated = page === 1 ? articlesInCategory(articles, category.slug) : onPage;
        return {
          path: categoryPagePath(category.slug, page),
          lastModified: newest(dated.map((a) => a.updated ?? a.date)),
        };
      }),
  ];
  return pages.map((page) => ({ ...page, url: absoluteUrl(page.path) }));
}
