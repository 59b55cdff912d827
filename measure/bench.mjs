// `npm run measure:bench [-- 100 1000]`: builds generated corpora (measure/bench-corpus.mjs: realistic
// articles, the same ones at every size) into temporary folders with CONTENT_DIR; 100, 1,000 and
// 10,000 articles when no size is given. For each build from empty caches (as on a fresh clone:
// webpack's cache in .next/cache/webpack is emptied first) it reports the wall time, the phases,
// user+system CPU-seconds and the peak memory (GNU time), the size and file count of the export,
// and the largest HTML file of each page type (measure/html-sizes.mjs); then the time of an
// editor's rebuild with every cache kept (BENCH_REBUILD=0 skips it), the marginal cost per article,
// and the search: the index's files and size, per-query engine time once everything is loaded
// (measure/bench-search.ts) and, with Chromium, time to the first results and to the final count
// in a browser (measure/bench-search-browser.mjs; BENCH_BROWSER=0 skips it, BENCH_PORT sets the
// preview server's port, 4317 by default). The real content is untouched; everything is removed
// afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeCorpus } from './bench-corpus.mjs';
import { browserSearchTimes } from './bench-search-browser.mjs';
import { kb, largestHtml } from './html-sizes.mjs';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const SIZES = sizes.length ? sizes : [100, 1000, 10000];
const rebuild = process.env.BENCH_REBUILD !== '0';

/** The export's size in bytes, its number of files and of HTML pages. */
function folderStats(dir) {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
    if (entry.name.endsWith('.html')) pages += 1;
  }
  return { bytes, files, pages };
}

/** The phases `npm run build` and `next build` report, in seconds. */
function buildPhases(log) {
  const seconds = (pattern) => {
    const match = log.match(pattern);
    if (!match) return null;
    const unit = { ms: 0.001, s: 1, min: 60 }[match[2]] ?? 1;
    return Number((Number(match[1]) * unit).toFixed(1));
  };
  return {
    'images (s)': seconds(/Step images took ([\d.]+)(s)/),
    'compile (s)': seconds(/Compiled successfully in ([\d.]+)(ms|s|min)/),
    'type check (s)': seconds(/Finished TypeScript in ([\d.]+)(ms|s|min)/),
    'static pages (s)': seconds(/Generating static pages [^\n]*\) in ([\d.]+)(ms|s|min)/),
    'next build (s)': seconds(/Step next build took ([\d.]+)(s)/),
    'social images, beside next build (s)': seconds(/Step social images[^\n]* took ([\d.]+)(s)/),
    'search index, beside next build (s)': seconds(/Step search index[^\n]* took ([\d.]+)(s)/),
    'CSP and headers (s)': seconds(/Step headers took ([\d.]+)(s)/),
  };
}

/** The largest HTML file of each page type, as 'raw / gzip' KB. */
const htmlColumns = (distDir) =>
  Object.fromEntries(
    largestHtml(distDir).map(({ type, raw, gzip }) => [
      `largest ${type} HTML (KB raw / gzip)`,
      `${kb(raw)} / ${kb(gzip)}`,
    ]),
  );

const browser =
  process.env.BENCH_BROWSER !== '0' &&
  fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

/** Queries whose search fetches more than this are not timed on slow 4G (minutes per run). */
const SLOW_4G_LIMIT_KB = 2048;

/**
 * The search of an export: the index's size, and for each query of measure/bench-search.ts its
 * matches, files and gzip bytes before the first result and to the final count, the engine's time
 * in Node and, with Chromium, the browser's times (local and slow 4G) and bytes transferred.
 */
