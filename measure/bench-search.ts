// `tsx measure/bench-search.ts [export dir]`: runs a fixed set of queries over the built search
// index as the browser does (lib/search/run-search.ts), reading the files from the export, and
// prints one JSON line: for each query its kind, matches, files and gzip bytes fetched (zlib level
// 6, as nginx sends them) before the first result and in all, and the engine's time in Node.
// The query set is drawn from the export itself: common words and a phrase of the real articles,
// rare words and a rare phrase (in 1 to 5 articles), absent words, and a query too short for the
// index (every article is then a candidate).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { isDoc, isManifest } from '../lib/search/guards';
import { docPath, MANIFEST_PATH } from '../lib/search/paths';
import { runSearch, type Load, type SearchState } from '../lib/search/run-search';
import type { SearchManifest } from '../lib/search/search-index';

const out = process.argv[2] ?? 'out';
const read = (file: string) => fs.readFileSync(path.join(out, file));
const parsed: unknown = JSON.parse(read(MANIFEST_PATH).toString());
if (!isManifest(parsed)) throw new Error(`${out}${MANIFEST_PATH} is not a search manifest`);
const manifest: SearchManifest = parsed;

/** The words of 6 letters or more and the articles holding each, from every document. */
const holders = new Map<string, number[]>();
const texts: string[] = [];
for (let n = 0; n < manifest.articles; n += 1) {
  const doc: unknown = JSON.parse(read(docPath(manifest.version, n)).toString());
  if (!isDoc(doc)) throw new Error(`${docPath(manifest.version, n)} is not a search document`);
  texts.push(doc.text);
  for (const word of new Set(doc.text.toLowerCase().match(/\p{L}{6,}/gu) ?? [])) {
    const list = holders.get(word);
    if (list) list.push(n);
    else holders.set(word, [n]);
  }
}
const rare = [...holders]
  .filter(([, list]) => list.length >= 1 && list.length <= 5)
  .sort(([a], [b]) => a.localeCompare(b));
const spread = <T>(list: T[], count: number) =>
  Array.from({ length: count }, (_, i) => list[Math.floor(((i + 0.5) * list.length) / count)]!);
const rareWords = spread(rare, 4).map(([word]) => word);
/** A rare word and the word after it, as it appears in its first article. */
const rarePhrase = (() => {
  const [word, [n]] = spread(rare, 7)[5]!;
  const found = new RegExp(`${word}\\s+\\p{L}+`, 'iu').exec(texts[n!]!);
  return (found?.[0] ?? word).toLowerCase();
})();

const QUERIES: { kind: string; query: string }[] = [
  ...['heart', 'sleep', 'blood pressure'].map((query) => ({ kind: 'common', query })),
  { kind: 'common phrase', query: 'talk to your doctor' },
  ...rareWords.map((query) => ({ kind: 'rare', query })),
  { kind: 'rare phrase', query: rarePhrase },
  ...['xylophone', 'zebra crossing'].map((query) => ({ kind: 'absent', query })),
  { kind: 'too short for the index', query: 'tb' },
];

const gzipBytes = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gzipBytes.has(file)) gzipBytes.set(file, zlib.gzipSync(read(file), { level: 6 }).length);
  return gzipBytes.get(file)!;
};

async function measure({ kind, query }: { kind: string; query: string }) {
  const requested: string[] = [];
  let firstBytes: number | undefined;
  const load: Load = async (file, valid) => {
    requested.push(file);
    const value: unknown = JSON.parse(read(file).toString());
    if (!valid(value)) throw new Error(`${file} is not valid`);
    return value;
  };
  const loadManifest = async () => {
    requested.push(MANIFEST_PATH);
    return manifest;
  };
  let last: SearchState = { status: 'loading' };
  const started = performance.now();
  await runSearch(query, loadManifest, load, (state) => {
    last = state;
    if (firstBytes === undefined && state.status === 'ready' && state.results.length > 0)
      firstBytes = requested.reduce((sum, file) => sum + gzipOf(file), 0);
  });
  const ms = performance.now() - started;
  const finalBytes = requested.reduce((sum, file) => sum + gzipOf(file), 0);
  const final = last as SearchState;
  return {
    kind,
    query,
    matches: final.status === 'ready' ? final.results.length : -1,
    files: requested.length,
    kbBeforeFirstResult: firstBytes === undefined ? null : Number((firstBytes / 1024).toFixed(1)),
    kbToFinalCount: Number((finalBytes / 1024).toFixed(1)),
    engineMs: Number(ms.toFixed(1)),
  };
}

async function main() {
  const rows = [];
  for (const query of QUERIES) rows.push(await measure(query));
  console.log(JSON.stringify({ articles: manifest.articles, rows }));
}

void main();
