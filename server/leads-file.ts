import fs from 'node:fs/promises';
import path from 'node:path';

/** Characters that could forge a line or drive a terminal: controls, line separators, bidi overrides. */
const UNSAFE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

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
