import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import { CallForHelp } from './call-for-help';
import { Disclaimer } from '@/components/ui/disclaimer';
import { PageHeader } from '@/components/ui/page-header';
import { emergenciesIn, getCorpus } from '@/lib/content';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';

/**
 * The emergencies page, /first-aid in each language: the numbers to call, then every emergency, in
 * the page's language where it is translated, else in English (its link and words say so).
 */
export function FirstAidIndex({ lang }: { lang: Lang }) {
  const words = dictionaries[lang].pages.firstAid;
  const { firstAidHref } = navigationFor(lang);
  const translated = emergenciesIn(lang);
  const shown = getCorpus().firstAid.emergencies.map((english) => {
    const inLang = translated.find((t) => t.id === english.id);
    return inLang
      ? { ...inLang, href: firstAidHref(english.id), english: false }
      : { ...english, href: navigationFor('en').firstAidHref(english.id), english: lang !== 'en' };
  });
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <CallForHelp lang={lang} />
        <section aria-labelledby="emergencies-title" className="mt-10">
          <h2 id="emergencies-title" className="text-2xl font-bold text-slate-900">
            {words.list}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {shown.map((e) => (
              <li key={e.id} lang={e.english ? 'en' : undefined}>
                <Link
                  href={e.href}
                  hrefLang={e.english ? 'en' : undefined}
                  className="hover:border-brand-700 flex h-full items-start justify-between gap-3 rounded-2xl border border-slate-200 p-4 hover:bg-slate-50"
                >
                  <span>
                    <span className="block text-lg font-semibold text-slate-900">{e.title}</span>
                    <span className="mt-1 block text-sm text-slate-700">{e.summary}</span>
                  </span>
                  <ChevronRight
                    className="mt-1 size-5 shrink-0 text-slate-500"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-10">
          <Disclaimer lang={lang} />
        </div>
      </div>
    </>
  );
}
