import { foldForSearch, foldWithOffsets } from './fold';

/**
 * Why a search result matched, for its card (components/search/result-card.tsx) and the article
 * it opens (components/article/mark-matches.ts): the query marked where it occurs, and a short
 * window of the body's text around its first match. Presentation only: the matching rule is
 * `docMatches` in ./engine.ts.
 */

export type Segment = { text: string; mark: boolean };

/**
 * The query's matches in `text` as [start, end) ranges of `text` itself, matched as the rule does
 * (folded, ./fold.ts): a match covers every character that folds into it, so "ﬁ" or "e" with its
 * accent is marked whole. The first `limit` matches; none where folding piece by piece is not the
 * folding of the whole text (a Greek final sigma), since positions would not line up.
 */
export function matchRanges(
  text: string,
  needle: string,
  limit = Infinity,
  folded = foldForSearch(text),
): [number, number][] {
  if (!needle) return [];
  const found: [number, number][] = [];
  for (
    let at = folded.indexOf(needle);
    at !== -1 && found.length < limit;
    at = folded.indexOf(needle, at + needle.length)
  )
    found.push([at, at + needle.length]);
  if (found.length === 0) return [];
  const lastEnd = found.at(-1)![1];
  const pieces = foldWithOffsets(text, lastEnd + 1);
  if (pieces.folded.slice(0, lastEnd) !== folded.slice(0, lastEnd)) return [];
  const ranges: [number, number][] = [];
  for (const [start, end] of found) {
    const from = pieces.starts[start]!;
    const to = pieces.ends[end - 1]!;
    const previous = ranges.at(-1);
    // Two matches inside one piece ("ﬀ" holds "f" twice) are one mark.
    if (previous && from < previous[1]) previous[1] = Math.max(previous[1], to);
    else ranges.push([from, to]);
  }
  return ranges;
}

/** `text` cut into plain and marked parts, every match marked. */
export function markedSegments(text: string, needle: string): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  for (const [start, end] of matchRanges(text, needle)) {
    if (start > from) segments.push({ text: text.slice(from, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    from = end;
  }
  if (from < text.length || segments.length === 0)
    segments.push({ text: text.slice(from), mark: false });
  return segments;
}

/** Characters of context on each side of the match in a snippet, before cutting at a space. */
export const SNIPPET_RADIUS = 80;

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * About `radius` characters of `text` on each side of its first match, cut at spaces, with an
 * ellipsis where text was left out; null when the text does not hold the query.
 */
export function snippetOf(text: string, needle: string, radius = SNIPPET_RADIUS): string | null {
  const [first] = matchRanges(text, needle, 1);
  return first ? snippetAround(text, first, radius) : null;
}

/** The snippet of `text` around the match at `[matchStart, matchEnd)` (see `snippetOf`). */
export function snippetAround(
  text: string,
  [matchStart, matchEnd]: [number, number],
  radius = SNIPPET_RADIUS,
): string {
  let start = Math.max(0, matchStart - radius);
  let end = Math.min(text.length, matchEnd + radius);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < matchStart) start = space + 1;
    else if (isLowSurrogate(text.charCodeAt(start))) start += 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space >= matchEnd) end = space;
    else if (isLowSurrogate(text.charCodeAt(end))) end += 1;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
