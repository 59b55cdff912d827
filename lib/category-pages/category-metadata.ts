// A category page's metadata in its language, with the hreflang alternates of the languages whose
// same page lists articles (an empty page is noindex, so no other page points to it).
import type { Metadata } from 'next';
import { dictionaries } from '@/lib/i18n/dictionary';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';
import { findCategoryPage, type CategoryPage } from './category-pages';
import { numberIn } from './counts';
import { categoryPagePath } from './paging';

/** The languages in which page `page` of the category lists articles. */
export function categoryPageLanguages(slug: string, page: number): Lang[] {
  return LANGUAGES.filter((lang) => (findCategoryPage(slug, page, lang)?.total ?? 0) > 0);
}

/**
 * Page `page` of a category's listing (page 1 is the category's own URL): the English title and
 * description are those `categoryMetadata` (lib/seo/metadata.ts) gives. An empty category is not
 * indexed, and announces no other language.
 */
export function categoryPageMetadata({
  category,
  total,
  page,
  pages,
  lang,
}: CategoryPage): Metadata {
  const words = dictionaries[lang].pages.category;
  const numbered = page > 1;
  const values = {
    name: category.name,
    site: site.name,
    description: category.description,
    page: numberIn(page, lang),
    pages: numberIn(pages, lang),
  };
  const shared = total > 0 ? categoryPageLanguages(category.slug, page) : [];
  return pageMetadata({
    noindex: total === 0,
    title: fill(numbered ? words.metaTitlePage : words.metaTitle, values),
    description: numbered ? fill(words.metaDescriptionPage, values) : category.description,
    path: categoryPagePath(category.slug, page),
    lang,
    languages: shared.includes(lang) && shared.length > 1 ? shared : [lang],
  });
}
