import Link from 'next/link';
import { DraftBadge } from '@/components/posts/draft-badge';
import type { Article } from '@/lib/content';
import { formatLongDate } from '@/lib/format';
import { ReviewLine } from './review-line';
import { DotSeparated } from '@/components/ui/dot-separated';
import { ArticleActions } from './article-actions';

/**
 * The top of an article: its category, title and summary, who wrote it and when, who reviewed
 * it (with a link to its review record when it has one); on wide screens, the share links and the
 * booking button (after the text on phones: the article page).
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
      <DotSeparated className="text-sm text-slate-600">
        <span>{article.author}</span>
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
        {article.updated && (
          <span>
            Updated <time dateTime={article.updated}>{formatLongDate(article.updated)}</time>
          </span>
        )}
        <span>{article.readTime} read</span>
      </DotSeparated>
      <ReviewLine article={article} recordPath={recordPath} />
      <ArticleActions article={article} className="hidden md:flex" />
    </header>
  );
}
