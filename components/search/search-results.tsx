'use client';

import { useMemo } from 'react';
import { searchTiers } from '@/lib/search/engine';
import { searchPhase, searchTitle, statusText } from '@/lib/search/status';
import { PostCard } from '@/components/posts/post-card';
import { useDocumentTitle } from './use-document-title';
import { useSearchTiers } from './use-search-tiers';

/**
 * The home page's search view for a trimmed, non-empty query. Matches on titles, excerpts, tags
 * and categories show as soon as the meta tier is in; the count is final once every body is.
 */
export function SearchResults({ query }: { query: string }) {
  const tiers = useSearchTiers();
  useDocumentTitle(searchTitle(query));
  const { results, complete } = useMemo(
    () =>
      tiers.status === 'ready'
        ? searchTiers(tiers.meta, tiers.shards, query)
        : { results: [], complete: false },
    [tiers, query],
  );
  const phase = searchPhase(tiers, complete);

  return (
    <div data-search-view="" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">Search Results</h1>
      <p role="status" className="mt-2 text-slate-600">
        {statusText(phase, results.length, query)}
      </p>
      {phase === 'final' && results.length === 0 && (
        <p className="mt-10 rounded-2xl bg-slate-50 px-6 py-12 text-center text-lg text-slate-700">
          No articles found. Try different keywords.
        </p>
      )}
      {results.length > 0 && (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {results.map((entry) => (
            <li key={entry.id}>
              <PostCard article={entry} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
