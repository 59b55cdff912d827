// The key Next.js builds with (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY). It encrypts server-action
// arguments, which a static export has none of, and it is part of the version of webpack's build
// cache. Next.js keeps one per project in .next/cache, except inside containers (Docker, most CI),
// where it draws a new one for every build: webpack then finds its cache out of date and compiles
// everything again. This keeps one random key per checkout instead, beside the other build caches.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = path.join('node_modules', '.cache', 'healthhub', 'build-key');

/**
 * The key in node_modules/.cache/healthhub/build-key, written on first use.
 * @returns {string}
 */
export function buildKey() {
  if (fs.existsSync(KEY_FILE)) {
    const key = fs.readFileSync(KEY_FILE, 'utf8').trim();
    if (key) return key;
  }
  const key = randomBytes(32).toString('base64');
  fs.mkdirSync(path.dirname(KEY_FILE), { recursive: true });
  fs.writeFileSync(KEY_FILE, `${key}\n`);
  return key;
}
