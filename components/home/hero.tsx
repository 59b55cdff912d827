import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { WhereToTurn } from '@/components/ui/where-to-turn';
import { dictionaries } from '@/lib/i18n/dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';

/**
 * The first topic the hero's Explore link opens: in English the nutrition category; in a
 * translation, whose categories are still filling, the topics hub.
 */
const exploreHref = (lang: Lang) =>
  lang === 'en' ? '/category/nutrition' : pathIn(lang, '/topics');

/** The home page's opening: the spec's headline and two links, and beside them on wide screens where to turn. */
export function Hero({ lang = 'en' }: { lang?: Lang }) {
  const words = dictionaries[lang].pages.home.hero;
  return (
    <section
      aria-labelledby="hero-title"
      className="from-brand-50 via-surface bg-gradient-to-br to-sky-50"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="text-brand-800 text-sm font-semibold tracking-wide uppercase">
            {words.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-slate-900 md:text-5xl"
          >
            {words.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{words.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href={exploreHref(lang)}
              className="bg-brand-700 hover:bg-brand-deep inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white"
            >
              {words.explore}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              href={pathIn(lang, '/contact')}
              className="hover:border-brand-700 hover:text-brand-800 bg-surface inline-flex items-center rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800"
            >
              {words.learnMore}
              <span className="sr-only">{words.learnMoreHidden}</span>
            </Link>
          </div>
        </div>
        <WhereToTurn lang={lang} />
      </div>
    </section>
  );
}
