/**
 * The n-grams of the search index. Every article is indexed under each run of 3 and of 4
 * consecutive UTF-16 code units of its folded (./fold.ts) title, excerpt, category, tags and text (each
 * field on its own). An article whose field holds the query therefore holds every gram of the
 * query, so looking the query's grams up can only narrow the candidates, never lose a match:
 * - a query of 3 or 4 code units is one gram, and its postings are exactly its matches;
 * - a longer query is looked up by some of its 4-grams, spread from its start to its end, and the
 *   candidates (articles holding all of them) are then checked against the rule itself;
 * - a query of 1 or 2 code units has no gram: every article is a candidate.
 */

export const GRAM_LENGTHS = [3, 4] as const;
const LONG_GRAM = 4;
const SHORT_GRAM = 3;

/** How many of a long query's 4-grams are looked up (each one more file to fetch). */
export const MAX_QUERY_GRAMS = 6;

/** The distinct grams of the given folded fields, each field on its own. */
export function indexGrams(fields: readonly string[]): Set<string> {
  const grams = new Set<string>();
  for (const field of fields)
    for (const length of GRAM_LENGTHS)
      for (let at = 0; at + length <= field.length; at += 1)
        grams.add(field.slice(at, at + length));
  return grams;
}

export type QueryGrams =
  /** Too short for the index: every article is a candidate. */
  | { kind: 'scan' }
  /** One gram, the query itself: its postings are exactly the matches. */
  | { kind: 'exact'; grams: [string] }
  /** Grams every match holds: the candidates must still be checked. */
  | { kind: 'filter'; grams: string[] };

/** The grams to look up for a normalised (folded, trimmed) query. */
export function queryGrams(needle: string): QueryGrams {
  if (needle.length < SHORT_GRAM) return { kind: 'scan' };
  if (needle.length <= LONG_GRAM) return { kind: 'exact', grams: [needle] };
  const last = needle.length - LONG_GRAM;
  const count = Math.min(MAX_QUERY_GRAMS, last + 1);
  const starts = Array.from({ length: count }, (_, k) => Math.round((k * last) / (count - 1)));
  const grams = [...new Set(starts.map((at) => needle.slice(at, at + LONG_GRAM)))];
  return { kind: 'filter', grams };
}

/** The bucket (file) a gram's postings are kept in: FNV-1a over its code units. */
export function bucketOf(gram: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < gram.length; at += 1) {
    hash ^= gram.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}
