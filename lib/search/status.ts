import { plural } from '@/lib/format';
import { site } from '@/lib/site/settings';
import type { SearchState } from './run-search';

/**
 * Where a search stands: finding its candidates or failed to; its matches shown while index files
 * are still coming (partial); every candidate checked (final); or some files failed (incomplete),
 * when no final count may be claimed.
 */
export type SearchPhase = 'loading' | 'error' | 'partial' | 'final' | 'incomplete';

export function searchPhase(state: SearchState): SearchPhase {
  if (state.status !== 'ready') return state.status;
  if (state.pending > 0) return 'partial';
  return state.failed > 0 ? 'incomplete' : 'final';
}

/**
 * The status line of the search view. Offline, a search runs over the index files this device
 * has already fetched (the service worker keeps them), so a failure says so.
 */
export function statusText(
  phase: SearchPhase,
  count: number,
  query: string,
  offline = false,
): string {
  const results = plural(count, 'result');
  if (offline && phase === 'error')
    return 'You are offline, and this search needs files this device has not saved yet. Please try again once you are connected.';
  if (offline && phase === 'incomplete')
    return `You are offline: ${results} for "${query}" from the articles this device can search. Results may be incomplete.`;
  switch (phase) {
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'Search is unavailable right now. Please try again.';
    case 'partial':
      return `${results} so far for "${query}", still searching article text…`;
    case 'incomplete':
      return `Search is incomplete: article text could not be searched. ${results} so far for "${query}". Please try again.`;
    case 'final':
      return `${results} for "${query}"`;
  }
}

/**
 * The search view's document title, 'Search: {q} - HealthHub', with each run of whitespace and
 * control characters in q as one space: a tab's title shows neither.
 */
export function searchTitle(query: string): string {
  return `Search: ${query.replace(/[\s\p{Cc}]+/gu, ' ').trim()} - ${site.name}`;
}
