'use client';

import { useSearchParams } from 'next/navigation';
import { SearchResults } from './search-results';

/** The home page shows search results while ?q= holds text, else its normal view (the children). */
export function SearchSwitch({ children }: { children: React.ReactNode }) {
  const query = (useSearchParams().get('q') ?? '').trim();
  return query ? <SearchResults query={query} /> : children;
}
