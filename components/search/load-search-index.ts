import { withBasePath } from '@/lib/site/base-path.mjs';
import type { Lang } from '@/lib/i18n/languages';
import { manifestPath } from '@/lib/search/paths';
import type { Load } from '@/lib/search/run-search';

async function fetchJson(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(withBasePath(path), init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The manifest of the index of a language (the page's), revalidated for every search, so a new
 * deployment's index is the one searched.
 */
export const loadManifest = (lang: Lang = 'en'): Promise<unknown> =>
  fetchJson(manifestPath(lang), { cache: 'no-cache' });

const requests = new Map<string, Promise<unknown>>();

/**
 * One file of the index under the build's version: fetched once per page load (the versioned
 * files never change), checked on arrival; a failed fetch may be retried by the next search.
 */
export const loadIndexFile: Load = async (path, valid) => {
  let request = requests.get(path);
  if (!request) {
    request = fetchJson(path);
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  const value = await request;
  if (!valid(value)) throw new Error(`${path}: not the search index of this site`);
  return value;
};
