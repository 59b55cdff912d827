// Writes the service worker (out/sw.js; OUT_DIR) with Workbox's injectManifest: service-worker/sw.ts
// bundled with esbuild, given the precache list of the shell as the export holds it. `npm run
// build` runs it last, after every step that rewrites exported files (the CSP pass included), so
// the revisions it records are those of the files served. Hashed files under _next/static/ are
// listed without a revision: their names change with their content. Every file is listed with its
// SHA-256 (`integrity`): the worker fetches it with that check and serves a stored copy only while
// its bytes still match (service-worker/build-files.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const out = process.env.OUT_DIR ?? 'out';

/**
 * The fonts of the Hindi pages alone (Noto Sans Devanagari, copied to _next/static/media/ by the
 * build under a hashed name, found by their bytes): a Hindi page fetches its font itself, and the
 * worker keeps it once read; English readers never download it.
 */
function hindiFonts() {
  const source = 'node_modules/@fontsource-variable/noto-sans-devanagari/files';
  const fonts = new Set(
    fs
      .readdirSync(source)
      .map((name) => fs.readFileSync(path.join(source, name)).toString('base64')),
  );
  const media = path.join(out, '_next/static/media');
  if (!fs.existsSync(media)) return [];
  return fs
    .readdirSync(media)
    .filter((name) => fonts.has(fs.readFileSync(path.join(media, name)).toString('base64')))
    .map((name) => `_next/static/media/${name}`);
}

/** A file's Subresource Integrity value. */
const integrityOf = (file) =>
  `sha256-${crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(out, file)))
    .digest('base64')}`;

/**
 * A precache list entry's address as pages ask for it: a dynamic route's chunk lives under a folder
 * named [id], and the page's own tags ask for %5Bid%5D (the worker maps the other spelling to it).
 */
const addressOf = (file) => file.replaceAll('[', '%5B').replaceAll(']', '%5D');

/** What the shell precaches, relative to the export. */
const SHELL = {
  globPatterns: [
    'index.html',
    'offline.html',
    // What to do in an emergency opens with no connection, in each language (content/emergencies/).
    'first-aid.html',
    'first-aid/*.html',
    'hi/first-aid.html',
    'hi/first-aid/*.html',
    'manifest.webmanifest',
    // The search indexes' manifests (English, then each other language's: lib/search/paths.ts):
    // offline, a page searches the index of its own build.
    'search-index/manifest.json',
    'search-index/hi/manifest.json',
    'generated/icons/*.png',
    '_next/static/**/*.{js,css,woff2}',
  ],
  // The legacy browsers' polyfills: no browser with service workers loads them.
  globIgnores: ['_next/static/chunks/polyfills-*.js'],
};

const hindi = hindiFonts();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-sw-'));
try {
  const bundled = path.join(folder, 'sw.js');
  await build({
    entryPoints: ['service-worker/sw.ts'],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    define: {
      // Workbox's development logging is left out.
      'process.env.NODE_ENV': '"production"',
      // Listed but not precached: the Hindi fonts, fetched by Hindi pages and then kept.
      LISTED_FILES: JSON.stringify(
        hindi.map((file) => ({ url: addressOf(file), integrity: integrityOf(file) })),
      ),
    },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(out, 'sw.js'),
    globDirectory: out,
    ...SHELL,
    globIgnores: [...SHELL.globIgnores, ...hindi],
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: addressOf(entry.url),
          integrity: integrityOf(entry.url),
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) {
    // A shell file missing (the offline page, say): no worker rather than one that lacks it.
    fs.rmSync(path.join(out, 'sw.js'));
    for (const warning of warnings) console.error(`Service worker: ${warning}`);
    process.exitCode = 1;
  } else
    console.log(
      `Service worker: ${out}/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB).`,
    );
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
