// `tsx measure/bench-search.ts [export dir]`: loads the built search files (meta tier and every
// body shard) and times a few hundred varied queries through the search engine, as the browser
// runs them once everything is loaded. Prints one JSON line: sizes and per-query times in ms.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { searchTiers } from '../lib/search/engine';
import { isBodyShard, isMetaTier } from '../lib/search/guards';
import { META_PATH, shardPath } from '../lib/search/paths';

const out = process.argv[2] ?? 'out';
const load = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(out, file), 'utf8'));

const meta = load(META_PATH);
if (!isMetaTier(meta)) throw new Error(`${out}${META_PATH} is not a meta tier`);
const shards = Array.from({ length: meta.shards }, (_, index) => {
  const shard = load(shardPath(index));
  if (!isBodyShard(shard)) throw new Error(`${out}${shardPath(index)} is not a body shard`);
  return shard;
});

/** A small deterministic generator, so every run asks the same queries. */
let state = 42;
const next = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const bodies = shards.flatMap((shard) => shard.bodies);
const words = [
  ...meta.articles.flatMap((a) => [...a.title.split(/\s+/), ...a.tags, a.category]),
  ...pick(bodies).split(/[^\p{L}\p{N}'-]+/u),
].filter((w) => w.length > 2);
const slice = (length: number) => {
  const body = pick(bodies);
  const start = Math.floor(next() * Math.max(1, body.length - length));
  return body.slice(start, start + length);
};
const made = [
  ...['a', 'e', 'é', 'ü', 'ñ', 'e\u0301', '.', '(', '.*?()[]', 'zzzxqv', 'no such phrase at all'],
  ...['  heart  ', 'HEART', 'Blood Pressure', 'sleep  apnoea', 'vitamin d', '#', '**'],
];
const queries = [
  ...made,
  ...Array.from({ length: 100 }, () => pick(words)),
  ...Array.from({ length: 60 }, () => pick(words).toUpperCase()),
  ...Array.from({ length: 60 }, () => slice(1 + Math.floor(next() * 2))),
  ...Array.from({ length: 80 }, () => slice(6 + Math.floor(next() * 20))),
  ...Array.from({ length: 40 }, () => `${pick(words)} ${pick(words)}`),
];

const times = queries.map((query) => {
  const started = performance.now();
  searchTiers(meta, shards, query);
  return performance.now() - started;
});
const sorted = [...times].sort((a, b) => a - b);
const at = (share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
console.log(
  JSON.stringify({
    articles: meta.articles.length,
    queries: queries.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: sorted.at(-1),
    firstMs: times[0],
  }),
);
