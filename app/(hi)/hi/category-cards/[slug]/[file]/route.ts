// The Hindi category pages' card files (/hi/category-cards/{slug}/{n}.json): the Hindi cards Load More appends.
import { toCardFile } from '@/lib/category-pages/card-file';
import { allCategoryPages, findCategoryPage } from '@/lib/category-pages/category-pages';
import { cardsFile, pageFromCardsFile } from '@/lib/category-pages/paging';

export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { params: Promise<{ slug: string; file: string }> };

/** One file per page of each category (1.json, 2.json...), as the Hindi pages list them. */
export function generateStaticParams() {
  return allCategoryPages('hi').map(({ category, page }) => ({
    slug: category.slug,
    file: cardsFile(page),
  }));
}

export async function GET(_request: Request, { params }: Params) {
  const { slug, file } = await params;
  const page = pageFromCardsFile(file);
  const found = page === undefined ? undefined : findCategoryPage(slug, page, 'hi');
  return found ? Response.json(toCardFile(found)) : new Response('Not found', { status: 404 });
}
