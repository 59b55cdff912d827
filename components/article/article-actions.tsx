import Link from 'next/link';
import { CalendarCheck } from 'lucide-react';
import type { Article } from '@/lib/content';
import { dictionaries } from '@/lib/i18n/dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/lib/seo/metadata';
import { navigationFor } from '@/lib/site/navigation';
import { ShareBar } from './share-bar';

/**
 * The article's share links, Copy Link and the booking button, in one row. The page shows it under
 * the header on wide screens and after the text on phones, so that on a phone nothing stands
 * between the title and the text (one copy is in the page at each width; the other is not
 * displayed). What it shares is the page in its language.
 */
export function ArticleActions({
  article,
  className,
  lang = 'en',
}: {
  article: Article;
  className: string;
  lang?: Lang;
}) {
  return (
    <div
      className={`flex-wrap items-center gap-3 border-y border-slate-200 py-4 print:hidden ${className}`}
    >
      <ShareBar
        url={absoluteUrl(pathIn(lang, `/blog/${article.id}`))}
        title={article.title}
        excerpt={article.excerpt}
        lang={lang}
      />
      <Link
        href={navigationFor(lang).bookingLink.href}
        className="bg-brand-700 hover:bg-brand-deep inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold text-white sm:ml-auto"
      >
        <CalendarCheck className="size-4" aria-hidden="true" />
        {dictionaries[lang].article.bookAppointment}
      </Link>
    </div>
  );
}
