import { foldedFieldsOf, type BodyMatch, type SearchHit } from './engine';
import type { MetaEntry, SearchDoc } from './search-card';

/**
 * The order of search results (docs/PRODUCT.md): matches in the title first; then in a tag or the
 * category; then in the excerpt; then the more often the body holds the query, the earlier;
 * newer first when all of that is equal, list order last. Each is a tie-break of the one before,
 * so a title match that is also a tag comes before a title match alone.
 */
export type Rank = {
  title: boolean;
  tagOrCategory: boolean;
  excerpt: boolean;
  /** How many times the body holds the query; 0 when its text was not read. */
  body: number;
  /** YYYY-MM-DD. */
  date: string;
  position: number;
};

/** A match found, with its rank: a search ranks them again as each index file arrives. */
export type Hit = { rank: Rank; result: SearchHit };

/** How many times `folded` (already folded) holds `needle`, each occurrence after the last. */
export function occurrences(folded: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length))
    count += 1;
  return count;
}

/** How many times a document's body holds `needle`. */
export const bodyCountOf = (doc: SearchDoc, needle: string): number =>
  occurrences(foldedFieldsOf(doc).text!, needle);

/** The rank of a card matching `needle` (folded), its body holding it `body` times. */
export function rankOf(card: MetaEntry, position: number, needle: string, body: number): Rank {
  const fields = foldedFieldsOf(card);
  return {
    title: fields.title.includes(needle),
    tagOrCategory: fields.category.includes(needle) || fields.tags.some((t) => t.includes(needle)),
    excerpt: fields.excerpt.includes(needle),
    body,
    date: card.date,
    position,
  };
}

/** Negative when `a` comes before `b`. */
export function compareRanks(a: Rank, b: Rank): number {
  return (
    Number(b.title) - Number(a.title) ||
    Number(b.tagOrCategory) - Number(a.tagOrCategory) ||
    Number(b.excerpt) - Number(a.excerpt) ||
    b.body - a.body ||
    (a.date === b.date ? 0 : a.date > b.date ? -1 : 1) ||
    a.position - b.position
  );
}

/** A hit at `position`; `bodyCount` when the search read its text. */
export const hitOf = (
  card: MetaEntry,
  position: number,
  needle: string,
  body?: BodyMatch | null,
  bodyCount = 0,
): Hit => ({
  rank: rankOf(card, position, needle, bodyCount),
  result: { card, position, ...(body !== undefined && { body }) },
});

/** Where `hit` goes in `ranked` (in order), from `from` on: after every hit ranked before it. */
function placeOf(ranked: readonly Hit[], hit: Hit, from: number): number {
  let low = from;
  let high = ranked.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRanks(ranked[middle]!.rank, hit.rank) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `ranked` (in order) with `found` put in place, as a new list. A file brings a few hits and a
 * common query has thousands: each is placed by binary search, the runs between copied whole.
 */
export function mergeHits(ranked: readonly Hit[], found: readonly Hit[]): Hit[] {
  const incoming = [...found].sort((a, b) => compareRanks(a.rank, b.rank));
  const runs: Hit[][] = [];
  let copied = 0;
  for (const hit of incoming) {
    const place = placeOf(ranked, hit, copied);
    runs.push(ranked.slice(copied, place), [hit]);
    copied = place;
  }
  return runs.concat([ranked.slice(copied)]).flat();
}
