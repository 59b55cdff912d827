// The largest HTML file of each page type of an export, raw and gzip (zlib level 6, as the bench
// reports its other sizes). `npm run measure:bench` adds them to its build rows, and
// e2e/harness/check-html-growth.mjs uses its page types; on its own,
// `node measure/html-sizes.mjs [export folder]` prints them (out/ by default).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The page types, in the order tables list them. */
export const PAGE_TYPES = [
  'home',
  'article',
  'category',
  'category page n',
  'about',
  'contact',
  'editorial-policy',
  'privacy',
  'terms',
  '404',
  'other',
  'topics',
];

/** Pages that are one file at the export's root, by name. */
const SINGLE_PAGES = ['about', 'contact', 'editorial-policy', 'privacy', 'terms', 'topics'];

/**
 * The page type of an HTML file, from its path inside the export ('/' or the system's separator).
 * @param {string} file e.g. 'blog/heart-healthy-diet-guide.html'
 * @returns {string} one of PAGE_TYPES
 */
export function pageType(file) {
  const parts = file.split(/[\\/]/);
  const name = parts.at(-1) ?? '';
  if (parts.length === 1) {
    if (name === 'index.html') return 'home';
    if (name === '404.html' || name === '_not-found.html') return '404';
    const single = SINGLE_PAGES.find((page) => name === `${page}.html`);
    if (single) return single;
  }
  if (parts.length === 2 && parts[0] === 'blog') return 'article';
  if (parts.length === 2 && parts[0] === 'category') return 'category';
  if (
    parts.length === 4 &&
    parts[0] === 'category' &&
    parts[2] === 'page' &&
    /^\d+\.html$/.test(name)
  )
    return 'category page n';
  return 'other';
}

/**
 * @typedef {{ file: string, raw: number, gzip: number }} HtmlSize
 *   a file's path inside the export and its size in bytes, raw and gzip
 */

/**
 * The largest HTML file (by raw size) of each page type present in `dir`, an export folder.
 * @param {string} dir
 * @returns {({ type: string } & HtmlSize)[]} in PAGE_TYPES order
 */
export function largestHtml(dir) {
  /** @type {Record<string, { file: string, raw: number }>} */
  const largest = {};
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const raw = fs.statSync(path.join(dir, file)).size;
    const type = pageType(file);
    if (raw > (largest[type]?.raw ?? -1))
      largest[type] = { file: file.split(path.sep).join('/'), raw };
  }
  return PAGE_TYPES.flatMap((type) => {
    const found = largest[type];
    if (!found) return [];
    return [
      { type, ...found, gzip: zlib.gzipSync(fs.readFileSync(path.join(dir, found.file))).length },
    ];
  });
}

/** @param {number} bytes */
export const kb = (bytes) => Number((bytes / 1024).toFixed(1));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  console.log(`The largest HTML file of each page type in ${dir}:`);
  console.table(
    largestHtml(dir).map(({ type, file, raw, gzip }) => ({
      'page type': type,
      file,
      'KB raw': kb(raw),
      'KB gzip': kb(gzip),
    })),
  );
}
