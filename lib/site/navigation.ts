/** Links shared by the header, the mobile menu and the footer. */
export type NavLink = { name: string; href: string };

export const mainNav: NavLink[] = [{ name: 'Blogs', href: '/' }];

export const bookingLink: NavLink = { name: 'Book an appointment', href: '/contact' };

export const quickLinks: NavLink[] = [
  { name: 'About Us', href: '/about' },
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms of Use', href: '/terms' },
];

/** The health topics hub: every category and an A-Z of topics. Linked from the header, the mobile
 * menu (after the spec's items), the footer, the home page's topic tiles and the 404 page. */
export const topicsHubLink: NavLink = { name: 'Health topics', href: '/topics' };

/** How articles are sourced, reviewed and corrected: linked from the footer and each review line. */
export const editorialPolicyLink: NavLink = { name: 'Editorial policy', href: '/editorial-policy' };

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
): NavLink[] {
  return [
    { name: 'Home', href: '/' },
    { name: category.name, href: `/category/${category.slug}` },
    ...(article ? [{ name: article.title, href: `/blog/${article.id}` }] : []),
  ];
}

/** Whether a nav link is the current page: home also covers the article pages it lists. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/' || pathname.startsWith('/blog/');
  return pathname === href || pathname.startsWith(`${href}/`);
}
