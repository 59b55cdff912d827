'use client';

import { useSearchParams } from 'next/navigation';
import { SearchResults } from './search-results';

/**
 * The home page's search view while ?q= holds text. The query is known only in the browser, so
 * this renders there alone; the prerendered normal view beside it stays in place, and CSS hides it
 * while the search view is shown (app/globals.css).
 */
export function SearchSwitch() {
  const query = (useSearchParams().get('q') ?? '').trim();
  return query ? <SearchResults key={query} query={query} /> : null;
}
