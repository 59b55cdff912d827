import { normaliseQuery } from '@/lib/content/queries';
import type { BodyShard } from './body-shards';
import type { MetaEntry, MetaTier } from './meta-tier';

/**
 * The search over the tiers, with the matching rule of docs/PRODUCT.md (`matches` in lib/content/queries): an
 * article matches when the trimmed, lower-cased query is a substring of its lower-cased title,
 * excerpt, category, any tag or body. The bodies in the shards are lower-cased already.
 */

const has = (field: string, needle: string) => field.toLowerCase().includes(needle);

export function titleMatches(entry: MetaEntry, needle: string): boolean {
  return has(entry.title, needle);
}

/** A match on the meta tier's fields alone (everything but the body). */
export function metaMatches(entry: MetaEntry, needle: string): boolean {
  return (
    has(entry.title, needle) ||
    has(entry.excerpt, needle) ||
    has(entry.category, needle) ||
    entry.tags.some((tag) => has(tag, needle))
  );
}

/** The ids whose body holds the needle, among the ids not already found. */
export function bodyHits(
  shards: readonly BodyShard[],
  needle: string,
  found: ReadonlySet<string>,
): Set<string> {
  const hits = new Set<string>();
  for (const { ids, bodies } of shards) {
    ids.forEach((id, i) => {
      if (!found.has(id) && bodies[i]?.includes(needle)) hits.add(id);
    });
  }
  return hits;
}

/** Whether the shards hold the body of every article of the meta tier. */
export function coversAll(meta: MetaTier, shards: readonly BodyShard[]): boolean {
  const covered = new Set(shards.flatMap((shard) => shard.ids));
  return meta.articles.every((entry) => covered.has(entry.id));
}

/** Title matches first, then the rest; each group keeps the order given (list order). */
export function titleFirst(entries: readonly MetaEntry[], needle: string): MetaEntry[] {
  const inTitle = entries.filter((entry) => titleMatches(entry, needle));
  return [...inTitle, ...entries.filter((entry) => !titleMatches(entry, needle))];
}

/**
 * The results for `query` from the meta tier and the shards loaded so far. `complete` says whether
 * those shards cover every article: only then are the results final.
 */
export function searchTiers(
  meta: MetaTier,
  shards: readonly BodyShard[],
  query: string,
): { results: MetaEntry[]; complete: boolean } {
  const complete = coversAll(meta, shards);
  const needle = normaliseQuery(query);
  if (!needle) return { results: [], complete };
  const inMeta = new Set(meta.articles.filter((e) => metaMatches(e, needle)).map((e) => e.id));
  const inBody = bodyHits(shards, needle, inMeta);
  const hits = meta.articles.filter((entry) => inMeta.has(entry.id) || inBody.has(entry.id));
  return { results: titleFirst(hits, needle), complete };
}
