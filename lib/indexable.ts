import { articlesInCategory, getCorpus, latest, loadPage } from './content';
import { absoluteUrl } from './seo';

export type IndexablePage = { path: string; url: string; lastModified?: string };

const newest = (dates: string[]) => dates.sort().at(-1);

/**
 * Every page search engines should index, with the date its content last changed. A category
 * without articles is left out (its page says so and is marked noindex).
 */
export function indexablePages(): IndexablePage[] {
  const { articles, categories } = getCorpus();
  const modified = articles.map((a) => a.updated ?? a.date);
  const pages: Omit<IndexablePage, 'url'>[] = [
    { path: '/', lastModified: newest(modified) },
    { path: '/about' },
    { path: '/contact' },
    ...['privacy', 'terms', 'editorial-policy'].map((name) => ({
      path: `/${name}`,
      lastModified: loadPage(name).updated,
    })),
    ...latest(articles, articles.length).map((a) => ({
      path: `/blog/${a.id}`,
      lastModified: a.updated ?? a.date,
    })),
    ...categories.flatMap((category) => {
      const inCategory = articlesInCategory(articles, category.slug);
      if (inCategory.length === 0) return [];
      return [
        {
          path: `/category/${category.slug}`,
          lastModified: newest(inCategory.map((a) => a.updated ?? a.date)),
        },
      ];
    }),
  ];
  return pages.map((page) => ({ ...page, url: absoluteUrl(page.path) }));
}
