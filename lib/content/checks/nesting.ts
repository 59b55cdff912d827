// How deep a line of a content file may nest quotes, lists and emphasis: far deeper than any text needs, far
// shallower than would overflow the markdown renderer's stack (thousands of levels do).

/** The most quote and list markers a line may open. */
export const MAX_MARKERS = 12;
/** The most columns of indentation a line may have (a tab counts as four). */
export const MAX_INDENT = 120;
/** The most emphasis markers (`*`, `_`) a paragraph may have: bold or stress many times over. */
export const MAX_EMPHASIS = 400;

/**
 * The most link and tag openers (`[`, `<`) a paragraph may have: dozens of links, not the
 * hundreds of thousands that make a markdown reader take minutes.
 */
export const MAX_OPENERS = 600;

/** The most ::: blocks (care cards) open inside each other: one is all a page needs. */
export const MAX_BLOCKS = 12;
/** A line that opens a ::: block (`:::urgent[...]`), and one that closes the innermost (`:::`). */
const OPENS_BLOCK = /^[ \t]*:{3,}[ \t]*[A-Za-z]/;
const CLOSES_BLOCK = /^[ \t]*:{3,}[ \t]*$/;

/** A thematic break (`***`, `___`, `- - -`): markers that open nothing. */
const BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** A line's opening quote and list markers, and the spaces between them. */
const OPENING = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;

/** The first line nested too deep, with how deep, or null. */
export function firstDeepNesting(text: string): {
  line: number;
  markers: number;
  indent: number;
  emphasis: number;
  openers: number;
  blocks: number;
} | null {
  const lines = text.split('\n');
  // Emphasis is counted over a paragraph: its markers nest across the lines it joins.
  let emphasis = 0;
  let openers = 0;
  // ::: blocks nest across lines, each inside the one still open before it.
  let blocks = 0;
  for (let i = 0; i < lines.length; i++) {
    if (OPENS_BLOCK.test(lines[i]!)) blocks += 1;
    else if (CLOSES_BLOCK.test(lines[i]!)) blocks = Math.max(0, blocks - 1);
    if (lines[i]!.trim() === '') [emphasis, openers] = [0, 0];
    openers += (lines[i]!.match(/[[<]/g) ?? []).length;
    const opening = OPENING.exec(lines[i]!)![0];
    const markers = (opening.match(/>|[-*+]|\d{1,9}[.)]/g) ?? []).length;
    const indent = [...opening].reduce(
      (width, c) => width + (c === '\t' ? 4 : c === ' ' ? 1 : 0),
      0,
    );
    emphasis += BREAK.test(lines[i]!) ? 0 : (lines[i]!.match(/[*_]/g) ?? []).length;
    if (
      markers > MAX_MARKERS ||
      indent > MAX_INDENT ||
      emphasis > MAX_EMPHASIS ||
      openers > MAX_OPENERS ||
      blocks > MAX_BLOCKS
    )
      return { line: i + 1, markers, indent, emphasis, openers, blocks };
  }
  return null;
}
