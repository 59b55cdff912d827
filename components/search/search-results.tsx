'use client';

import { lazy, Suspense } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { searchClient } from '@/lib/i18n/dictionaries/en/client/search';
import { normaliseQuery } from '@/lib/search/fold';
import { searchPhase, searchTitle, statusText } from '@/lib/search/status';
import { ResultCard } from './result-card';
import { useOnline } from './use-online';
import { useDocumentTitle } from './use-document-title';
import { useSearch } from './use-search';

/** Loaded only when a search finds nothing. */
const NoResultsHelp = lazy(() =>
  import('./no-results-help').then((m) => ({ default: m.NoResultsHelp })),
);

/**
 * The home page's search view for a trimmed, non-empty query, over the articles of the page's
 * language (its own index) and in its words. Matches show as the index files holding them arrive,
 * each with where it matched; the count is final once every candidate has been checked.
 */
export function SearchResults({ query }: { query: string }) {
  const { lang, t } = useLanguage({ search: searchClient });
  const words = t.search;
  const search = useSearch(query, lang);
  useDocumentTitle(searchTitle(query, words));
  const results = search.status === 'ready' ? search.results : [];
  const version = search.status === 'ready' ? search.version : '';
  const needle = normaliseQuery(query);
  const phase = searchPhase(search);
  const online = useOnline();

  return (
    <div data-search-view="" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">{words.heading}</h1>
      <p role="status" className="mt-2 text-slate-600">
        {statusText(phase, results.length, query, !online, { words, lang })}
      </p>
      {phase === 'final' && results.length === 0 && (
        <div className="mt-10 rounded-2xl bg-slate-50 px-6 py-10 text-center">
          <p className="text-lg text-slate-700">{words.noResults}</p>
          <Suspense>
            <NoResultsHelp query={query} version={version} />
          </Suspense>
        </div>
      )}
      {results.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {results.map((hit) => (
            <li key={hit.card.id}>
              <ResultCard hit={hit} query={query} needle={needle} version={version} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
