/**
 * An article file's bytes, before any parsing: at most MAX_ARTICLE_BYTES, and UTF-8 throughout. A
 * file that is neither is a content error naming the line of the first bad byte, never text
 * published with replacement characters or a parse that takes gigabytes.
 */

/** Far more than any real article (the longest is about 25 KB) and far less than would harm a build. */
export const MAX_ARTICLE_BYTES = 512 * 1024;

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

/** The text of an article file's bytes; throws a FileBytesError on a file too large or not UTF-8. */
export function decodeArticle(bytes: Uint8Array): string {
  if (bytes.length > MAX_ARTICLE_BYTES) {
    throw new FileBytesError(
      `is ${Math.ceil(bytes.length / 1024)} KB; an article may be at most ${MAX_ARTICLE_BYTES / 1024} KB`,
      1,
      'split it into several articles, and keep pictures in public/images/, never inside the text',
    );
  }
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
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}
