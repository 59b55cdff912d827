import type { Lang } from '@/lib/i18n/languages';
import { withBasePath } from '@/lib/site/base-path.mjs';
import { isCardFile, type CardFile } from '@/lib/category-pages/card-file';
import { cardsPath } from '@/lib/category-pages/paging';

/**
 * The cards of page `page` of the category `slug`, from its static file (a translation's from its
 * language's folder: it lists that language's articles). Throws on a network or
 * HTTP error, and on a file that is not that page's cards (stale, foreign or broken).
 */
export async function loadCardFile(
  slug: string,
  page: number,
  lang: Lang = 'en',
): Promise<CardFile> {
  const path = cardsPath(slug, page, lang);
  const response = await fetch(withBasePath(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const value: unknown = await response.json();
  if (!isCardFile(value) || value.category !== slug || value.page !== page)
    throw new Error(`${path}: not the cards of page ${page} of ${slug}`);
  return value;
}
