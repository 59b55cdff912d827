// The site's links in each language: header, mobile menu, footer, breadcrumbs.
import { dictionaries } from '../i18n/dictionary';
import { pathIn, type Lang } from '../i18n/languages';
import type { NavLink } from './active-link';
import { FIRST_AID_PATH } from '../content/first-aid/paths';

export { isActive, type NavLink } from './active-link';

/** The pages that exist in English only: a Hindi page links them, saying so. */
const ENGLISH_ONLY = ['/privacy', '/terms', '/editorial-policy'];

/** The navigation of a language's pages. */
export function navigationFor(lang: Lang) {
  const { nav, inEnglish } = dictionaries[lang].shell;
  const link = (name: string, path: string): NavLink =>
    lang !== 'en' && ENGLISH_ONLY.includes(path)
      ? { name: `${name}${inEnglish}`, href: path, hrefLang: 'en' }
      : { name, href: pathIn(lang, path) };
  return {
    /** The main navigation's accessible name. */
    mainLabel: nav.main,
    home: link(nav.home, '/'),
    mainNav: [link(nav.blogs, '/')],
    bookingLink: link(nav.book, '/contact'),
    aboutLink: link(nav.about, '/about'),
    quickLinks: [
      link(nav.about, '/about'),
      link(nav.privacy, '/privacy'),
      link(nav.terms, '/terms'),
    ],
    /** The health topics hub: every category and an A-Z of topics. Linked from the header, the
     * mobile menu (after the spec's items), the footer, the home page's topic tiles and the 404 page. */
    topicsHubLink: link(nav.topicsHub, '/topics'),
    /** What to do in an emergency, written once (content/emergencies/): the menus, every emergency
     * card, the 404 page and the offline page link it. */
    firstAidLink: link(nav.firstAid, FIRST_AID_PATH),
    firstAidHref: (id: string) => pathIn(lang, `${FIRST_AID_PATH}/${id}`),
    /** How articles are sourced, reviewed and corrected: linked from the footer and each review line. */
    editorialPolicyLink: link(nav.editorialPolicy, '/editorial-policy'),
    categoryHref: (slug: string) => pathIn(lang, `/category/${slug}`),
    articleHref: (id: string) => pathIn(lang, `/blog/${id}`),
  };
}

const english = navigationFor('en');
export const {
  mainNav,
  bookingLink,
  quickLinks,
  topicsHubLink,
  editorialPolicyLink,
  firstAidLink,
} = english;

/** The navigation-level category links (docs/PRODUCT.md, the shared layout). */
export const topicLinks: NavLink[] = [
  { name: 'Nutrition', href: '/category/nutrition' },
  { name: 'Fitness', href: '/category/fitness' },
  { name: 'Mental Health', href: '/category/mental-health' },
  { name: 'Preventive Care', href: '/category/preventive-care' },
];

/** The breadcrumb trail of a category page, or of an article in it: Home, category, article. */
export function breadcrumbTrail(
  category: { name: string; slug: string },
  article?: { title: string; id: string },
  lang: Lang = 'en',
): NavLink[] {
  const nav = navigationFor(lang);
  return [
    nav.home,
    { name: category.name, href: nav.categoryHref(category.slug) },
    ...(article ? [{ name: article.title, href: nav.articleHref(article.id) }] : []),
  ];
}
