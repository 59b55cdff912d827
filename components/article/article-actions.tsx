import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';
import type { Article } from '@/lib/content';
import { absoluteUrl } from '@/lib/seo/metadata';
import { ShareBar } from './share-bar';

/**
 * The article's share links, Copy Link and the booking button, in one row. The page shows it under
 * the header on wide screens and after the text on phones, so that on a phone nothing stands
 * between the title and the text (one copy is in the page at each width; the other is not
 * displayed).
 */
export function ArticleActions({ article, className }: { article: Article; className: string }) {
  return (
    <div
      className={`flex-wrap items-center gap-3 border-y border-slate-200 py-4 print:hidden ${className}`}
    >
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
  );
}
