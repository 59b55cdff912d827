// A line of = or - right under a line of text makes that text a heading (a "setext" heading).
// An editor rarely means it (a rule is written after a blank line, a heading with #), and the
// markdown reader takes time that grows with the square of their number: 4,000 take seconds.

/** An underline: only = or only -, once quote markers and indentation are set aside. */
const UNDERLINE = /^(?:=+|-+)[ \t]*$/;
/** A fence of code (``` or ~~~), which holds text as written. */
const FENCE = /^(`{3,}|~{3,})/;
/**
 * A line after which an underline is no heading's: a blank line, a heading, a list item, a table
 * row, a directive, a thematic break (each as it stands inside its quotes and indentation).
 */
const NOT_TEXT =
  /^$|^(?:#{1,6}(?:[ \t]|$)|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|\||:{2,}|(?:([-*_])[ \t]*)(?:\1[ \t]*){2,}$)/;
/** A line's quote markers (`> >`), and what stands after them and its indentation. */
const QUOTES = /^(?:[ \t]*>)*/;

/**
 * The line (of `text`, from 1) of the first setext heading's underline, or null: under a line of
 * text, at the same depth of quotes (a `---` after a quote is a rule; `===` there continues it), in
 * a list item's indentation too.
 */
export function firstSetextHeading(text: string): number | null {
  const lines = text.split('\n');
  let fence: string | null = null;
  let textDepth = -1;
  for (let i = 0; i < lines.length; i++) {
    const quotes = QUOTES.exec(lines[i]!)![0];
    const depth = (quotes.match(/>/g) ?? []).length;
    const content = lines[i]!.slice(quotes.length).trim();
    const opens = FENCE.exec(content)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = null;
      textDepth = -1;
      continue;
    }
    if (opens) {
      fence = opens;
      textDepth = -1;
      continue;
    }
    if (
      textDepth >= 0 &&
      UNDERLINE.test(content) &&
      (content.startsWith('=') ? depth <= textDepth : depth === textDepth)
    )
      return i + 1;
    textDepth = !NOT_TEXT.test(content) && !UNDERLINE.test(content) ? depth : -1;
  }
  return null;
}
