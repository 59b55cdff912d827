import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/category/category-listing';
import { categoryPageMetadata } from '@/lib/category-pages/category-metadata';
import { allCategoryPages, findCategoryPage } from '@/lib/category-pages/category-pages';
import { pageFromSegments, pageSegments } from '@/lib/category-pages/paging';

export const dynamicParams = false;

/** `/category/{slug}` is page 1; `/category/{slug}/page/{n}` page n >= 2 (`page` = ['page', n]). */
type Props = { params: Promise<{ slug: string; page?: string[] }> };

export function generateStaticParams() {
  return allCategoryPages().map(({ category, page }) => ({
    slug: category.slug,
    page: pageSegments(page),
  }));
}

async function lookup(params: Props['params']) {
  const { slug, page: segments } = await params;
  const page = pageFromSegments(segments);
  return (page && findCategoryPage(slug, page, 'en')) || notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryPageMetadata(await lookup(params));
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryListing {...await lookup(params)} />;
}
