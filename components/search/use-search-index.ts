'use client';

import { useEffect, useState } from 'react';
import { withBasePath } from '@/lib/base-path.mjs';
import { SEARCH_INDEX_PATH, type SearchEntry } from '@/lib/content/search-index';

let request: Promise<SearchEntry[]> | undefined;

/** Fetches the index once per page load (a failed fetch may be retried by the next search). */
export function loadSearchIndex(): Promise<SearchEntry[]> {
  request ??= fetch(withBasePath(SEARCH_INDEX_PATH)).then((response) => {
    if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
    return response.json() as Promise<SearchEntry[]>;
  });
  request.catch(() => (request = undefined));
  return request;
}

export type IndexState =
  { status: 'loading' } | { status: 'ready'; entries: SearchEntry[] } | { status: 'error' };

export function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadSearchIndex().then(
      (entries) => live && setState({ status: 'ready', entries }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
