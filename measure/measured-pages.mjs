/** The page types `npm run measure:lighthouse` and `npm run measure:throttled` measure, by path. */
export const measuredPages = {
  home: '/',
  article: '/blog/heart-healthy-diet-guide',
  category: '/category/mental-health',
  about: '/about',
  contact: '/contact',
};
