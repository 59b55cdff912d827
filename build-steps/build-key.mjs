// The key Next.js builds with (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY). It encrypts what server actions
// carry, and a static export has no server actions; but it is also part of the version of webpack's
// build cache. Next.js keeps one per project in .next/cache, except inside containers (Docker, most
// CI), where it draws a new one for every build: webpack then finds its cache out of date and
// compiles everything again. next.config.mjs keeps one random key per checkout instead.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key kept in `file`, drawn and written there (with its folder) on first use.
 * @param {string} file
 * @returns {string}
 */
export function buildKey(file) {
  if (fs.existsSync(file)) {
    const key = fs.readFileSync(file, 'utf8').trim();
    if (key) return key;
  }
  const key = randomBytes(32).toString('base64');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${key}\n`);
  return key;
}
