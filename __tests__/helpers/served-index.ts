import type { Article } from '@/lib/content';
import { indexFiles } from '@/lib/search/index-files';
import { MANIFEST_PATH } from '@/lib/search/paths';
import { runSearch, type Load, type SearchState } from '@/lib/search/run-search';
import { buildSearchIndex } from '@/lib/search/search-index';

/**
 * The search index of `articles` as a browser gets it: each file through JSON, by path. It records
 * the paths asked for; `fails(path)` true makes that file's fetch fail.
 */
export function servedIndex(
  articles: readonly Article[],
  fails: (path: string) => boolean = () => false,
) {
  const files = new Map(indexFiles(buildSearchIndex(articles)));
  const requested: string[] = [];
  const parsed = new Map<string, unknown>();
  const read = (path: string) => {
    const json = files.get(path);
    if (json === undefined || fails(path)) throw new Error(`${path}: HTTP 404`);
    if (!parsed.has(path)) parsed.set(path, JSON.parse(json));
    return parsed.get(path);
  };
  const load: Load = async (path, valid) => {
    requested.push(path);
    const value = read(path);
    if (!valid(value)) throw new Error(`${path}: not the search index of this site`);
    return value;
  };
  const loadManifest = async () => read(MANIFEST_PATH);
  /** Every state a search for `query` goes through, the last one final (or failed). */
  async function search(query: string): Promise<SearchState[]> {
    const states: SearchState[] = [];
    await runSearch(query, loadManifest, load, (state) => states.push(state));
    return states;
  }
  return { files, requested, search };
}
