import Link from 'next/link';
import { editorialPolicyLink } from '@/lib/site/navigation';
import { ShieldCheck } from 'lucide-react';
import type { Article } from '@/lib/content';
import { reviewedByLine } from '@/lib/content/review';
import { formatLongDate } from '@/lib/format';

/**
 * Who reviewed the article, when, and when it is reviewed again, with its review record (what was
 * checked against what) and the policy behind it.
 */
export function ReviewLine({ article, recordPath }: { article: Article; recordPath?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
        <ShieldCheck
          className="text-brand-700 dark:text-brand-500 size-4 shrink-0"
          aria-hidden="true"
        />
        {reviewedByLine(article.reviewer)}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        Last reviewed{' '}
        <time dateTime={article.lastReviewed}>{formatLongDate(article.lastReviewed)}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>
        Next review due{' '}
        <time dateTime={article.nextReviewDue}>{formatLongDate(article.nextReviewDue)}</time>
      </span>
      {recordPath && (
        <>
          <span aria-hidden="true">·</span>
          <Link
            href={recordPath}
            className="text-brand-800 hover:text-brand-900 inline-block py-1 underline"
          >
            What we checked
          </Link>
        </>
      )}
      <span aria-hidden="true">·</span>
      <Link
        href={editorialPolicyLink.href}
        className="text-brand-800 hover:text-brand-900 inline-block py-1 underline"
      >
        Our editorial policy
      </Link>
    </p>
  );
}
