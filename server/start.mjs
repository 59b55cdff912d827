// `npm start`: builds the static site when out/ is missing, older than its sources or built with
// other settings, then serves it (server/preview-server.ts; run with tsx, see package.json).
import fs from 'node:fs';
import path from 'node:path';
import { build, currentSettings, SETTINGS_FILE } from '../build-steps/build.mjs';

const sources = [
  'app',
  'components',
  'lib',
  'content',
  'public',
  'next.config.mjs',
  'package.json',
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function reasonToBuild() {
  if (!fs.existsSync(SETTINGS_FILE)) return 'No build yet: building.';
  if (fs.statSync(SETTINGS_FILE).mtimeMs < Math.max(...sources.map(newestMtime)))
    return 'Sources changed since the last build: rebuilding.';
  if (fs.readFileSync(SETTINGS_FILE, 'utf8') !== JSON.stringify(currentSettings(), null, 2))
    return 'Settings changed since the last build: rebuilding.';
  return null;
}

const reason = reasonToBuild();
if (reason) {
  console.log(reason);
  await build();
}

await import('./preview-server.ts');
