'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { queryOfHash } from '@/lib/search/result-link';

type Loaded = { SearchBar: ComponentType<{ query: string }>; query: string };

/**
 * An article opened from a search result (lib/search/result-link.ts) opens at its top like any
 * page; then its text gets the query's matches marked and a bar under the review line
 * (./search-bar.tsx). Both load only for such a visit: every other reading of an article loads
 * this check of its address alone.
 */
export function SearchMarks() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const query = queryOfHash(window.location.hash);
    if (!query) return;
    let live = true;
    void import('./search-bar').then(({ SearchBar }) => live && setLoaded({ SearchBar, query }));
    return () => {
      live = false;
    };
  }, []);
  return loaded && <loaded.SearchBar query={loaded.query} />;
}
