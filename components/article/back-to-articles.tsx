import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';

/** The link from an article back to the list of articles on the home page of its language. */
export function BackToArticles({ lang = 'en' }: { lang?: Lang }) {
  return (
    <Link
      href={navigationFor(lang).home.href}
      className="text-brand-800 mt-4 inline-flex items-center gap-2 rounded-md font-medium hover:underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {dictionaries[lang].article.backToArticles}
    </Link>
  );
}
