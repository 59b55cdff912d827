import type { ClientDictionary } from '@/lib/i18n/client-dictionary';
import { searchClient } from '@/lib/i18n/dictionaries/en/client/search';
import type { Lang } from '@/lib/i18n/languages';
import { fill, plural } from '@/lib/i18n/text';
import { site } from '@/lib/site/settings';
import { INVISIBLE } from './fold';
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

/** The search view's words (lib/i18n/dictionaries/{lang}/client/search.ts) and their language. */
export type SearchWords = { words: ClientDictionary['search']; lang: Lang };

const ENGLISH: SearchWords = { words: searchClient, lang: 'en' };

/** "1 result", "3 results": English writes the count as it always has (no separators). */
function resultsText(count: number, { words, lang }: SearchWords): string {
  if (lang === 'en') return fill(count === 1 ? words.results.one : words.results.other, { count });
  return plural(words.results, count, lang);
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
  language: SearchWords = ENGLISH,
): string {
  const { status } = language.words;
  // Its invisible characters dropped: a direction control in it would reorder the sentence.
  const values = { results: resultsText(count, language), query: query.replace(INVISIBLE, '') };
  if (offline && phase === 'error') return status.offlineError;
  if (offline && phase === 'incomplete') return fill(status.offlineIncomplete, values);
  switch (phase) {
    case 'loading':
      return status.loading;
    case 'error':
      return status.error;
    case 'partial':
    case 'incomplete':
    case 'final':
      return fill(status[phase], values);
  }
}

/**
 * The search view's document title, 'Search: {q} - HealthHub', with each run of whitespace and
 * control characters in q as one space: a tab's title shows neither.
 */
export function searchTitle(
  query: string,
  words: ClientDictionary['search'] = searchClient,
): string {
  // The query's invisible characters dropped (direction controls among them: an override would
  // reorder the site's words after it in the tab's title); spaces and control characters as one.
  const plain = query
    .replace(INVISIBLE, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  return fill(words.documentTitle, { query: plain, site: site.name });
}
