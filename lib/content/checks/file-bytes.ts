/**
 * A content file's bytes, before any parsing: no more than its kind's limit, UTF-8 throughout, no
 * invisible direction controls, no character a page cannot show, no digit of another script than
 * ASCII and Devanagari, and no line nested deeper than a
 * renderer can follow. A file that breaks a rule is a content error naming the line
 * (and the character), never text published with replacement characters, digits shown in another
 * order than written, or a parse that takes gigabytes.
 */
import { firstDirectionControl } from './direction-controls';
import {
  firstDeepNesting,
  MAX_BLOCKS,
  MAX_EMPHASIS,
  MAX_INDENT,
  MAX_MARKERS,
  MAX_OPENERS,
} from './nesting';
import { firstOtherDigit } from './other-digits';
import { firstRightToLeft } from './right-to-left';
import { firstUnshownCharacter } from './unshown-characters';
import { CONTENT_FILE_KINDS, type ContentFileKind } from './file-kinds';

export class FileBytesError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'FileBytesError';
  }
}

/** The offset of the first byte that is not part of a valid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    // The length of the sequence and the range its second byte must fall in (no overlong forms,
    // no surrogates, nothing past U+10FFFF).
    const [length, low, high] =
      lead >= 0xc2 && lead <= 0xdf
        ? [2, 0x80, 0xbf]
        : lead === 0xe0
          ? [3, 0xa0, 0xbf]
          : lead === 0xed
            ? [3, 0x80, 0x9f]
            : lead >= 0xe1 && lead <= 0xef
              ? [3, 0x80, 0xbf]
              : lead === 0xf0
                ? [4, 0x90, 0xbf]
                : lead >= 0xf1 && lead <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : lead === 0xf4
                    ? [4, 0x80, 0x8f]
                    : [0, 0, 0];
    if (length === 0) return i;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k < length; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || next < 0x80 || next > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

/** Refuses a file of `size` bytes that is over its kind's limit (asked before it is read). */
export function checkFileSize(size: number, kind: ContentFileKind): void {
  const { noun, maxBytes, shorten } = CONTENT_FILE_KINDS[kind];
  if (size <= maxBytes) return;
  throw new FileBytesError(
    `is ${Math.ceil(size / 1024)} KB; ${noun} may be at most ${maxBytes / 1024} KB`,
    1,
    shorten,
  );
}

/** Refuses a text with more lines than its kind's limit, at the first line over it. */
function checkLineCount(text: string, kind: ContentFileKind): void {
  const { noun, maxLines, shorten } = CONTENT_FILE_KINDS[kind];
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    lines += 1;
    if (lines > maxLines)
      throw new FileBytesError(
        `has more than ${maxLines.toLocaleString('en')} lines; ${noun} may have at most ${maxLines.toLocaleString('en')} lines`,
        maxLines + 1,
        shorten,
      );
  }
}

/** The text of a content file's bytes; throws a FileBytesError on a file that breaks a rule. */
export function decodeContent(bytes: Uint8Array, kind: ContentFileKind): string {
  checkFileSize(bytes.length, kind);
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const line = bytes.subarray(0, bad).filter((byte) => byte === 0x0a).length + 1;
    throw new FileBytesError(
      `has a byte that is not UTF-8 text (0x${bytes[bad]!.toString(16).padStart(2, '0')}), so a character there would show as �`,
      line,
      'save the file as UTF-8 in your editor, then retype the characters on that line that look wrong',
    );
  }
  // Checked above, so decoding loses nothing (Buffer: TextDecoder is not in every test environment).
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const control = firstDirectionControl(text);
  if (control) {
    throw new FileBytesError(
      `has ${control.written ? `${control.written}, which stands for an invisible` : 'an invisible'} ${control.named}, at column ${control.column}: it changes the order the text around it is shown in (400 can show as 004), so readers and reviewers would not see what the file says`,
      control.line,
      control.written
        ? `delete ${control.written}; English and Hindi both run left to right and need no direction marks`
        : `delete it: search the line for ${control.code} (in most editors, a regular-expression search for \\u${control.code.slice(2)}); English and Hindi both run left to right and need no direction marks`,
    );
  }
  const unshown = firstUnshownCharacter(text);
  if (unshown) {
    throw new FileBytesError(
      `has ${unshown.what}`,
      unshown.line,
      'delete it, and retype the character that should be there, if any',
    );
  }
  const rightToLeft = firstRightToLeft(text);
  if (rightToLeft) {
    throw new FileBytesError(
      `has ${rightToLeft.what}`,
      rightToLeft.line,
      'delete it; English and Hindi are written left to right, with no character of these scripts',
    );
  }
  const digit = firstOtherDigit(text);
  if (digit) {
    throw new FileBytesError(
      `has ${digit.what}`,
      digit.line,
      'write the number in the digits 0-9 (or ०-९ in Hindi)',
    );
  }
  const deep = firstDeepNesting(text);
  if (deep) {
    throw new FileBytesError(
      `nests ${deep.markers > MAX_MARKERS ? `${deep.markers} quotes and list items inside each other` : deep.indent > MAX_INDENT ? `its text ${deep.indent} columns deep` : deep.emphasis > MAX_EMPHASIS ? `${deep.emphasis} emphasis markers (* or _)` : deep.blocks > MAX_BLOCKS ? `${deep.blocks} ::: blocks inside each other (each needs its closing :::)` : `${deep.openers} link or tag openers ([ or <)`}, more than any text needs (at most ${MAX_MARKERS} markers, ${MAX_INDENT} columns, ${MAX_BLOCKS} ::: blocks, ${MAX_EMPHASIS} emphasis markers and ${MAX_OPENERS} openers in a paragraph): the page could not be built`,
      deep.line,
      'start the line at the left margin, with at most one or two ">" or list markers',
    );
  }
  // Last, so that a line's own fault above is named at its line first.
  checkLineCount(text, kind);
  return text;
}
