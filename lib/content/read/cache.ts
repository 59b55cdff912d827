// The content cache: each article file's checks and rendered HTML, kept on disk between builds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '../../site/settings';

/**
 * The content cache: each article file's checks, each article body's HTML and each translated
 * body's parity findings, kept on disk under a hash of everything that shapes them (the text, the registries and the day for the checks, and
 * the code that checks and renders). A build's processes (the social images, Next.js's page
 * workers, the steps after it) each need the whole checked corpus; with the cache, each file is
 * checked and rendered once, by whichever process gets to it first, and again only when it changes.
 */

/** What is kept: checked article files, rendered article bodies, and translations' parity findings. */
export type CacheKind = 'article' | 'html' | 'parity';

/**
 * Where the cache lives: CONTENT_CACHE_DIR, else node_modules/.cache/healthhub-content. Off under
 * Jest (each test reads its fixtures afresh) and in `next dev` (which re-reads every file anyway).
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CONTENT_CACHE_DIR) return path.resolve(env.CONTENT_CACHE_DIR);
  if (env.NODE_ENV === 'test' || env.NODE_ENV === 'development') return undefined;
  return path.resolve('node_modules', '.cache', 'healthhub-content');
}

const sha256 = (parts: readonly (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Source files whose code shapes the checks and the HTML, relative to the project. */
function codeFiles(root: string): string[] {
  const folder = path.join(root, 'lib', 'content');
  // Every file of lib/content and its folders (read/, checks/, render/).
  const own = fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(folder, name)).isFile())
        .sort()
    : [];
  return [
    ...own.map((name) => path.join('lib', 'content', name)),
    'lib/site/settings.ts',
    // The care cards' phone links (which numbers, in which words).
    'lib/site/call-numbers.ts',
    'lib/format.ts',
    'package-lock.json',
  ];
}

/** A hash of the code and settings that shape every entry: a change to any starts afresh. */
function codeVersion(root = process.cwd()): string {
  const files = codeFiles(root).flatMap((file) => {
    const full = path.join(root, file);
    return [file, fs.existsSync(full) ? fs.readFileSync(full) : ''];
  });
  return sha256(['1', JSON.stringify(site), ...files]);
}

let active: { dir: string; version: string } | null | undefined;

/** The cache of this process, or null when it is off. */
function current(): { dir: string; version: string } | null {
  if (active === undefined) {
    const dir = cacheDir();
    active = dir ? { dir, version: codeVersion() } : null;
  }
  return active;
}

/** Points this process at another cache folder, or turns it off (null); for tests. */
export function setCacheDir(dir: string | null): void {
  active = dir ? { dir, version: codeVersion() } : null;
}

export const isCacheOn = (): boolean => current() !== null;

/** One entry of the cache: read it (undefined when absent or unreadable) or write it. */
export type Cached<T> = {
  key: string;
  read(): T | undefined;
  write(value: T): T;
};

/** An entry that is never kept (worked out each time). */
export const uncached = <T>(): Cached<T> => ({
  key: '',
  read: () => undefined,
  write: (value) => value,
});

/** The keys asked for since the last `startAsking`, by kind: what a load used, so the rest can go. */
const asked = new Map<CacheKind, Set<string>>();

export const startAsking = (): void => asked.clear();

export const keysAskedFor = (kind: CacheKind): ReadonlySet<string> => asked.get(kind) ?? new Set();

/** The entry of a kind under the hash of `parts` (the cache's code version is part of it). */
export function cached<T>(kind: CacheKind, parts: readonly string[]): Cached<T> {
  const cache = current();
  if (!cache) return uncached<T>();
  const key = sha256([cache.version, kind, ...parts]);
  asked.set(kind, (asked.get(kind) ?? new Set()).add(key));
  const file = path.join(cache.dir, kind, key.slice(0, 2), `${key}.json`);
  return {
    key,
    read() {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    write(value) {
      // Under a name of its own first, so no process ever reads half an entry.
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(temporary, JSON.stringify(value));
        fs.renameSync(temporary, file);
      } catch {
        fs.rmSync(temporary, { force: true });
      }
      return value;
    },
  };
}

