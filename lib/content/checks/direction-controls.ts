/**
 * Invisible characters that change the order text is displayed in. An override can make `400` show
 * as `004` while the file still says 400, fooling a reader and a reviewer alike. English and Hindi
 * both run left to right and need none of them (no content uses even the plain marks), so a content
 * file may hold none.
 */
export const DIRECTION_CONTROLS: ReadonlyMap<number, string> = new Map([
  [0x061c, 'ARABIC LETTER MARK'],
  [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
  [0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
  [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
  [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE'],
  [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'],
  [0x2069, 'POP DIRECTIONAL ISOLATE'],
]);

const RAW = `[${[...DIRECTION_CONTROLS.keys()].map((code) => String.fromCodePoint(code)).join('')}]`;
/** The controls' hex codes without leading zeros (YAML's escapes pad them). */
const CODES = '(?:61c|200[ef]|202[a-e]|206[6-9])';
const DECIMAL = `(?:${[...DIRECTION_CONTROLS.keys()].join('|')})`;
/**
 * A control as it is, or written as an escape that a reader of the file turns into one: YAML's
 * `\\u202E` (four hex digits) and `\\U0000202E` (eight) in a double-quoted string, and HTML's
 * character references, which markdown decodes (`&#8238;`, `&#x202e;`, `&rlm;`, `&lrm;`).
 */
const ANY_CONTROL = new RegExp(
  `${RAW}|\\\\u0?(${CODES})|\\\\U00000?(${CODES})|&#x0*(${CODES})(?![0-9a-f]);?|&#0*(${DECIMAL})(?![0-9]);?|&(lrm|rlm);`,
  'i',
);

export type DirectionControl = {
  /** 'U+202E RIGHT-TO-LEFT OVERRIDE' */
  named: string;
  /** 'U+202E' */
  code: string;
  /** How the file writes it when not as the character itself: '&#8238;'. */
  written?: string;
  line: number;
  /** In characters, from 1. */
  column: number;
};

/** The code point a match stands for. */
function codePointOf(found: RegExpExecArray): number {
  const [whole, unicode, longUnicode, hex, decimal, named] = found;
  if (unicode ?? longUnicode ?? hex) return parseInt((unicode ?? longUnicode ?? hex)!, 16);
  if (decimal) return Number(decimal);
  if (named) return named.toLowerCase() === 'lrm' ? 0x200e : 0x200f;
  return whole.codePointAt(0)!;
}

/** The first direction control of a text, as it is or written as an escape, or null. */
export function firstDirectionControl(text: string): DirectionControl | null {
  const found = ANY_CONTROL.exec(text);
  if (!found) return null;
  const before = text.slice(0, found.index);
  const lineStart = before.lastIndexOf('\n') + 1;
  const codePoint = codePointOf(found);
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    named: `${code} ${DIRECTION_CONTROLS.get(codePoint)!}`,
    code,
    ...(found[0].length > 1 ? { written: found[0] } : {}),
    line: (before.match(/\n/g)?.length ?? 0) + 1,
    column: [...before.slice(lineStart)].length + 1,
  };
}
