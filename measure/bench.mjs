// `npm run bench [-- 100 1000]`: builds synthetic corpora of realistic articles (paragraphs drawn
// from the real ones, the real categories, tags and covers) into temporary folders with CONTENT_DIR,
// and reports build wall time (from empty caches, as on a fresh clone: webpack's cache in
// .next/cache/webpack is emptied first) and that of a rebuild with every cache kept, per-article
// marginal cost, peak memory (GNU time), the size of the export, and the search: meta tier and
// body shard sizes, per-query engine time once everything is loaded (measure/bench-search.ts)
// and, with Chromium, time to the first results and to the final count in a browser
// (measure/bench-search-browser.mjs; BENCH_BROWSER=0 skips it, BENCH_PORT sets the preview
// server's port, 4317 by default). The real content is untouched; everything is
// removed afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import YAML from 'yaml';
import { readMarkdownFile } from '../lib/content/read.ts';
import { browserSearchTimes } from './bench-search-browser.mjs';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const SIZES = sizes.length ? sizes : [100, 1000];

/** A small deterministic generator, so every run builds the same corpus. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

const real = fs
  .readdirSync('content/articles')
  .map((file) => readMarkdownFile(path.join('content/articles', file)));
// Paragraphs without their citation markers: each generated article cites its own sources.
const paragraphs = real.flatMap((a) =>
  a.body
    .split(/\n\s*\n/)
    .filter((p) => p.trim().length > 40)
    .map((p) => p.replace(/:cite\[[^\]]*\]/g, '')),
);
const categories = YAML.parse(fs.readFileSync('content/categories.yml', 'utf8')).map((c) => c.name);
const tags = [...new Set(real.flatMap((a) => a.data.tags))];
const covers = real.map((a) => a.data.image);

function corpus(count) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `healthhub-bench-${count}-`));
  for (const item of ['categories.yml', 'team.yml', 'pages'])
    fs.cpSync(path.join('content', item), path.join(dir, item), { recursive: true });
  fs.mkdirSync(path.join(dir, 'articles'));
  const next = random(count);
  const pick = (list) => list[Math.floor(next() * list.length)];
  for (let i = 1; i <= count; i += 1) {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const data = {
      title: `Health guide ${i}: ${pick(tags)} and ${pick(tags)}`,
      excerpt: `A practical guide to ${pick(tags)} for everyday life, with steps you can take and signs to watch for.`,
      category: pick(categories),
      author: 'HealthHub Editorial Team',
      date: day,
      order: i,
      image: pick(covers),
      imageAlt: 'Illustration for the article',
      featured: i % 50 === 1,
      tags: [pick(tags), pick(tags), pick(tags)].filter((t, n, all) => all.indexOf(t) === n),
      sources: real[0].data.sources.slice(0, 3),
      reviewedBy: 'editorial-team',
      lastReviewed: real[0].data.lastReviewed,
      nextReviewDue: real[0].data.nextReviewDue,
    };
    const cited = `:cite[${data.sources.map((s) => s.id).join(', ')}]`;
    const body = Array.from(
      { length: 14 },
      (_, n) => (n % 5 === 0 ? `## ${pick(tags)}\n\n` : '') + pick(paragraphs),
    ).join('\n\n');
    fs.writeFileSync(
      path.join(dir, 'articles', `guide-${i}.md`),
      `---\n${YAML.stringify(data)}---\n\n${body}\n\nSources for this guide${cited}.\n`,
    );
  }
  return dir;
}

function folderBytes(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .reduce(
      (sum, entry) =>
        entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum,
      0,
    );
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
    'CSP and headers (s)': seconds(/Step headers took ([\d.]+)(s)/),
  };
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gzip = (buffer) => zlib.gzipSync(buffer).length;
const browser =
  process.env.BENCH_BROWSER !== '0' &&
  fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

/** The search files of an export: sizes, engine time per query, browser times. */
async function searchRow(count, distDir) {
  const dir = path.join(distDir, 'search-index');
  const meta = fs.readFileSync(path.join(dir, 'meta.json'));
  const { shards } = JSON.parse(meta.toString());
  const shardGzip = Array.from({ length: shards }, (_, i) =>
    gzip(fs.readFileSync(path.join(dir, `body-${i}.json`))),
  );
  const engine = spawnSync('npx', ['tsx', 'measure/bench-search.ts', distDir], {
    encoding: 'utf8',
  });
  if (engine.status !== 0) throw new Error(`bench-search failed: ${engine.stderr}`);
  const times = JSON.parse(engine.stdout.trim().split('\n').at(-1));
  const row = {
    articles: count,
    'meta (KB raw)': kb(meta.length),
    'meta (KB gzip) = before first results': kb(gzip(meta)),
    shards,
    'shards (KB gzip, total)': kb(shardGzip.reduce((a, b) => a + b, 0)),
    'largest shard (KB gzip)': kb(Math.max(...shardGzip)),
    [`query (ms, median of ${times.queries})`]: Number(times.medianMs.toFixed(2)),
    'query (ms, max)': Number(times.maxMs.toFixed(2)),
  };
  if (browser) {
    const port = Number(process.env.BENCH_PORT ?? 4317);
    const timesIn = await browserSearchTimes({ outDir: distDir, port });
    for (const [network, { meta, first, final }] of Object.entries(timesIn)) {
      row[`browser ${network}: meta tier in (ms)`] = meta;
      row[`browser ${network}: first results (ms)`] = first;
      row[`browser ${network}: final count (ms)`] = final;
    }
  }
  return row;
}

