import { EDITORIAL_TEAM_NAME } from '../content/review';
import type { Article, Category, Reviewer } from '../content/types';
import { pathIn, type Lang } from '../i18n/languages';
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

/** The site in a language: its home, and the search its home runs (a translation's says its language). */
export function websiteJsonLd(lang: Lang = 'en'): Thing {
  const home = absoluteUrl(pathIn(lang, '/'));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: home,
    ...(lang !== 'en' && { inLanguage: lang }),
    publisher: { '@id': `${absoluteUrl('/')}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` },
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
        identifier: {
          '@type': 'PropertyValue',
          propertyID: reviewer.registration.body,
          value: reviewer.registration.number,
        },
      };
    case 'member':
      return { '@type': 'Person', name: reviewer.name, jobTitle: reviewer.role };
  }
}

/**
 * Health articles are MedicalWebPage, with their review (a WebPage's lastReviewed and reviewedBy);
 * the web-design piece (no medical topic) is an Article, which has no such properties. `lang` is
 * the page's language (a translation's page is /hi/blog/{id}, inLanguage 'hi').
 */
export function articleJsonLd(article: Article, medical: boolean, lang: Lang = 'en'): Thing {
  const url = absoluteUrl(pathIn(lang, `/blog/${article.id}`));
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
    inLanguage: lang,
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

/** The same trail as the visible breadcrumbs (`breadcrumbTrail`), in the page's language. */
export function breadcrumbJsonLd(category: Category, article?: Article, lang: Lang = 'en'): Thing {
  const trail = breadcrumbTrail(category, article, lang);
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
