import type { Metadata } from 'next';
import { categoryPagePath, pageCount } from '../category-pages/paging';
import type { Article, Category } from '../content/types';
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
  path: string;
  image?: { path: string; alt: string };
  noindex?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMetadata({ title, description, path, image, noindex }: PageSeo): Metadata {
  const ogImage = image ?? { path: ogImagePath(), alt: `${site.name}: ${site.tagline}` };
  const images = [
    { url: absoluteUrl(ogImage.path), ...OG_SIZE, alt: ogImage.alt, type: 'image/png' },
  ];
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(path), types: feedLink },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      title,
      description,
      url: absoluteUrl(path),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

export function articleMetadata(article: Article): Metadata {
  const base = pageMetadata({
    title: `${article.title} - ${site.name}`,
    description: article.excerpt,
    path: `/blog/${article.id}`,
    image: { path: ogImagePath(article.id), alt: article.imageAlt },
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
