import Link from 'next/link';
import type { ReviewRecord } from '@/lib/content';

type Item = ReviewRecord['items'][number];
type Page = ReviewRecord['pages'][number];

/** One item of a record: the national page's words, and where the article covers them or why not. */
export function RecordItem({
  item,
  page,
  articlePath,
  noun = 'article',
}: {
  item: Item;
  page?: Page;
  articlePath: string;
  /** What the record reviews: an article, or a first-aid page. */
  noun?: 'article' | 'first-aid page';
}) {
  const on = noun === 'article' ? 'In the article' : 'On the page';
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <blockquote className="text-slate-900">
        <p>“{item.quote}”</p>
        {page && (
          <footer className="mt-1 text-sm text-slate-600">
            <a
              href={page.url}
              className="text-brand-800 hover:text-brand-900 underline"
              rel="noopener"
            >
              {page.publisher}: {page.title}
            </a>
          </footer>
        )}
      </blockquote>
      <p className="mt-3 text-sm text-slate-700">
        {item.place ? (
          <>
            <span className="font-semibold text-slate-900">{on}: </span>
            <Link
              href={`${articlePath}#${item.place.anchor}`}
              className="text-brand-800 hover:text-brand-900 underline"
            >
              {item.place.label}
            </Link>
            {item.says && <>, which says “{item.says}”</>}
          </>
        ) : item.omitted ? (
          <>
            <span className="font-semibold text-slate-900">Left out: </span>
            {item.omitted}{' '}
            {item.seeAlso && (
              <a
                href={item.seeAlso}
                className="text-brand-800 hover:text-brand-900 underline"
                rel="noopener"
              >
                Where to read about it
              </a>
            )}
          </>
        ) : (
          <>
            <span className="font-semibold text-slate-900">Not yet {on.toLowerCase()}: </span>
            {item.missing}
          </>
        )}
      </p>
    </li>
  );
}
