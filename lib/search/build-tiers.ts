import type { Article } from '@/lib/content/types';
import { cutShards, SHARD_BUDGET_BYTES, type BodyShard } from './body-shards';
import { toMetaEntry, type MetaTier } from './meta-tier';

export type SearchTiers = { meta: MetaTier; shards: BodyShard[] };

/** The meta tier and the body shards of the articles, which must be given in list order. */
export function buildTiers(
  articles: readonly Article[],
  budget: number = SHARD_BUDGET_BYTES,
): SearchTiers {
  const shards = cutShards(articles, budget);
  return { meta: { shards: shards.length, articles: articles.map(toMetaEntry) }, shards };
}
