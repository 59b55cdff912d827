// Generated content-file bytes: valid text of every width, the byte sequences UTF-8 never allows,
// the invisible direction controls, each put at a random place of a file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeContent, FileBytesError } from '@/lib/content/checks/file-bytes';
import type { ContentFileKind } from '@/lib/content/checks/file-kinds';

/** Code points of every width: ASCII, accents, Devanagari (with its vowel signs), CJK, emoji. */
const SAMPLES = [
  'a',
  'Z',
  ' ',
  '\n',
  'é',
  'ü',
  'क',
  'ि',
  '्',
  'ह',
  '中',
  '文',
  '😀',
  '🩺',
  '—',
  '’',
];

/** Random valid text of `length` characters, lines and all. */
export function generatedText(next: () => number, length: number): string {
  return Array.from({ length }, () => SAMPLES[Math.floor(next() * SAMPLES.length)]!).join('');
}

/** Byte sequences UTF-8 never allows, by class. */
export const INVALID_UTF8: readonly (readonly number[])[] = [
  [0x80], // a continuation byte alone
  [0xbf],
  [0xc0, 0xaf], // an overlong '/'
  [0xc1, 0x81],
  [0xe0, 0x80, 0xaf], // an overlong three-byte form
  [0xf0, 0x80, 0x80, 0xaf], // an overlong four-byte form
  [0xed, 0xa0, 0x80], // a UTF-16 surrogate
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
  [0xf5, 0x80, 0x80, 0x80],
  [0xff],
  [0xe2, 0x82], // a three-byte sequence cut short
  [0xf0, 0x9f, 0x98], // a four-byte sequence cut short
  [0xc3], // a two-byte sequence cut short
];

/** Every invisible character that changes the order text is displayed in, by its Unicode name. */
export const DIRECTION_CONTROLS: readonly (readonly [number, string])[] = [
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
];

/** 'U+202E' */
export const codeOf = (codePoint: number) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * `inserted` put into `text` between two characters of a random line: the bytes, and the line and
 * column (in characters, from 1) it starts at.
 */
export function insertAtRandom(
  text: string,
  inserted: Uint8Array,
  next: () => number,
): { bytes: Buffer; line: number; column: number } {
  const lines = text.split('\n');
  const index = Math.floor(next() * lines.length);
  const characters = [...lines[index]!];
  const at = Math.floor(next() * (characters.length + 1));
  const before = [...lines.slice(0, index), characters.slice(0, at).join('')].join('\n');
  const after = characters.slice(at).join('') + ['', ...lines.slice(index + 1)].join('\n');
  return {
    bytes: Buffer.concat([Buffer.from(before, 'utf8'), inserted, Buffer.from(after, 'utf8')]),
    line: index + 1,
    column: at + 1,
  };
}

/** The copies made by `copyOfContent`, removed once the test file's tests have run. */
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the real content/ folder: paths for `checkCorpus`. */
export function copyOfContent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-content-'));
  copies.push(dir);
  fs.cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  return { contentDir: dir, publicDir: path.join(process.cwd(), 'public') };
}

/** Every file under `dir`, relative to it, in a stable order. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

/** The line at which reading `text` as a file of `kind` is refused, or undefined when it is read. */
export function refusalLine(text: string, kind: ContentFileKind): number | undefined {
  try {
    decodeContent(Buffer.from(text), kind);
  } catch (error) {
    if (error instanceof FileBytesError) return error.line;
    throw error;
  }
  return undefined;
}
