import Link from 'next/link';
import type { ReviewRecord } from '@/lib/content';
import { REVIEW_KIND_HEADINGS } from '@/lib/content/review-kinds';

type Item = ReviewRecord['items'][number];

/**
 * One item of a record (shown under its national page): how urgent the page says it is, the page's
 * words, and where the article covers them or why not.
 */
export function RecordItem({
  item,
  articlePath,
  noun = 'article',
}: {
  item: Item;
  articlePath: string;
  /** What the record reviews: an article, or a first-aid page. */
  noun?: 'article' | 'first-aid page';
}) {
  const on = noun === 'article' ? 'In the article' : 'On the page';
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {REVIEW_KIND_HEADINGS[item.kind]}
      </p>
      <blockquote className="mt-1 text-slate-900">
        <p>“{item.quote}”</p>
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
