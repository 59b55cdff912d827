import { createHash } from 'node:crypto';
import type { Article } from '@/lib/content/types';
import { foldForSearch } from './fold';
import { bucketOf, indexGrams } from './grams';
import { PostingList } from './posting-list';
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
 *   candidates to check;
 * - the titles: every article's id and title, for the header's title suggestions;
 * - the terms: the words and phrases of titles, tags and categories "Did you mean" draws on.
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
  /** The grams of each bucket. */
  buckets: string[][];
  postings: ReadonlyMap<string, PostingList>;
  docs: SearchDoc[];
};

/** Folded, as the rule compares them (./fold.ts): the fields a query may match. */
export const searchedFields = (doc: Omit<SearchDoc, 'draft'>): string[] =>
  [doc.title, doc.excerpt, doc.category, ...doc.tags, doc.text].map(foldForSearch);

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
  const postings = new Map<string, PostingList>();
  docs.forEach((doc, position) => {
    for (const gram of indexGrams(searchedFields(doc))) {
      let list = postings.get(gram);
      if (!list) postings.set(gram, (list = new PostingList()));
      list.add(position);
    }
  });
  let totalBytes = 0;
  for (const [gram, list] of postings)
    totalBytes += JSON.stringify(gram).length + list.jsonLength + 2;
  const buckets: string[][] = Array.from({ length: bucketCount(totalBytes) }, () => []);
  for (const gram of postings.keys()) buckets[bucketOf(gram, buckets.length)]!.push(gram);
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
    postings,
    docs,
  };
}

/** A bucket as its file holds it: {"gram": [deltas], ...}. */
export function bucketJson(index: SearchIndex, bucket: number): string {
  const entries = index.buckets[bucket]!.map(
    (gram) => `${JSON.stringify(gram)}:${index.postings.get(gram)!.toJson()}`,
  );
  return `{${entries.join(',')}}`;
}
