// A line of = or - right under a line of text makes that text a heading (a "setext" heading).
// An editor rarely means it (a rule is written after a blank line, a heading with #), and the
// markdown reader takes time that grows with the square of their number: 4,000 take seconds.

/** An underline: only = or only -, indented up to three spaces. */
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** A fence of code (``` or ~~~), which holds text as written. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/**
 * A line after which an underline is no heading's: a blank line, a heading, a quote, a list item,
 * a table row, a directive, a thematic break.
 */
const NOT_TEXT =
  /^\s*$|^ {0,3}(?:#{1,6}(?:[ \t]|$)|>|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|\||:{2,}|(?:([-*_])[ \t]*)(?:\1[ \t]*){2,}$)/;

/** The line (of `text`, from 1) of the first setext heading's underline, or null. */
export function firstSetextHeading(text: string): number | null {
  const lines = text.split('\n');
  let fence: string | null = null;
  let afterText = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opens = FENCE.exec(line)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = null;
      afterText = false;
      continue;
    }
    if (opens) {
      fence = opens;
      afterText = false;
      continue;
    }
    if (afterText && UNDERLINE.test(line)) return i + 1;
    afterText = !NOT_TEXT.test(line) && !UNDERLINE.test(line);
  }
  return null;
}
