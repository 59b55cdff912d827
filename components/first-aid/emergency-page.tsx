import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { SourcesList } from '@/components/article/sources-list';
import { CallForHelp } from './call-for-help';
import { Disclaimer } from '@/components/ui/disclaimer';
import { Prose } from '@/components/ui/prose';
import { renderArticle, type Emergency } from '@/lib/content';
import { firstAidRecordPath } from '@/lib/content/first-aid/paths';
import { formatLongDate } from '@/lib/format';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { navigationFor } from '@/lib/site/navigation';
import { site } from '@/lib/site/settings';

/**
 * One emergency's page, /first-aid/{id} in each language: the numbers to call first, then what to
 * look for, what to do and when to get help, with its sources and how it was checked.
 */
export function EmergencyPage({ emergency, lang }: { emergency: Emergency; lang: Lang }) {
  const words = dictionaries[lang].pages.firstAid;
  const { html, sources, sections } = renderArticle(emergency, lang);
  // Straight to the steps a reader needs: each age or situation of "What to do", else the steps.
  const steps = sections.filter((section) => section.depth === 3);
  const jumps = steps.length > 0 ? steps : sections.filter((s, i) => s.depth === 2 && i === 1);
  const { firstAidLink } = navigationFor(lang);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link
        href={firstAidLink.href}
        className="text-brand-800 inline-flex min-h-11 items-center gap-2 font-medium hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {words.all}
      </Link>
      <h1 className="mt-2 text-3xl leading-tight font-bold text-slate-900 md:text-4xl">
        {emergency.title}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{emergency.summary}</p>
      <CallForHelp lang={lang} uses={emergency.numbers} className="mt-6" />
      <nav aria-label={words.jump} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {jumps.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="border-brand-700 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Prose html={html} className="mt-6" />
      <p className="mt-8 text-sm text-slate-700">
        {fill(words.reviewed, {
          site: site.name,
          date: formatLongDate(emergency.lastReviewed, lang),
        })}{' '}
        <Link
          href={firstAidRecordPath(emergency.id)}
          hrefLang={lang === 'en' ? undefined : 'en'}
          className="text-brand-800 font-medium underline underline-offset-2"
        >
          {words.record}
        </Link>
      </p>
      {lang !== 'en' && <p className="mt-2 text-sm text-slate-700">{words.translated}</p>}
      <SourcesList sources={sources} lang={lang} />
      <div className="mt-10">
        <Disclaimer lang={lang} />
      </div>
    </div>
  );
}
