import type { Lang } from '@/lib/i18n/languages';
import { normaliseQuery } from './fold';
import {
  bodyMatchOf,
  docMatches,
  intersect,
  planFetches,
  undelta,
  type BodyMatch,
  type Fetch,
  type SearchHit,
} from './engine';
import { bodyCountOf, hitOf, mergeHits, type Hit } from './rank';
import { bucketOf, queryGrams } from './grams';
import { isBlock, isBucket, isCards, isDoc, isManifest } from './guards';
import type { MetaEntry } from './search-card';
import { blockPath, bucketPath, cardsPath, docPath, manifestPath } from './paths';
import { cardOf, type SearchDoc } from './search-card';
import type { SearchManifest } from './search-index';

/** Fetches one file of the index and checks its shape; rejects on any failure. */
export type Load = <T>(path: string, valid: (value: unknown) => value is T) => Promise<T>;

/**
 * Where a search stands: finding its candidates (loading) or failing to (error); with `pending`
 * files still to come (their results so far shown); every file in (final), or some failed
 * (`failed` > 0 once none is pending), when no final count may be claimed.
 */
export type SearchState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      results: SearchHit[];
      pending: number;
      failed: number;
      /** The index's version, to fetch a result's document later (its body match). */
      version: string;
    };

/** How many index files a search fetches at once: in list order, so early results come first. */
export const PARALLEL_FETCHES = 6;

/**
 * A query of 3 or 4 characters is one gram, whose postings are exactly its matches. Up to this
 * many, their documents are still read, so the body ranks them (docs/PRODUCT.md); more are
 * answered from the card files alone, cheaper, and then ranked without the body.
 */
export const BODY_RANKED_UP_TO = 32;

async function candidatesOf(
  needle: string,
  manifest: SearchManifest,
  load: Load,
  lang: Lang,
): Promise<{ positions: number[]; exact: boolean }> {
  const grams = queryGrams(needle);
  if (grams.kind === 'scan')
    return { positions: Array.from({ length: manifest.articles }, (_, i) => i), exact: false };
  const lists = await Promise.all(
    grams.grams.map(async (gram) => {
      const bucket = await load(
        bucketPath(manifest.version, bucketOf(gram, manifest.buckets), lang),
        isBucket,
      );
      return Object.hasOwn(bucket, gram) ? undelta(bucket[gram]!) : [];
    }),
  );
  return { positions: intersect(lists), exact: grams.kind === 'exact' };
}

/**
 * The hits among one fetched file's articles: all of a card file's (their text unknown), the
 * checked documents' with their body match.
 */
async function hitsOf(
  fetch: Fetch,
  manifest: SearchManifest,
  needle: string,
  load: Load,
  lang: Lang,
): Promise<[number, MetaEntry, BodyMatch | null | undefined, number][]> {
  const { version } = manifest;
  if (fetch.kind === 'cards') {
    const cards = await load(cardsPath(version, fetch.file, lang), isCards);
    const first = fetch.file * manifest.cardsPerFile;
    return fetch.positions.map((p) => [p, cards[p - first]!, undefined, 0]);
  }
  const docs: [number, SearchDoc][] =
    fetch.kind === 'doc'
      ? [[fetch.position, await load(docPath(version, fetch.position, lang), isDoc)]]
      : await load(blockPath(version, fetch.block, lang), isBlock).then((block) =>
          fetch.positions.map((p) => [p, block[p - fetch.block * manifest.docsPerBlock]!]),
        );
  return docs
    .filter(([, doc]) => doc !== undefined && docMatches(doc, needle))
    .map(([p, doc]) => [p, cardOf(doc), bodyMatchOf(doc, needle), bodyCountOf(doc, needle)]);
}

/**
 * Runs a search for `query`, reporting each step to `update` until the final count or a failure.
 * The manifest is fetched afresh (`loadManifest`) so a new deployment is seen; `live()` false
 * stops it starting more fetches once the query has changed. `lang` is the language of the index
 * searched (its files' paths: ./paths.ts); `loadManifest` must load that language's manifest.
 */
export async function runSearch(
  query: string,
  loadManifest: () => Promise<unknown>,
  load: Load,
  update: (state: SearchState) => void,
  live: () => boolean = () => true,
  lang: Lang = 'en',
): Promise<void> {
  const needle = normaliseQuery(query);
  if (!needle) {
    update({ status: 'ready', results: [], pending: 0, failed: 0, version: '' });
    return;
  }
  let manifest: SearchManifest;
  let candidates: { positions: number[]; exact: boolean };
  try {
    const fetched = await loadManifest();
    if (!isManifest(fetched))
      throw new Error(`${manifestPath(lang)}: not the search index of this site`);
    manifest = fetched;
    candidates = await candidatesOf(needle, manifest, load, lang);
  } catch {
    if (live()) update({ status: 'error' });
    return;
  }
  const cardsOnly = candidates.exact && candidates.positions.length > BODY_RANKED_UP_TO;
  const fetches = planFetches(candidates.positions, manifest, cardsOnly);
  let ranked: Hit[] = [];
  let pending = fetches.length;
  let failed = 0;
  const report = () =>
    live() &&
    update({
      status: 'ready',
      results: ranked.map((hit) => hit.result),
      pending,
      failed,
      version: manifest.version,
    });
  report();
  let next = 0;
  const worker = async () => {
    while (next < fetches.length && live()) {
      const fetch = fetches[next++]!;
      try {
        const found = await hitsOf(fetch, manifest, needle, load, lang);
        ranked = mergeHits(
          ranked,
          found.map(([position, card, body, count]) => hitOf(card, position, needle, body, count)),
        );
      } catch {
        failed += 1;
      }
      pending -= 1;
      report();
      if (next === 1) break;
    }
  };
  // The first file alone, so the first results do not share the connection with five more files
  // (a block of a common word is about 40 KB gzip); then `PARALLEL_FETCHES` at once.
  await worker();
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
}
