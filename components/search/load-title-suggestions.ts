import { isManifest, isTitles } from '@/lib/search/guards';
import { titlesPath } from '@/lib/search/paths';
import { suggestTitles, type TitleEntry } from '@/lib/search/title-suggestions';
import { loadIndexFile, loadManifest } from './load-search-index';

let titles: Promise<TitleEntry[]> | null = null;

/** The titles of the build whose manifest is current: fetched once per page load, retried after a failure. */
function loadTitles(): Promise<TitleEntry[]> {
  titles ??= loadManifest().then((manifest) => {
    if (!isManifest(manifest)) throw new Error('manifest.json: not the search index of this site');
    return loadIndexFile(titlesPath(manifest.version), isTitles);
  });
  titles.catch(() => (titles = null));
  return titles;
}

/**
 * The header's title suggestions for `query` (lib/search/title-suggestions.ts), from the titles file alone.
 * Loaded with this module the first time the reader types in the search box; no suggestions
 * when it cannot be fetched.
 */
export async function suggestionsFor(query: string): Promise<TitleEntry[]> {
  try {
    return suggestTitles(await loadTitles(), query);
  } catch {
    return [];
  }
}
