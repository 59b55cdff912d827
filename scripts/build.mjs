// `npm run build`: renders the image variants, exports the site to out/ and records the public settings it was built with
// (.build-settings.json), so `npm start` knows when a rebuild is needed. With NEXT_DIST_DIR (tests,
// benchmarks) the export goes to that folder instead and out/ and its settings are left alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const SETTINGS_FILE = '.build-settings.json';

/** The NEXT_PUBLIC_* variables and CONTENT_DIR: what changes the exported files. */
export function currentSettings() {
  const entries = Object.entries(process.env).filter(
    ([key]) => key.startsWith('NEXT_PUBLIC_') || key === 'CONTENT_DIR',
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

export function build() {
  if (!process.env.NEXT_PUBLIC_SITE_URL) {
    console.warn(
      [
        '',
        '!!! NEXT_PUBLIC_SITE_URL is not set.',
        '!!! Canonical URLs, the sitemap, the feed and social images will point at http://localhost:3000.',
        '!!! Set NEXT_PUBLIC_SITE_URL=https://your-domain for a production build.',
        '',
      ].join('\n'),
    );
  }
  if (!process.env.NEXT_PUBLIC_FORM_ACCESS_KEY) {
    console.warn(
      'Note: NEXT_PUBLIC_FORM_ACCESS_KEY is not set; the contact form will post to the local preview server (npm start).',
    );
  }
  for (const [step, command, args] of [
    ['images', 'node', ['scripts/build-images.mjs']],
    ['next build', 'npx', ['next', 'build']],
    ['headers', 'node', ['scripts/write-headers.mjs']],
  ]) {
    const started = Date.now();
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, OUT_DIR: process.env.NEXT_DIST_DIR ?? 'out' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`Step ${step} took ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  if (!process.env.NEXT_DIST_DIR)
    fs.writeFileSync(SETTINGS_FILE, JSON.stringify(currentSettings(), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) build();
