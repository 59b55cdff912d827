'use client';

import { useEffect, useState } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { runSearch, type SearchState } from '@/lib/search/run-search';
import { loadIndexFile, loadManifest } from './load-search-index';

/** How often the results may be redrawn while index files are still coming. */
const REDRAW_MS = 150;

/**
 * The search for `query` in the index of `lang` (the page's language) as its index files arrive: candidates from the gram buckets, then the
 * matches found in their documents, `pending` files still to come. Intermediate states are drawn
 * at most every `REDRAW_MS` (a common word has thousands of matches in hundreds of files); the
 * final one at once. The view is keyed by its query (SearchSwitch), so a new query starts
 * afresh; the old one stops fetching.
 */
export function useSearch(query: string, lang: Lang = 'en'): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let latest: SearchState | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (live && latest) setState(latest);
    };
    const update = (next: SearchState) => {
      latest = next;
      if (next.status !== 'ready' || next.pending === 0) {
        clearTimeout(timer);
        flush();
      } else timer ??= setTimeout(flush, REDRAW_MS);
    };
    void runSearch(
      query,
      () => loadManifest(lang),
      loadIndexFile,
      update,
      () => live,
      lang,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, lang]);
  return state;
}
