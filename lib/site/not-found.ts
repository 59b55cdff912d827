// What the 404 page says for a missing path (one static 404 page per language serves every
// unknown URL): an article, a category, or any page. Browser-safe.
import { shellClient } from '../i18n/dictionaries/en/client/shell';
import { pathWithoutLanguage } from '../i18n/languages';

export type NotFoundCopy = { title: string; action: string };
type NotFoundWords = typeof shellClient.notFound;

/** What was not found at a path (with or without its language prefix). */
export function notFoundKind(pathname: string): 'article' | 'category' | 'page' {
  const path = pathWithoutLanguage(pathname);
  if (path.startsWith('/blog/')) return 'article';
  if (path.startsWith('/category/')) return 'category';
  return 'page';
}

export function notFoundCopyFor(
  pathname: string,
  words: NotFoundWords = shellClient.notFound,
): NotFoundCopy {
  return words[notFoundKind(pathname)];
}
