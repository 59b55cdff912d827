import Link from 'next/link';
import { DotSeparated } from '@/components/ui/dot-separated';
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
    <DotSeparated className="text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
        <ShieldCheck
          className="text-brand-700 dark:text-brand-500 size-4 shrink-0"
          aria-hidden="true"
        />
        {reviewedByLine(article.reviewer)}
      </span>
      <span>
        Last reviewed{' '}
        <time dateTime={article.lastReviewed}>{formatLongDate(article.lastReviewed)}</time>
      </span>
      <span>
        Next review due{' '}
        <time dateTime={article.nextReviewDue}>{formatLongDate(article.nextReviewDue)}</time>
      </span>
      {recordPath && (
        <Link
          href={recordPath}
          className="text-brand-800 hover:text-brand-900 inline-block py-1 underline"
        >
          What we checked
        </Link>
      )}
      <Link
        href={editorialPolicyLink.href}
        className="text-brand-800 hover:text-brand-900 inline-block py-1 underline"
      >
        Our editorial policy
      </Link>
    </DotSeparated>
  );
}
