/** What the 404 page says for a missing path (one static 404.html serves every unknown URL). */
export type NotFoundCopy = { title: string; action: string };

export function notFoundCopyFor(pathname: string): NotFoundCopy {
  if (pathname.startsWith('/blog/')) return { title: 'Article not found', action: 'Return Home' };
  if (pathname.startsWith('/category/'))
    return { title: 'Category not found', action: 'Return Home' };
  return { title: 'Oops! Page not found', action: 'Return to Home' };
}
