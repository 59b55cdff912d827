import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { site } from '@/lib/site/settings';

type Figure = (typeof site.claims.aboutFigures)[number];

/** A figure's label in the page's language; one the dictionary lacks stays English, marked so. */
function labelOf(figure: Figure, lang: Lang) {
  if (lang === 'en') return figure.label;
  const labels: Record<string, string> = dictionaries[lang].pages.about.figures;
  const label = labels[figure.label];
  return label ?? <span lang="en">{figure.label}</span>;
}

/**
 * The About page's four figures (site settings the clinic confirms before launch): shown as the
 * settings give them in every language, each claim listed by `npm run check:launch` until it is.
 */
export function Stats({ lang = 'en' }: { lang?: Lang }) {
  const stats = site.claims.aboutFigures;
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="bg-surface flex flex-col-reverse rounded-2xl border border-slate-200 p-6 text-center shadow-sm"
        >
          <dt className="mt-1 text-slate-600">{labelOf(stat, lang)}</dt>
          <dd className="text-brand-800 text-3xl font-bold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
