'use client';

import { search } from '@/lib/content/queries';
import { plural } from '@/lib/format';
import { site } from '@/lib/site';
import { PostCard } from '@/components/posts/post-card';
import { useDocumentTitle } from './use-document-title';
import { useSearchIndex } from './use-search-index';

/** The home page's search view for a trimmed, non-empty query. */
export function SearchResults({ query }: { query: string }) {
  const index = useSearchIndex();
  useDocumentTitle(`Search: ${query} - ${site.name}`);
  const results = index.status === 'ready' ? search(index.entries, query) : [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">Search Results</h1>
      <p role="status" className="mt-2 text-slate-600">
        {index.status === 'loading' && 'Searching…'}
        {index.status === 'error' && 'Search is unavailable right now. Please try again.'}
        {index.status === 'ready' && `${plural(results.length, 'result')} for "${query}"`}
      </p>
      {index.status === 'ready' && results.length === 0 && (
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
