import { allCategoryPages } from '../category-pages/category-pages';
import { categoryPagePath, pageCount } from '../category-pages/paging';
import { articlesInCategory, emergenciesIn, getCorpus, latest, loadPage } from '../content';
import { FIRST_AID_PATH, firstAidRecordPath } from '../content/first-aid/paths';
import { corpusIn } from '../content/localized';
import { reviewRecordPath } from '../content/review-kinds';
import { pathIn, type Lang } from '../i18n/languages';
import { absoluteUrl, languageAlternates } from './metadata';

export type IndexablePage = {
  path: string;
  url: string;
  lastModified?: string;
  /** The page in each language it exists in, itself included (hreflang), when more than one. */
  alternates?: Record<string, string>;
};

type Page = { path: string; lastModified?: string };

const newest = (dates: string[]) => dates.sort().at(-1);

/**
 * Every page search engines should index, with the date its content last changed. A category
 * without articles is left out (its page says so and is marked noindex); a category with more
 * than 6 has its numbered pages too (/category/{slug}/page/{n}).
 */
export function indexablePages(): IndexablePage[] {
  const hindi = hindiPages();
  const inHindi = new Set(hindi.map((page) => page.path));
  const withAlternates = (page: Page, lang: Lang): IndexablePage => {
    const english = lang === 'en' ? page.path : page.path.replace(/^\/hi(?=\/|$)/, '') || '/';
    const languages: Lang[] = inHindi.has(pathIn('hi', english)) ? ['en', 'hi'] : [lang];
    const alternates = languageAlternates(english, languages);
    return { ...page, url: absoluteUrl(page.path), ...(alternates && { alternates }) };
  };
  return [
    ...englishPages().map((page) => withAlternates(page, 'en')),
    ...hindi.map((page) => withAlternates(page, 'hi')),
  ];
}

/** The Hindi edition's indexable pages: its home, shared pages, translations and categories. */
function hindiPages(): Page[] {
  const { articles, categories } = corpusIn('hi');
  const modified = newest(articles.map((a) => a.translation?.translated ?? a.date));
  if (articles.length === 0) return [];
  const emergencies = emergenciesIn('hi');
  return [
    ...(emergencies.length > 0
      ? [
          {
            path: `/hi${FIRST_AID_PATH}`,
            lastModified: newest(emergencies.map((e) => e.lastReviewed)),
          },
          ...emergencies.map((e) => ({
            path: `/hi${FIRST_AID_PATH}/${e.id}`,
            lastModified: e.lastReviewed,
          })),
        ]
      : []),
    { path: '/hi', lastModified: modified },
    { path: '/hi/about' },
    { path: '/hi/contact' },
    { path: '/hi/topics', lastModified: modified },
    ...articles.map((a) => ({ path: `/hi/blog/${a.id}`, lastModified: a.translation?.translated })),
    ...categories.flatMap((category) => {
      const inCategory = articlesInCategory(articles, category.slug);
      const lastModified = newest(inCategory.map((a) => a.translation?.translated ?? a.date));
      return Array.from({ length: inCategory.length && pageCount(inCategory.length) }, (_, i) => ({
        path: `/hi${categoryPagePath(category.slug, i + 1)}`,
        lastModified,
      }));
    }),
  ];
}

function englishPages(): Page[] {
  const { articles, reviews, firstAid } = getCorpus();
  const modified = articles.map((a) => a.updated ?? a.date);
  return [
    { path: FIRST_AID_PATH, lastModified: newest(firstAid.emergencies.map((e) => e.lastReviewed)) },
    ...firstAid.emergencies.map((e) => ({
      path: `${FIRST_AID_PATH}/${e.id}`,
      lastModified: e.lastReviewed,
    })),
    ...firstAid.records.map((record) => ({
      path: firstAidRecordPath(record.article),
      lastModified: record.reviewed,
    })),
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
}
