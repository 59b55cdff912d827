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

const ANY_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export type DirectionControl = {
  /** 'U+202E RIGHT-TO-LEFT OVERRIDE' */
  named: string;
  /** 'U+202E' */
  code: string;
  line: number;
  /** In characters, from 1. */
  column: number;
};

/** The first direction control of a text, or null. */
export function firstDirectionControl(text: string): DirectionControl | null {
  const found = ANY_CONTROL.exec(text);
  if (!found) return null;
  const before = text.slice(0, found.index);
  const lineStart = before.lastIndexOf('\n') + 1;
  const codePoint = found[0].codePointAt(0)!;
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    named: `${code} ${DIRECTION_CONTROLS.get(codePoint)!}`,
    code,
    line: (before.match(/\n/g)?.length ?? 0) + 1,
    column: [...before.slice(lineStart)].length + 1,
  };
}
