import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';
import { DraftBadge } from '@/components/posts/draft-badge';
import type { Article } from '@/lib/content';
import { formatLongDate } from '@/lib/format';
import { absoluteUrl } from '@/lib/seo/metadata';
import { ReviewLine } from './review-line';
import { ShareBar } from './share-bar';

/**
 * The top of an article: its category, title and summary, who wrote it and when, who reviewed
 * it (with a link to its review record when it has one), the share links and the booking button.
 */
export function ArticleHeader({ article, recordPath }: { article: Article; recordPath?: string }) {
  return (
    <header className="mt-6 space-y-4">
      <Link
        href={`/category/${article.categorySlug}`}
        className="bg-brand-50 text-brand-800 inline-block rounded-full px-3 py-1 text-sm font-semibold"
      >
        {article.category}
      </Link>
      {article.draft && <DraftBadge className="ml-2" />}
      <h1 className="text-3xl leading-tight font-bold text-slate-900 md:text-4xl">
        {article.title}
      </h1>
      <p className="text-lg text-slate-700">{article.excerpt}</p>
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
        <span>{article.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        {article.updated && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              Updated <time dateTime={article.updated}>{formatLongDate(article.updated)}</time>
            </span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span>{article.readTime} read</span>
      </p>
      <ReviewLine article={article} recordPath={recordPath} />
      <div className="flex flex-wrap items-center gap-3 border-y border-slate-200 py-4 print:hidden">
        <ShareBar
          url={absoluteUrl(`/blog/${article.id}`)}
          title={article.title}
          excerpt={article.excerpt}
        />
        <Link
          href="/contact"
          className="bg-brand-700 hover:bg-brand-deep inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold text-white sm:ml-auto"
        >
          <CalendarCheck className="size-4" aria-hidden="true" />
          Book Appointment
        </Link>
      </div>
    </header>
  );
}
