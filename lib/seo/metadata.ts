import type { Metadata } from 'next';
import { categoryPagePath, pageCount } from '../category-pages/paging';
import type { Article, Category } from '../content/types';
import { pathIn, type Lang } from '../i18n/languages';
import { site } from '../site/settings';

/** Social images are 1200x630 PNGs (the size Open Graph and X recommend); build-steps/og draws them. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** '/blog/x' -> 'https://example.org/blog/x' (with the base path, if any: 'https://example.org/healthhub/blog/x') */
export const absoluteUrl = (path: string) => `${site.url}${path}`;

/** Social images are made by `npm run build` (build-steps/build-og-images.ts), one per article. */
export const ogImagePath = (articleId?: string) => `/og/${articleId ?? 'default'}.png`;

/** The RSS feed, announced in every page's head. */
export const feedLink = {
  'application/rss+xml': [{ url: absoluteUrl('/feed.xml'), title: `${site.name} articles` }],
};

type PageSeo = {
  title: string;
  description: string;
  /** The page's path in English ('/about'); a Hindi page's own path is pathIn('hi', path). */
  path: string;
  image?: { path: string; alt: string };
  noindex?: boolean;
  /** The page's language. */
  lang?: Lang;
  /** The languages the page exists in: each gets an hreflang alternate (English is x-default). */
  languages?: readonly Lang[];
};

const OG_LOCALES: Record<Lang, string> = { en: 'en_US', hi: 'hi_IN' };

/** hreflang alternates of a page that exists in several languages; none for one language. */
export function languageAlternates(path: string, languages: readonly Lang[]) {
  if (languages.length < 2) return undefined;
  return {
    ...Object.fromEntries(languages.map((lang) => [lang, absoluteUrl(pathIn(lang, path))])),
    'x-default': absoluteUrl(path),
  };
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex,
  lang = 'en',
  languages = ['en'],
}: PageSeo): Metadata {
  const url = absoluteUrl(pathIn(lang, path));
  const alternates = languageAlternates(path, languages);
  const ogImage = image ?? { path: ogImagePath(), alt: `${site.name}: ${site.tagline}` };
  const images = [
    { url: absoluteUrl(ogImage.path), ...OG_SIZE, alt: ogImage.alt, type: 'image/png' },
  ];
  return {
    title,
    description,
    alternates: {
      canonical: url,
      ...(alternates && { languages: alternates }),
      types: feedLink,
    },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: OG_LOCALES[lang],
      ...(languages.length > 1 && {
        alternateLocale: languages.filter((l) => l !== lang).map((l) => OG_LOCALES[l]),
      }),
      title,
      description,
      url,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/**
 * An article page's metadata. A translation shares its original's social image (the English
 * card: the image renderer cannot shape Devanagari), described in the page's language.
 */
export function articleMetadata(
  article: Article,
  lang: Lang = 'en',
  languages: readonly Lang[] = ['en'],
): Metadata {
  const base = pageMetadata({
    title: `${article.title} - ${site.name}`,
    description: article.excerpt,
    path: `/blog/${article.id}`,
    image: { path: ogImagePath(article.id), alt: article.imageAlt },
    lang,
    languages,
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.date,
      modifiedTime: article.updated ?? article.date,
      section: article.category,
      tags: article.tags,
      authors: [article.author],
    },
  };
}

/**
 * Page `page` of a category's listing (page 1 is the category's own URL). An empty category is not
 * indexed (it is left out of the sitemap too).
 */
export function categoryMetadata(category: Category, articleCount: number, page = 1): Metadata {
  const numbered = page > 1;
  return pageMetadata({
    noindex: articleCount === 0,
    title: `${category.name} Articles${numbered ? `, page ${page}` : ''} - ${site.name}`,
    description: numbered
      ? `${category.description} Page ${page} of ${pageCount(articleCount)}.`
      : category.description,
    path: categoryPagePath(category.slug, page),
  });
}
