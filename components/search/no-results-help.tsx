'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { AllTopicsLink } from '@/components/topics/all-topics-link';
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
 * with its index files only when a search finds nothing; the hub link stays if they fail.
 */
export function NoResultsHelp({ query, version }: { query: string; version: string }) {
  const [help, setHelp] = useState<Help>({ titles: [] });
  useEffect(() => {
    let live = true;
    Promise.all([
      loadIndexFile(titlesPath(version), isTitles),
      loadIndexFile(termsPath(version), isStrings),
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
  }, [query, version]);
  const { suggestion, titles } = help;
  return (
    <>
      {suggestion && (
        <p className="mt-4 text-lg text-slate-800">
          Did you mean{' '}
          <Link
            href={{ pathname: '/', query: { q: suggestion } }}
            className="text-brand-800 font-semibold underline underline-offset-2"
          >
            {suggestion}
          </Link>
          ?
        </p>
      )}
      <AllTopicsLink className="mt-4" />
      {titles.length > 0 && (
        <section aria-labelledby="start-with-title" className="mx-auto mt-8 max-w-xl text-left">
          <h2 id="start-with-title" className="text-lg font-semibold text-slate-900">
            Or start with one of these articles
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
            {titles.map(([id, title]) => (
              <li key={id}>
                <Link href={`/blog/${id}`} className="text-brand-800 underline underline-offset-2">
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
