import { foldForSearch } from './fold';
import type { MetaEntry, SearchDoc } from './search-card';
import type { SearchManifest } from './search-index';
import { matchRanges, snippetAround } from './snippet';

/**
 * The pure parts of a search over the index (lib/search/search-index.ts), with the matching rule
 * of docs/PRODUCT.md (`matches` in lib/content/queries): an article matches when the folded,
 * trimmed query (./fold.ts) is a substring of its folded title, excerpt, category, any tag or text.
 */

type Folded = { title: string; excerpt: string; category: string; tags: string[]; text?: string };

/** A card's or document's searched fields folded, once per object (a search checks them often). */
const foldedFields = new WeakMap<MetaEntry, Folded>();
export function foldedFieldsOf(entry: MetaEntry | SearchDoc): Folded {
  let fields = foldedFields.get(entry);
  if (!fields) {
    fields = {
      title: foldForSearch(entry.title),
      excerpt: foldForSearch(entry.excerpt),
      category: foldForSearch(entry.category),
      tags: entry.tags.map(foldForSearch),
      ...('text' in entry && { text: foldForSearch(entry.text) }),
    };
    foldedFields.set(entry, fields);
  }
  return fields;
}

export function titleMatches(entry: MetaEntry, needle: string): boolean {
  return foldedFieldsOf(entry).title.includes(needle);
}

/** A match on the card's fields alone (everything but the text). */
export function cardMatches(entry: MetaEntry, needle: string): boolean {
  const { title, excerpt, category, tags } = foldedFieldsOf(entry);
  return (
    title.includes(needle) ||
    excerpt.includes(needle) ||
    category.includes(needle) ||
    tags.some((tag) => tag.includes(needle))
  );
}

export function docMatches(doc: SearchDoc, needle: string): boolean {
  return cardMatches(doc, needle) || foldedFieldsOf(doc).text!.includes(needle);
}

/** [3, 1, 4] -> [3, 4, 8]. */
export function undelta(list: readonly number[]): number[] {
  let position = 0;
  return list.map((step, i) => (position = i === 0 ? step : position + step));
}

/** The positions in every list (each sorted ascending), ascending. */
export function intersect(lists: readonly (readonly number[])[]): number[] {
  if (lists.length === 0) return [];
  const [shortest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  const others = rest.map((list) => new Set(list));
  return shortest!.filter((position) => others.every((set) => set.has(position)));
}

/** One file to fetch and the candidate positions it answers for. */
export type Fetch =
  | { kind: 'cards'; file: number; positions: number[] }
  | { kind: 'block'; block: number; positions: number[] }
  | { kind: 'doc'; position: number; positions: [number] };

/** A block is fetched whole once this many of its articles are candidates. */
export const WHOLE_BLOCK_FROM = 4;

/**
 * The files that answer for `candidates` (ascending), in list order: the card files when the
 * candidates are exactly the matches and their text is not wanted (`cardsOnly`); otherwise each
 * block whole when it holds `WHOLE_BLOCK_FROM` candidates or more, else each candidate's own
 * document.
 */
export function planFetches(
  candidates: readonly number[],
  manifest: Pick<SearchManifest, 'cardsPerFile' | 'docsPerBlock'>,
  cardsOnly: boolean,
): Fetch[] {
  const size = cardsOnly ? manifest.cardsPerFile : manifest.docsPerBlock;
  const groups = new Map<number, number[]>();
  for (const position of candidates) {
    const group = Math.floor(position / size);
    groups.set(group, [...(groups.get(group) ?? []), position]);
  }
  return [...groups].flatMap(([group, positions]): Fetch[] => {
    if (cardsOnly) return [{ kind: 'cards', file: group, positions }];
    if (positions.length >= WHOLE_BLOCK_FROM) return [{ kind: 'block', block: group, positions }];
    return positions.map((position) => ({ kind: 'doc', position, positions: [position] }));
  });
}

/**
 * Where a match is in the body, when it is in neither the title nor the excerpt: a window of text
 * around it. Null when the card shows the match or the body does not hold it; undefined on a card
 * whose text was not fetched (a query answered from card files alone: lib/search/run-search.ts).
 */
export type BodyMatch = { snippet: string };

/** A result as the search view draws it: the card, its place in the index, where it matched. */
export type SearchHit = { card: MetaEntry; position: number; body?: BodyMatch | null };

/** Whether the card itself shows the query, in its title or excerpt. */
export const cardShows = (card: MetaEntry, needle: string): boolean =>
  foldedFieldsOf(card).title.includes(needle) || foldedFieldsOf(card).excerpt.includes(needle);

/** The body match of a document whose card does not show the query. */
export function bodyMatchOf(doc: SearchDoc, needle: string): BodyMatch | null {
  if (cardShows(doc, needle)) return null;
  const [first] = matchRanges(doc.text, needle, 1, foldedFieldsOf(doc).text);
  return first ? { snippet: snippetAround(doc.text, first) } : null;
}
