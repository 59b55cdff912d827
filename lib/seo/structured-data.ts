import { EDITORIAL_TEAM_NAME } from '../content/review';
import type { Article, Category, Reviewer } from '../content/types';
import { absoluteUrl, ogImagePath } from './metadata';
import { breadcrumbTrail } from '../site/navigation';
import { site } from '../site/settings';

/** schema.org objects for the JSON-LD of each page type. */
type Thing = Record<string, unknown>;

const publisher = (): Thing => ({
  '@type': 'Organization',
  '@id': `${absoluteUrl('/')}#organization`,
  name: site.name,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.png'), width: 512, height: 512 },
});

export function organizationJsonLd(): Thing {
  return {
    '@context': 'https://schema.org',
    ...publisher(),
    email: site.email,
    telephone: site.phone.tel,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.office.city,
      addressRegion: site.office.region,
      addressCountry: 'US',
    },
    sameAs: Object.values(site.social),
  };
}

export function websiteJsonLd(): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': `${absoluteUrl('/')}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The editorial team is an Organization (part of the site's), anyone else a Person. */
function authorJsonLd(name: string): Thing {
  return name === EDITORIAL_TEAM_NAME
    ? { '@type': 'Organization', name, url: absoluteUrl('/editorial-policy') }
    : { '@type': 'Person', name };
}

function reviewerJsonLd(reviewer: Reviewer): Thing {
  switch (reviewer.kind) {
    case 'editorial-team':
      return authorJsonLd(reviewer.name);
    case 'clinician':
      return {
        '@type': 'Person',
        name: reviewer.name,
        jobTitle: reviewer.role,
        honorificSuffix: reviewer.credentials,
      };
    case 'member':
      return { '@type': 'Person', name: reviewer.name, jobTitle: reviewer.role };
  }
}

/**
 * Health articles are MedicalWebPage, with their review (a WebPage's lastReviewed and reviewedBy);
 * the web-design piece (no medical topic) is an Article, which has no such properties.
 */
export function articleJsonLd(article: Article, medical: boolean): Thing {
  const url = absoluteUrl(`/blog/${article.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': medical ? 'MedicalWebPage' : 'Article',
    '@id': url,
    url,
    headline: article.title,
    name: article.title,
    description: article.excerpt,
    image: [absoluteUrl(ogImagePath(article.id))],
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: authorJsonLd(article.author),
    ...(medical && {
      lastReviewed: article.lastReviewed,
      reviewedBy: reviewerJsonLd(article.reviewer),
    }),
    publisher: publisher(),
    inLanguage: 'en',
    articleSection: article.category,
    keywords: article.tags.join(', '),
    about: article.tags.map((tag) => ({ '@type': 'Thing', name: tag })),
    citation: article.sources.map((source) => ({
      '@type': 'CreativeWork',
      name: source.title,
      publisher: { '@type': 'Organization', name: source.publisher },
      url: source.url,
    })),
    mainEntityOfPage: url,
  };
}

/** The same trail as the visible breadcrumbs (`breadcrumbTrail`). */
export function breadcrumbJsonLd(category: Category, article?: Article): Thing {
  const trail = breadcrumbTrail(category, article);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.href),
    })),
  };
}

/** JSON for a <script> element: '<' is escaped so no text in the data can close the script. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
