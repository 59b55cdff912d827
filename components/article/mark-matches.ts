import { normaliseQuery } from '@/lib/search/fold';
import { FIRST_MATCH_ID } from '@/lib/search/result-link';
import { matchRanges } from '@/lib/search/snippet';

/** At most this many matches are marked: a query of one common letter must not freeze the page. */
export const MAX_MARKS = 300;

const BLOCK = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, figcaption, blockquote, pre, div';

/**
 * Marks every match of `query` in the text under `root`, as search matches it (folded: an accent,
 * a ligature or another way of writing a word is marked whole), across inline markup (a bold word,
 * a link) but never across two blocks (paragraphs, list items, headings...). A match over several
 * elements gets one <mark> in each, all with the match's number.
 * Returns how many matches were marked (`capped` when there were more), and a function that
 * removes the marks again.
 */
export function markMatches(
  root: Element,
  query: string,
): { count: number; capped: boolean; clear: () => void } {
  const needle = normaliseQuery(query);
  // The text nodes of each block, and where each starts in the block's text.
  const blocks: { texts: { node: Text; start: number }[]; text: string }[] = [];
  let block: Element | null | undefined;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('script, style, svg, mark')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const its = node.parentElement!.closest(BLOCK);
    if (its !== block || blocks.length === 0) blocks.push({ texts: [], text: '' });
    block = its;
    const current = blocks.at(-1)!;
    current.texts.push({ node, start: current.text.length });
    current.text += node.data;
  }
  // Each text node's pieces to mark: [from, to) of its text, and which match they are part of.
  const pieces = new Map<Text, [number, number, number][]>();
  let count = 0;
  let capped = false;
  for (const { texts, text } of needle ? blocks : []) {
    const ranges = matchRanges(text, needle, MAX_MARKS + 1 - count);
    if (count + ranges.length > MAX_MARKS) {
      capped = true;
      ranges.pop();
    }
    let next = 0;
    for (const [from, to] of ranges) {
      count += 1;
      while (next < texts.length && texts[next]!.start + texts[next]!.node.data.length <= from)
        next += 1;
      for (let i = next; i < texts.length && texts[i]!.start < to; i += 1) {
        const { node, start } = texts[i]!;
        const end = start + node.data.length;
        const its = pieces.get(node) ?? [];
        its.push([Math.max(from, start) - start, Math.min(to, end) - start, count]);
        pieces.set(node, its);
      }
    }
    if (capped) break;
  }
  const marks: HTMLElement[] = [];
  for (const [node, its] of pieces) {
    // Last first, so splitting the node keeps the earlier offsets.
    for (const [from, to, match] of its.reverse()) {
      const piece = node.splitText(from);
      piece.splitText(to - from);
      const mark = document.createElement('mark');
      mark.dataset.searchMatch = String(match);
      mark.className =
        'rounded-sm bg-amber-200 px-0.5 text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-amber-600';
      piece.replaceWith(mark);
      mark.append(piece);
      marks.push(mark);
    }
  }
  const first = root.querySelector<HTMLElement>('mark[data-search-match="1"]');
  if (first) {
    first.id = FIRST_MATCH_ID;
    first.tabIndex = -1;
  }
  return {
    count,
    capped,
    clear: () => {
      for (const mark of marks) mark.replaceWith(...mark.childNodes);
      root.normalize();
    },
  };
}
