import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { categoryPagePath, pageNumbers } from '@/lib/category-pages/paging';

const link =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold';
const idle = `${link} border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800`;
const here = `${link} border-brand-700 bg-brand-700 text-white`;

/**
 * Links between a category's numbered pages (plain links, so they work without JavaScript):
 * Previous, the first and last page with the pages around the current one, and Next, each left
 * out where there is no such page. `next` is the page after the last one shown (Load More moves it
 * on, see `neighbours`).
 */
export function PageLinks({
  slug,
  current,
  pages,
  previous,
  next,
}: {
  slug: string;
  current: number;
  pages: number;
  previous: number | undefined;
  next: number | undefined;
}) {
  return (
    <nav aria-label="Pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous !== undefined && (
          <li>
            <Link href={categoryPagePath(slug, previous)} rel="prev" className={idle}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          </li>
        )}
        {pageNumbers(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={categoryPagePath(slug, page)}
                aria-current={page === current ? 'page' : undefined}
                className={page === current ? here : idle}
              >
                <span className="sr-only">Page </span>
                {page}
              </Link>
            </li>
          ),
        )}
        {next !== undefined && (
          <li>
            <Link href={categoryPagePath(slug, next)} rel="next" className={idle}>
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
