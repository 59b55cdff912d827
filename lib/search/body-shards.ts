import type { Article } from '@/lib/content/types';

/**
 * One body shard: the lower-cased readable text of the bodies (no markup) of consecutive articles (in list order), each
 * under the id at the same position. The ids let a client tell which articles a shard covers, so
 * files from two different builds never pass for a complete search.
 */
export type BodyShard = { ids: string[]; bodies: string[] };

/** The largest shard, in bytes of JSON, unless one article alone is larger. */
export const SHARD_BUDGET_BYTES = 256 * 1024;

/** The number of bytes of `text` in UTF-8 (the shards are cut at build time, in Node). */
export const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

const jsonBytes = (value: unknown) => utf8Length(JSON.stringify(value));
const EMPTY_SHARD_BYTES = jsonBytes({ ids: [], bodies: [] });

/**
 * Cuts the bodies into shards of at most `budget` bytes of JSON each, in the order given: each
 * article in exactly one shard, a shard never empty, an article larger than the budget alone.
 */
export function cutShards(
  articles: readonly Pick<Article, 'id' | 'text'>[],
  budget: number = SHARD_BUDGET_BYTES,
): BodyShard[] {
  const shards: BodyShard[] = [];
  let current: BodyShard = { ids: [], bodies: [] };
  let bytes = EMPTY_SHARD_BYTES;
  for (const { id, text } of articles) {
    const body = text.toLowerCase();
    // Two commas at most: one in each list (an upper bound, so the budget holds).
    const cost = jsonBytes(id) + jsonBytes(body) + 2;
    if (current.ids.length > 0 && bytes + cost > budget) {
      shards.push(current);
      current = { ids: [], bodies: [] };
      bytes = EMPTY_SHARD_BYTES;
    }
    current.ids.push(id);
    current.bodies.push(body);
    bytes += cost;
  }
  if (current.ids.length > 0) shards.push(current);
  return shards;
}
