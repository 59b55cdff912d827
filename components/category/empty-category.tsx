import Link from 'next/link';
import { dictionaries } from '@/lib/i18n/dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';

/**
 * A registered category without articles: what to expect, and a way back to all articles. A
 * translated category that is empty while the English one has articles links to those.
 */
export function EmptyCategory({
  lang = 'en',
  slug,
  englishTotal = 0,
}: {
  lang?: Lang;
  slug?: string;
  englishTotal?: number;
}) {
  const words = dictionaries[lang].pages.category.empty;
  const inEnglish = lang !== 'en' && slug !== undefined && englishTotal > 0;
  const button =
    'bg-brand-700 hover:bg-brand-deep mt-6 inline-block rounded-full px-6 py-3 font-semibold text-white';
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{words.title}</h2>
      <p className="mt-2 text-slate-600">{words.text}</p>
      {inEnglish ? (
        <div className="flex flex-wrap items-baseline justify-center gap-x-6">
          <Link href={`/category/${slug}`} hrefLang="en" className={button}>
            {words.inEnglish}
          </Link>
          <Link
            href={navigationFor(lang).home.href}
            className="text-brand-800 mt-4 inline-block py-1 font-semibold underline underline-offset-2"
          >
            {words.browse}
          </Link>
        </div>
      ) : (
        <Link href={pathIn(lang, '/')} className={button}>
          {words.browse}
        </Link>
      )}
    </div>
  );
}
