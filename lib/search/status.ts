import { plural } from '@/lib/format';
import { site } from '@/lib/site';
import type { BodyShard } from './body-shards';
import type { MetaTier } from './meta-tier';

/**
 * Where a search stands: the meta tier loading or failed; its matches shown while body shards
 * load (partial); every article searched (final); or shards failed or did not cover every article
 * (incomplete), when no final count may be claimed.
 */
export type SearchPhase = 'loading' | 'error' | 'partial' | 'final' | 'incomplete';

/**
 * The search data as it arrives: the meta tier loading or failed, or ready with the body shards in
 * so far and how many are still pending. `searchPhase` reads only the status and `pending`.
 */
export type TiersState<Ready extends object = { meta: MetaTier; shards: BodyShard[] }> =
  { status: 'loading' } | { status: 'error' } | ({ status: 'ready'; pending: number } & Ready);

export function searchPhase(load: TiersState<object>, complete: boolean): SearchPhase {
  if (load.status !== 'ready') return load.status;
  if (complete) return 'final';
  return load.pending > 0 ? 'partial' : 'incomplete';
}

/** The status line of the search view. */
export function statusText(phase: SearchPhase, count: number, query: string): string {
  const results = plural(count, 'result');
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
