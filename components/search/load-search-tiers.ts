import { withBasePath } from '@/lib/base-path.mjs';
import type { BodyShard } from '@/lib/search/body-shards';
import { isBodyShard, isMetaTier } from '@/lib/search/guards';
import type { MetaTier } from '@/lib/search/meta-tier';
import { META_PATH, shardPath } from '@/lib/search/paths';

async function fetchJson<T>(path: string, valid: (value: unknown) => value is T): Promise<T> {
  const response = await fetch(withBasePath(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const value: unknown = await response.json();
  if (!valid(value)) throw new Error(`${path}: not the search data of this site`);
  return value;
}

/** Each file is fetched once per page load; a failed fetch may be retried by the next search. */
function once<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  let request = cache.get(key);
  if (!request) {
    request = load();
    request.catch(() => cache.delete(key));
    cache.set(key, request);
  }
  return request;
}

const metaRequests = new Map<string, Promise<MetaTier>>();
const shardRequests = new Map<number, Promise<BodyShard>>();

export const loadMeta = (): Promise<MetaTier> =>
  once(metaRequests, META_PATH, () => fetchJson(META_PATH, isMetaTier));

export const loadShard = (index: number): Promise<BodyShard> =>
  once(shardRequests, index, () => fetchJson(shardPath(index), isBodyShard));
