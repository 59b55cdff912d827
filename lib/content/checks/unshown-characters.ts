// Characters a page cannot show: control characters (NUL, backspace, escape...), the replacement
// character � that a broken save leaves, and character references to what Unicode does not have
// (&#0;, a surrogate such as &#xD800;, past U+10FFFF), which a page would show as �.

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls; U+FFFD. */
const UNSHOWN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;
/** A numeric character reference, decimal or hexadecimal (the semicolon is optional in HTML). */
const REFERENCE = /&#(?:[xX]([0-9a-fA-F]+)|(\d+));?/g;

/** Whether a code point is one a page can show from a character reference. */
const shown = (code: number) =>
  code <= 0x10ffff &&
  !(code >= 0xd800 && code <= 0xdfff) &&
  !(code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) &&
  !(code >= 0x7f && code <= 0x9f);

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character (or reference) a page cannot show, with its line, or null. */
export function firstUnshownCharacter(text: string): { line: number; what: string } | null {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const raw = UNSHOWN.exec(text);
  let first = raw
    ? {
        at: raw.index,
        what:
          raw[0] === '\uFFFD'
            ? 'a replacement character (�, U+FFFD), left where a character was lost'
            : `a control character (${hex(raw[0].codePointAt(0)!)}) that a page cannot show`,
      }
    : null;
  for (const match of text.matchAll(REFERENCE)) {
    if (first && match.index! > first.at) break;
    const code = match[1] !== undefined ? parseInt(match[1], 16) : Number(match[2]);
    if (!shown(code)) {
      first = {
        at: match.index!,
        what: `${match[0]}, a character reference to ${code > 0x10ffff ? 'no character' : hex(code)} that a page shows as �`,
      };
      break;
    }
  }
  return first ? { line: lineAt(first.at), what: first.what } : null;
}
