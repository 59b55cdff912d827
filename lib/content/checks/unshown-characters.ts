// Characters a page cannot show: control characters (NUL, backspace, escape...), the replacement
// character � that a broken save leaves, and character references to what Unicode does not have
// (&#0;, a surrogate such as &#xD800;, past U+10FFFF), which a page would show as �.
import { Lexer } from 'yaml';

/**
 * C0 controls but tab, line feed and carriage return; DEL; the C1 controls; U+FFFD; the
 * noncharacters (U+FDD0-U+FDEF, and the last two code points of every plane).
 */
const UNSHOWN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFD]|\p{Noncharacter_Code_Point}/u;
/**
 * A YAML escape in a double-quoted value, which the reader turns into its character: `\0`, `\a`,
 * `\b`, `\e`, `\v`, `\f`, `\N` (U+0085), `\xHH`, `\uHHHH`, `\UHHHHHHHH`.
 */
const YAML_ESCAPE = /\\\\|\\(?:([0abevfN])|x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))/g;
/** A double-quoted YAML value, on one line. */
const QUOTED = /"(?:[^"\\\n]|\\.)*"/g;
const LETTER_ESCAPES: Record<string, number> = {
  0: 0,
  a: 7,
  b: 8,
  e: 0x1b,
  v: 0x0b,
  f: 0x0c,
  N: 0x85,
};

/** A numeric character reference, decimal or hexadecimal (the semicolon is optional in HTML). */
const REFERENCE = /&#(?:[xX]([0-9a-fA-F]+)|(\d+));?/g;

/** Whether a code point is one a page can show from a character reference. */
const shown = (code: number) =>
  code <= 0x10ffff &&
  !(code >= 0xd800 && code <= 0xdfff) &&
  !(code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) &&
  !(code >= 0x7f && code <= 0x9f) &&
  !(code >= 0xfdd0 && code <= 0xfdef) &&
  (code & 0xfffe) !== 0xfffe;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** A character written as a reference or an escape: where, as written, and its code point. */
export type WrittenCharacter = { at: number; written: string; code: number };

/** The numeric character references of a text (`&#x967;`, `&#2407`), in order. */
export const referencesIn = (text: string): WrittenCharacter[] =>
  [...text.matchAll(REFERENCE)].map((match) => ({
    at: match.index!,
    written: match[0],
    code: match[1] !== undefined ? parseInt(match[1], 16) : Number(match[2]),
  }));

/**
 * The YAML a text holds: its front matter, from the opening `---` to the line before the closing
 * one, or the whole text (a YAML file, or anything else read as YAML would be).
 */
function yamlPart(text: string): string {
  const lines = text.split('\n');
  if (!/^\uFEFF?---[ \t]*\r?$/.test(lines[0] ?? '')) return text;
  // Lines as YAML and the front matter's reader count them: at a line feed only (a line or
  // paragraph separator, U+2028 and U+2029, ends no line).
  const closing = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
  return closing === -1 ? text : lines.slice(0, closing).join('\n');
}

/** The markers YAML's lexer puts between its tokens, which are not in the text. */
const LEXER_MARKERS = new Set(['\u0002', '\u0018', '\u001F']);

/**
 * Each double-quoted value YAML reads, as written (over as many lines as it runs), and where it
 * starts: the values exactly as the parser finds them, whatever comes before them.
 */
function doubleQuotedValues(text: string): { at: number; written: string }[] {
  const values: { at: number; written: string }[] = [];
  let at = 0;
  for (const token of new Lexer().lex(yamlPart(text))) {
    if (LEXER_MARKERS.has(token)) continue;
    if (token.startsWith('"')) values.push({ at, written: token });
    at += token.length;
  }
  return values;
}

/** The YAML escapes of a text's double-quoted values (`"\u0967"`, `"\e"`), in order. */
export const yamlEscapesIn = (text: string): WrittenCharacter[] => {
  // YAML reads escapes only inside double quotes: `image: /\evil` is a backslash and an e. Every
  // value the parser reads, and (for safety) any quoted run of one line elsewhere in the text.
  const quoted = [
    ...doubleQuotedValues(text),
    ...[...text.matchAll(QUOTED)].map((match) => ({ at: match.index!, written: match[0] })),
  ];
  const seen = new Set<number>();
  return quoted
    .flatMap(({ at, written }) =>
      // An escaped backslash (`\\\\`) is one backslash, and starts no escape.
      [...written.matchAll(YAML_ESCAPE)]
        .filter((match) => match[0] !== '\\\\')
        .map((match) => ({
          at: at + match.index!,
          written: match[0],
          code:
            match[1] !== undefined
              ? LETTER_ESCAPES[match[1]]!
              : parseInt((match[2] ?? match[3] ?? match[4])!, 16),
        })),
    )
    .filter(({ at }) => !seen.has(at) && seen.add(at))
    .sort((a, b) => a.at - b.at);
};

/**
 * The first character `one` matches (a pattern of one character, no flags but u), written as itself,
 * as a character reference or as a YAML escape: where, as written, its code point and its line.
 */
export function firstWrittenCharacter(
  text: string,
  one: RegExp,
): (WrittenCharacter & { line: number; shown: string }) | null {
  const matches = (code: number) => code <= 0x10ffff && one.test(String.fromCodePoint(code));
  const raw = one.exec(text);
  const found = [
    ...(raw ? [{ at: raw.index, written: raw[0], code: raw[0].codePointAt(0)! }] : []),
    ...referencesIn(text).filter(({ code }) => matches(code)),
    ...yamlEscapesIn(text).filter(({ code }) => matches(code)),
  ].sort((a, b) => a.at - b.at)[0];
  if (!found) return null;
  const shown = String.fromCodePoint(found.code);
  return { ...found, shown, line: text.slice(0, found.at).split('\n').length };
}

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
            : `a control character or noncharacter (${hex(raw[0].codePointAt(0)!)}) that a page cannot show`,
      }
    : null;
  for (const { at, written, code } of referencesIn(text)) {
    if (first && at > first.at) break;
    if (!shown(code) || code === 0xfffd) {
      first = {
        at,
        what: `${written}, a character reference to ${code > 0x10ffff ? 'no character' : hex(code)} that a page shows as �`,
      };
      break;
    }
  }
  for (const { at, written, code } of yamlEscapesIn(text)) {
    if (first && at > first.at) break;
    if (!shown(code) || code === 0xfffd) {
      first = {
        at,
        what: `${written}, an escape that YAML reads as ${code === 0xfffd ? 'the replacement character �' : code > 0x10ffff ? 'no character' : hex(code)}, which a page cannot show`,
      };
      break;
    }
  }
  return first ? { line: lineAt(first.at), what: first.what } : null;
}
