/** The page types `npm run lighthouse` and `npm run throttled` measure, by path. */
export const measuredPages = {
  home: '/',
  article: '/blog/heart-healthy-diet-guide',
  category: '/category/mental-health',
  about: '/about',
  contact: '/contact',
};
