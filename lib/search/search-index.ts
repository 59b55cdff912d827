import { createHash } from 'node:crypto';
import type { Article } from '@/lib/content/types';
import { bucketOf, indexGrams } from './grams';
import { toMetaEntry, type SearchDoc } from './search-card';

/**
 * The search index of a build, written as static files (`build-steps/write-search-index.ts`):
 * - the manifest: the build's version and the index's dimensions;
 * - gram buckets: for every gram (lib/search/grams.ts), the articles holding it, as positions in
 *   list order, delta-encoded, hashed into buckets of about `BUCKET_BYTES` each;
 * - one document per article: its card fields and its readable text;
 * - card files: the cards of `CARDS_PER_FILE` consecutive articles, for queries whose postings
 *   are exact (no text needed);
 * - blocks: the documents of `DOCS_PER_BLOCK` consecutive articles, for queries with many
 *   candidates to check.
 * Every file but the manifest sits under the version, so a search never mixes two builds.
 */

export type SearchManifest = {
  version: string;
  articles: number;
  buckets: number;
  cardsPerFile: number;
  docsPerBlock: number;
};
/** Gram -> positions (in list order) of the articles holding it, as deltas: [3, 1, 4] = 3, 4, 8. */
export type GramBucket = Record<string, number[]>;

export const CARDS_PER_FILE = 32;
export const DOCS_PER_BLOCK = 16;
/** The raw size a gram bucket aims at: a long query fetches up to six. */
export const BUCKET_BYTES = 16 * 1024;

export type SearchIndex = {
  manifest: SearchManifest;
  buckets: GramBucket[];
  docs: SearchDoc[];
};

/** Lower-cased, as the rule compares them: the fields a query may match. */
export const searchedFields = (doc: Omit<SearchDoc, 'draft'>): string[] =>
  [doc.title, doc.excerpt, doc.category, ...doc.tags, doc.text].map((f) => f.toLowerCase());

export function deltas(positions: readonly number[]): number[] {
  return positions.map((value, i) => (i === 0 ? value : value - positions[i - 1]!));
}

/** Whole powers of two, so a bucket count never needs more than a shift to compare. */
function bucketCount(totalBytes: number): number {
  let buckets = 1;
  while (buckets * BUCKET_BYTES < totalBytes) buckets *= 2;
  return buckets;
}

/** The index of `articles`, which must be given in list order. */
export function buildSearchIndex(articles: readonly Article[]): SearchIndex {
  const docs = articles.map((a): SearchDoc => ({ ...toMetaEntry(a), text: a.text }));
  const postings = new Map<string, number[]>();
  docs.forEach((doc, position) => {
    for (const gram of indexGrams(searchedFields(doc))) {
      const list = postings.get(gram);
      if (list) list.push(position);
      else postings.set(gram, [position]);
    }
  });
  const encoded = [...postings].map(([gram, list]) => [gram, deltas(list)] as const);
  const totalBytes = encoded.reduce(
    (sum, [gram, list]) => sum + JSON.stringify(gram).length + JSON.stringify(list).length + 2,
    0,
  );
  const buckets: GramBucket[] = Array.from({ length: bucketCount(totalBytes) }, () => ({}));
  for (const [gram, list] of encoded) buckets[bucketOf(gram, buckets.length)]![gram] = list;
  const version = createHash('sha256').update(JSON.stringify(docs)).digest('hex').slice(0, 12);
  return {
    manifest: {
      version,
      articles: docs.length,
      buckets: buckets.length,
      cardsPerFile: CARDS_PER_FILE,
      docsPerBlock: DOCS_PER_BLOCK,
    },
    buckets,
    docs,
  };
}