/** Process ids are only comparable on one machine. */
const HOST = os.hostname();

/** A claim older than this is given up, whoever holds it: one chunk takes a second or two. */
const CLAIM_TIMEOUT_MS = 120_000;
/** How long a process waits before looking again at a chunk another one is working on. */
const POLL_MS = 20;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** Whether the process that wrote a claim has gone (or took far too long). */
function isStale(claim: string): boolean {
  try {
    const [pid, host] = fs.readFileSync(claim, 'utf8').split(' ');
    if (Date.now() - fs.statSync(claim).mtimeMs > CLAIM_TIMEOUT_MS) return true;
    return host === HOST && !isAlive(Number(pid));
  } catch {
    return false; // released meanwhile
  }
}

/** Takes a claim file, or false when another process holds it. */
function claim(file: string): boolean {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${process.pid} ${HOST}`, { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/** Articles per claim: enough that claims cost little, few enough that processes share the work. */
export const CHUNK = 25;

/**
 * The value of every entry, working out the missing ones with `compute(index)`. Processes doing the
 * same at the same time share the work: each claims chunks of the list in turn, skips the chunks
 * another process holds, and then reads them once written (or works them out itself, should that
 * process have stopped).
 */
export function fillShared<T>(entries: readonly Cached<T>[], compute: (index: number) => T): T[] {
  const values = entries.map((entry) => entry.read());
  const cache = current();
  const chunks = Array.from({ length: Math.ceil(entries.length / CHUNK) }, (_, n) =>
    Array.from({ length: Math.min(CHUNK, entries.length - n * CHUNK) }, (_, i) => n * CHUNK + i),
  );
  const missing = (chunk: number[]) => chunk.filter((i) => values[i] === undefined);
  const refresh = (chunk: number[]) => {
    for (const i of missing(chunk)) values[i] = entries[i]!.read();
  };
  // What another process finished since is read, not worked out again.
  const work = (chunk: number[]) => {
    refresh(chunk);
    for (const i of missing(chunk)) values[i] = entries[i]!.write(compute(i));
  };
  const claimFile = (chunk: number[]) =>
    path.join(cache!.dir, 'claims', `${sha256(chunk.map((i) => entries[i]!.key))}.claim`);
  const waiting: number[][] = [];
  for (const chunk of chunks) {
    if (missing(chunk).length === 0) continue;
    if (!cache) {
      work(chunk);
      continue;
    }
    const file = claimFile(chunk);
    if (!claim(file)) {
      waiting.push(chunk);
      continue;
    }
    try {
      work(chunk);
    } finally {
      fs.rmSync(file, { force: true });
    }
  }
  for (const chunk of waiting) {
    const file = claimFile(chunk);
    for (;;) {
      refresh(chunk);
      if (missing(chunk).length === 0) break;
      // Released without every entry written, or abandoned: finish it here.
      if (isStale(file)) fs.rmSync(file, { force: true });
      if (!fs.existsSync(file)) {
        work(chunk);
        break;
      }
      sleep(POLL_MS);
    }
  }
  return values as T[];
}

/**
 * Removes every entry of a kind that is not in `keep` (the keys of the corpus just loaded), so the
 * cache holds one corpus and does not grow with every edit.
 */
export function prune(kind: CacheKind, keep: ReadonlySet<string>): void {
  const cache = current();
  if (!cache) return;
  const folder = path.join(cache.dir, kind);
  if (!fs.existsSync(folder)) return;
  for (const shard of fs.readdirSync(folder)) {
    for (const name of fs.readdirSync(path.join(folder, shard))) {
      const file = path.join(folder, shard, name);
      // A file being written is left alone, unless its writer stopped long ago.
      const writing = name.endsWith('.tmp') && Date.now() - mtime(file) < CLAIM_TIMEOUT_MS;
      if (writing || keep.has(name.slice(0, -'.json'.length))) continue;
      fs.rmSync(file, { force: true });
    }
  }
}
