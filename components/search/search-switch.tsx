'use client';

import { useSearchParams } from 'next/navigation';
import { normaliseQuery } from '@/lib/search/fold';
import { QUERY_MAX_LENGTH } from '@/lib/search/result-link';
import { SearchResults } from './search-results';

/**
 * The home page's search view while ?q= holds text to search for (not only spaces or invisible
 * characters), its first QUERY_MAX_LENGTH characters. The query is known only in the browser, so
 * this renders there alone; the prerendered normal view beside it stays in place, and CSS hides it
 * while the search view is shown (app/globals.css).
 */
export function SearchSwitch() {
  const query = (useSearchParams().get('q') ?? '').slice(0, QUERY_MAX_LENGTH).trim();
  return normaliseQuery(query) ? <SearchResults key={query} query={query} /> : null;
}