async function searchRows(count, distDir) {
  const index = folderStats(path.join(distDir, 'search-index'));
  console.log(
    `Search index of ${count} articles: ${index.files} files, ${(index.bytes / 1048576).toFixed(1)} MB raw.`,
  );
  const engine = spawnSync('npx', ['tsx', 'measure/bench-search.ts', distDir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (engine.status !== 0) throw new Error(`bench-search failed: ${engine.stderr}`);
  const { rows } = JSON.parse(engine.stdout.trim().split('\n').at(-1));
  const timed = browser
    ? await browserSearchTimes({
        outDir: distDir,
        port: Number(process.env.BENCH_PORT ?? 4317),
        queries: rows.map((row) => ({ ...row, slow4G: row.kbToFinalCount <= SLOW_4G_LIMIT_KB })),
      })
    : [];
  return rows.map((row, i) => ({ articles: count, ...row, ...timed[i] }));
}

/** One `npm run build` under GNU time: wall time, output, peak memory and CPU time. */
function timedBuild(env) {
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M %U %S', 'node', 'build-steps/build.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-2000), result.stderr.slice(-2000));
    throw new Error(`The build of ${env.CONTENT_DIR} failed.`);
  }
  const [peakKb, user, system] = result.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return {
    seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    log: result.stdout,
    peakMb: Math.round(peakKb / 1024),
    cpuSeconds: Number((user + system).toFixed(1)),
  };
}

/** Rows of figures printed as one row per figure and one column per corpus. */
function printByFigure(rows) {
  const figures = [...new Set(rows.flatMap(Object.keys))].filter((key) => key !== 'articles');
  console.table(
    Object.fromEntries(
      figures.map((key) => [
        key,
        Object.fromEntries(rows.map((row) => [`${row.articles} articles`, row[key]])),
      ]),
    ),
  );
}

/** Where webpack keeps compiled modules between builds (in .next whatever NEXT_DIST_DIR says). */
const WEBPACK_CACHE = path.join('.next', 'cache', 'webpack');
const rows = [];
const searchResults = [];
for (const count of SIZES) {
  const contentDir = writeCorpus(
    count,
    fs.mkdtempSync(path.join(os.tmpdir(), `healthhub-bench-${count}-`)),
  );
  const distDir = `.next-bench-${count}`;
  // Its own social-image and content caches, empty at first, so the first build draws every image
  // and checks and renders every article.
  const ogCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `healthhub-bench-og-${count}-`));
  const contentCacheDir = fs.mkdtempSync(
    path.join(os.tmpdir(), `healthhub-bench-content-${count}-`),
  );
  try {
    const env = {
      CONTENT_DIR: contentDir,
      NEXT_DIST_DIR: distDir,
      OG_CACHE_DIR: ogCacheDir,
      CONTENT_CACHE_DIR: contentCacheDir,
    };
    fs.rmSync(WEBPACK_CACHE, { recursive: true, force: true });
    const first = timedBuild(env);
    const exported = folderStats(distDir);
    const row = {
      articles: count,
      'build, no caches (s)': first.seconds,
      ...buildPhases(first.log),
      'CPU, user + system (s)': first.cpuSeconds,
      'peak memory (MB, largest process)': first.peakMb,
      'export (MB)': Number((exported.bytes / 1048576).toFixed(1)),
      'export (files)': exported.files,
      'HTML pages': exported.pages,
      'files per HTML page': Number((exported.files / exported.pages).toFixed(1)),
      ...htmlColumns(distDir),
    };
    searchResults.push(...(await searchRows(count, distDir)));
    // An editor's rebuild: the same corpus again, with the compiled code and the social images
    // kept from the first build.
    if (rebuild) row['rebuild, caches kept (s)'] = timedBuild(env).seconds;
    rows.push(row);
    // Each size as it is done, so a long run that is stopped keeps what it measured.
    console.log(JSON.stringify(row));
  } finally {
    for (const dir of [contentDir, distDir, ogCacheDir, contentCacheDir])
      fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (rows.length > 1) {
  const [a, b] = [rows[0], rows.at(-1)];
  console.log(
    `Marginal cost: ${(((b['build, no caches (s)'] - a['build, no caches (s)']) / (b.articles - a.articles)) * 1000).toFixed(0)} ms per article.`,
  );
}
console.log('Build (HTML gzip: zlib level 6):');
printByFigure(rows);
console.log(
  `Search (gzip: zlib level 6, as nginx sends it; browser: medians of 3 runs against the preview server, which compresses like a CDN; slow 4G only under ${SLOW_4G_LIMIT_KB} KB):`,
);
console.table(searchResults);
