import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { numberIn } from '@/lib/category-pages/counts';
import { categoryPagePath, pageNumbers } from '@/lib/category-pages/paging';
import type { ClientDictionary } from '@/lib/i18n/client-dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';

const link =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold';
const idle = `${link} border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800`;
const here = `${link} border-brand-700 bg-brand-700 text-white`;

/**
 * Links between a category's numbered pages (plain links, so they work without JavaScript):
 * Previous, the first and last page with the pages around the current one, and Next, each left
 * out where there is no such page. `next` is the page after the last one shown (Load More moves it
 * on, see `neighbours`). In the page's language: its words, and its own pages' addresses.
 */
export function PageLinks({
  slug,
  current,
  pages,
  previous,
  next,
  lang,
  words,
}: {
  slug: string;
  current: number;
  pages: number;
  previous: number | undefined;
  next: number | undefined;
  lang: Lang;
  words: ClientDictionary['pages']['pageLinks'];
}) {
  const href = (page: number) => pathIn(lang, categoryPagePath(slug, page));
  return (
    <nav aria-label={words.label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous !== undefined && (
          <li>
            <Link href={href(previous)} rel="prev" className={idle}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              {words.previous}
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
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                className={page === current ? here : idle}
              >
                <span className="sr-only">{words.page}</span>
                {numberIn(page, lang)}
              </Link>
            </li>
          ),
        )}
        {next !== undefined && (
          <li>
            <Link href={href(next)} rel="next" className={idle}>
              {words.next}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
