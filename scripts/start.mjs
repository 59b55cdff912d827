// `npm start`: builds the static site when out/ is missing or older than its sources, then serves it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sources = ['app', 'components', 'lib', 'content', 'public', 'next.config.mjs', 'package.json'];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const built = path.join('out', 'index.html');
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));

if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding.' : 'No build yet: building.');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('./preview-server.mjs');
