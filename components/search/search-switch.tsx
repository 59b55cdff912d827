'use client';

import { useSearchParams } from 'next/navigation';
import { normaliseQuery } from '@/lib/search/fold';
import { SearchResults } from './search-results';

/**
 * The home page's search view while ?q= holds text to search for (not only spaces or invisible
 * characters). The query is known only in the browser, so
 * this renders there alone; the prerendered normal view beside it stays in place, and CSS hides it
 * while the search view is shown (app/globals.css).
 */
export function SearchSwitch() {
  const query = (useSearchParams().get('q') ?? '').trim();
  return normaliseQuery(query) ? <SearchResults key={query} query={query} /> : null;
}
