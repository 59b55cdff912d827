// Links as menus show them, and which one is the current page. Browser-safe.

/** Links shared by the header, the mobile menu and the footer. */
export type NavLink = {
  name: string;
  href: string;
  /** The language of the page it leads to, when it is not the page's own (an English-only page). */
  hrefLang?: string;
};

/** Whether a nav link is the current page: a home also covers the article pages it lists. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/' || pathname.startsWith('/blog/');
  if (href === '/hi') return pathname === '/hi' || pathname.startsWith('/hi/blog/');
  return pathname === href || pathname.startsWith(`${href}/`);
}
