import type { Lang } from '@/lib/i18n/languages';
import { isManifest, isTitles } from '@/lib/search/guards';
import { titlesPath } from '@/lib/search/paths';
import { suggestTitles, type TitleEntry } from '@/lib/search/title-suggestions';
import { loadIndexFile, loadManifest } from './load-search-index';

/** Each language's titles, from its own index (a Hindi page suggests the Hindi titles). */
const titles = new Map<Lang, Promise<TitleEntry[]>>();

/** The titles of the build whose manifest is current: fetched once per page load, retried after a failure. */
function loadTitles(lang: Lang): Promise<TitleEntry[]> {
  let loaded = titles.get(lang);
  if (!loaded) {
    loaded = loadManifest(lang).then((manifest) => {
      if (!isManifest(manifest))
        throw new Error('manifest.json: not the search index of this site');
      return loadIndexFile(titlesPath(manifest.version, lang), isTitles);
    });
    loaded.catch(() => titles.delete(lang));
    titles.set(lang, loaded);
  }
  return loaded;
}

/**
 * The header's title suggestions for `query` (lib/search/title-suggestions.ts), from the titles
 * file of the page's language alone. Loaded with this module the first time the reader types in
 * the search box; no suggestions when it cannot be fetched.
 */
export async function suggestionsFor(query: string, lang: Lang = 'en'): Promise<TitleEntry[]> {
  try {
    return suggestTitles(await loadTitles(lang), query);
  } catch {
    return [];
  }
}
