'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { searchClient } from '@/lib/i18n/dictionaries/en/client/search';
import { pathIn } from '@/lib/i18n/languages';
import { didYouMean } from '@/lib/search/did-you-mean';
import { isStrings, isTitles } from '@/lib/search/guards';
import { termsPath, titlesPath } from '@/lib/search/paths';
import type { TitleEntry } from '@/lib/search/title-suggestions';
import { loadIndexFile } from './load-search-index';

/** How many article titles a search with no hits offers to start from. */
export const STARTING_TITLES = 5;

type Help = { suggestion?: string; titles: TitleEntry[] };

/**
 * Where to go from a search with no hits, under the spec's sentence: "Did you mean ...?" when a
 * term of the titles, tags or categories is a few typing mistakes away, the topics hub, and the
 * first few articles in list order as plain links (not cards: they are not results). Loaded
 * with its index files only when a search finds nothing; the hub link stays if they fail. All of
 * it in the page's language, from that language's index.
 */
export function NoResultsHelp({ query, version }: { query: string; version: string }) {
  const { lang, t } = useLanguage({ search: searchClient });
  const words = t.search;
  const [help, setHelp] = useState<Help>({ titles: [] });
  useEffect(() => {
    let live = true;
    Promise.all([
      loadIndexFile(titlesPath(version, lang), isTitles),
      loadIndexFile(termsPath(version, lang), isStrings),
    ])
      .then(([titles, terms]) => {
        const phrases = [...titles.map(([, title]) => title), ...terms];
        if (live)
          setHelp({
            suggestion: didYouMean(query, terms, phrases),
            titles: titles.slice(0, STARTING_TITLES),
          });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [query, version, lang]);
  const { suggestion, titles } = help;
  const [beforeTerm, afterTerm = ''] = words.didYouMean.split('{term}');
  return (
    <>
      {suggestion && (
        <p className="mt-4 text-lg text-slate-800">
          {beforeTerm}
          <Link
            href={{ pathname: pathIn(lang, '/'), query: { q: suggestion } }}
            className="text-brand-800 font-semibold underline underline-offset-2"
          >
            {suggestion}
          </Link>
          {afterTerm}
        </p>
      )}
      <p className="mt-4">
        <Link
          href={pathIn(lang, '/topics')}
          className="text-brand-800 inline-block py-1 font-semibold underline underline-offset-2"
        >
          {words.allTopics}
        </Link>
      </p>
      {titles.length > 0 && (
        <section aria-labelledby="start-with-title" className="mx-auto mt-8 max-w-xl text-left">
          <h2 id="start-with-title" className="text-lg font-semibold text-slate-900">
            {words.startWith}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
            {titles.map(([id, title]) => (
              <li key={id}>
                <Link
                  href={pathIn(lang, `/blog/${id}`)}
                  className="text-brand-800 underline underline-offset-2"
                >
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
