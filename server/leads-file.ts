import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Characters that could forge a line, drive a terminal or reorder what it shows: controls, line
 * separators, and every invisible format character (bidi marks and overrides, joiners, tags).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** \uXXXX for each UTF-16 unit (a character past U+FFFF is two), as JSON writes them. */
const escapeChar = (char: string) =>
  Array.from(
    { length: char.length },
    (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`,
  ).join('');

/** Text for one log line: every unsafe character written as \uXXXX. */
export const escapeControls = (text: string): string => text.replace(UNSAFE, escapeChar);

/** One JSON line with every unsafe character escaped (JSON.stringify leaves C1 controls and U+2028). */
export const jsonLine = (record: object): string =>
  `${JSON.stringify(record).replace(UNSAFE, escapeChar)}\n`;

/**
 * Appends records to a JSON-lines file, one at a time in order of arrival, so concurrent posts
 * never interleave. The file and its folder are created readable by their owner only.
 */
export function createLineStore(file: string) {
  let queue: Promise<unknown> = Promise.resolve();
  async function write(line: string) {
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const handle = await fs.open(file, 'a', 0o600);
    try {
      const stat = await handle.stat();
      if (stat.isFile() && (stat.mode & 0o077) !== 0) await handle.chmod(0o600);
      await handle.appendFile(line);
    } finally {
      await handle.close();
    }
  }
  return {
    file,
    append(record: object): Promise<void> {
      const written = queue.then(() => write(jsonLine(record)));
      queue = written.catch(() => undefined);
      return written;
    },
  };
}

export type LineStore = ReturnType<typeof createLineStore>;