/** One `npm run build` under GNU time: its wall time, its output and its peak memory. */
function timedBuild(env) {
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', 'node', 'build-steps/build.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-2000), result.stderr.slice(-2000));
    throw new Error(`The build of ${env.CONTENT_DIR} failed.`);
  }
  return {
    seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
    log: result.stdout,
    peakMb: Math.round(Number(result.stderr.trim().split('\n').at(-1)) / 1024),
  };
}

/** Where webpack keeps compiled modules between builds (in .next whatever NEXT_DIST_DIR says). */
const WEBPACK_CACHE = path.join('.next', 'cache', 'webpack');
const rows = [];
const searchRows = [];
for (const count of SIZES) {
  const contentDir = corpus(count);
  const distDir = `.next-bench-${count}`;
  // Its own social-image cache, empty at first, so the first build draws every image.
  const ogCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `healthhub-bench-og-${count}-`));
  try {
    const env = { CONTENT_DIR: contentDir, NEXT_DIST_DIR: distDir, OG_CACHE_DIR: ogCacheDir };
    fs.rmSync(WEBPACK_CACHE, { recursive: true, force: true });
    const first = timedBuild(env);
    const row = {
      articles: count,
      'build, no caches (s)': first.seconds,
      ...buildPhases(first.log),
      'peak memory (MB, largest process)': first.peakMb,
      'out/ (MB)': Number((folderBytes(distDir) / 1048576).toFixed(1)),
    };
    searchRows.push(await searchRow(count, distDir));
    // An editor's rebuild: the same corpus again, with the compiled code and the social images
    // kept from the first build.
    row['rebuild, caches kept (s)'] = timedBuild(env).seconds;
    rows.push(row);
  } finally {
    for (const dir of [contentDir, distDir, ogCacheDir])
      fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (rows.length > 1) {
  const [a, b] = [rows[0], rows.at(-1)];
  console.log(
    `Marginal cost: ${(((b['build, no caches (s)'] - a['build, no caches (s)']) / (b.articles - a.articles)) * 1000).toFixed(0)} ms per article.`,
  );
}
console.table(rows);
console.log(
  'Search (gzip: zlib level 6, as nginx sends it; browser: medians of 5 runs against the preview server, which compresses like a CDN):',
);
const metrics = Object.keys(searchRows.at(-1) ?? {}).filter((key) => key !== 'articles');
console.table(
  Object.fromEntries(
    metrics.map((key) => [
      key,
      Object.fromEntries(searchRows.map((row) => [`${row.articles} articles`, row[key]])),
    ]),
  ),
);
