import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus, renderArticle } from '@/lib/content';
import { cacheDir, cached, CHUNK, fillShared, setCacheDir } from '@/lib/content/read/cache';
import type { ContentPaths } from '@/lib/content/paths';
import { FIXTURE_DAY } from '../../helpers/fixture-day';

/**
 * The content cache (lib/content/read/cache.ts) keeps each checked article file and each rendered body,
 * so a build's processes check and render each article once. Whatever it holds, a corpus must load
 * exactly as it does without it.
 */
const temporary = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const publicDir = path.join(process.cwd(), 'public');
const corpora: [string, ContentPaths][] = [
  ['the real content', { contentDir: path.join(process.cwd(), 'content'), publicDir }],
  ...['corpus-valid', 'corpus-broken', 'corpus-check', 'corpus-warnings'].map(
    (name): [string, ContentPaths] => [
      name,
      { contentDir: path.join(__dirname, '..', '..', 'fixtures', name), publicDir },
    ],
  ),
];
const files = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.json$/.test(`${f}`))
    : [];

let dir: string;
beforeEach(() => {
  dir = temporary('content-cache-');
  setCacheDir(dir);
});
afterEach(() => {
  setCacheDir(null);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a corpus loaded through the content cache', () => {
  it.each(corpora)(
    '%s: the same problems and articles, cold and warm, as without it',
    (_, paths) => {
      for (const drafts of [true, false]) {
        const options = { drafts, today: FIXTURE_DAY };
        setCacheDir(null);
        const direct = checkCorpus(paths, options);
        setCacheDir(dir);
        expect(checkCorpus(paths, options)).toEqual(direct);
        expect(checkCorpus(paths, options)).toEqual(direct);
        expect(direct.corpus.articles.map((article) => renderArticle(article))).toEqual(
          direct.corpus.articles.map((article) => {
            setCacheDir(null);
            const rendered = renderArticle(article);
            setCacheDir(dir);
            return rendered;
          }),
        );
      }
    },
  );

  it('reads each body as written: its first lines, line endings, code and links', () => {
    const contentDir = temporary('content-cache-bodies-');
    fs.cpSync(path.join(__dirname, '..', '..', 'fixtures', 'corpus-valid'), contentDir, {
      recursive: true,
    });
    const alpha = fs.readFileSync(path.join(contentDir, 'articles', 'alpha.md'), 'utf8');
    const [frontMatter] = alpha.split('\n---\n');
    const bodies = {
      'blank-first':
        '\n\n   \n## Heading\n\nText:cite[who-healthy-diet] and :cite[nope] [y](article&#58;gone).\n\n:::urgent\n- open',
      'indented-first': '\n    :cite[nope] in code\n\nText:cite[who-healthy-diet].\n',
      'spaced-first':
        '  Text:cite[who-healthy-diet] [x](article:missing) and [y](article&#58;gone).\n',
      crlf: '\r\n\r\nText:cite[who-healthy-diet].\r\n\r\n:::emergency\r\n- call\r\n:::\r\n',
      'odd-space-last': '\nText:cite[who-healthy-diet].\n\n:::urgent\n- soon\n:::\u00a0',
    };
    Object.entries(bodies).forEach(([name, body], i) =>
      fs.writeFileSync(
        path.join(contentDir, 'articles', `${name}.md`),
        `${frontMatter!.replace('order: 2', `order: ${10 + i}`)}\n---\n${body}`,
      ),
    );
    try {
      const paths = { contentDir, publicDir };
      const options = { today: FIXTURE_DAY };
      setCacheDir(null);
      const direct = checkCorpus(paths, options);
      setCacheDir(dir);
      expect(direct.problems.length).toBeGreaterThan(3);
      expect(checkCorpus(paths, options)).toEqual(direct);
      expect(checkCorpus(paths, options)).toEqual(direct);
    } finally {
      fs.rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('keeps one checked entry per file and one rendering per article, both from one parse', () => {
    const [, paths] = corpora[0]!;
    const { corpus, files: count } = checkCorpus(paths, { today: FIXTURE_DAY });
    expect(files(path.join(dir, 'article'))).toHaveLength(count);
    expect(files(path.join(dir, 'html'))).toHaveLength(corpus.articles.length);
  });

  it('checks an edited file again, and drops what the corpus no longer uses', () => {
    const contentDir = temporary('content-cache-corpus-');
    fs.cpSync(path.join(__dirname, '..', '..', 'fixtures', 'corpus-valid'), contentDir, {
      recursive: true,
    });
    const paths = { contentDir, publicDir };
    const options = { today: FIXTURE_DAY };
    const before = checkCorpus(paths, options);
    const file = path.join(contentDir, 'articles', 'alpha.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('order: 2', 'order: oops'));
    try {
      const after = checkCorpus(paths, options);
      setCacheDir(null);
      expect(after).toEqual(checkCorpus(paths, options));
      setCacheDir(dir);
      expect(after.problems).not.toEqual(before.problems);
      expect(files(path.join(dir, 'article'))).toHaveLength(before.files);
      expect(files(path.join(dir, 'html'))).toHaveLength(after.corpus.articles.length);
    } finally {
      fs.rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('compares an edited translation afresh, and keeps one parity entry per translated body', () => {
    const contentDir = temporary('content-cache-translation-');
    fs.cpSync(path.join(process.cwd(), 'content'), contentDir, { recursive: true });
    const paths = { contentDir, publicDir };
    // A day after every date of the real content.
    const options = { today: '2026-12-31' };
    const hindi = path.join(contentDir, 'translations', 'hi', 'arthritis-management.md');
    const aboutHindi = (problems: { file: string; message: string }[]) =>
      problems.filter((p) => p.file.endsWith('hi/arthritis-management.md'));
    try {
      const before = checkCorpus(paths, options);
      const entries = files(path.join(dir, 'parity')).length;
      expect(entries).toBeGreaterThan(0);
      expect(aboutHindi(before.problems)).toEqual([]);
      const text = fs.readFileSync(hindi, 'utf8');
      expect(text).toContain('1,200 mg');
      fs.writeFileSync(hindi, text.replace('1,200 mg', '1,500 mg'));
      const after = checkCorpus(paths, options);
      expect(aboutHindi(after.problems).some((p) => p.message.includes('1500'))).toBe(true);
      setCacheDir(null);
      expect(checkCorpus(paths, options)).toEqual(after);
      setCacheDir(dir);
      expect(files(path.join(dir, 'parity'))).toHaveLength(entries);
    } finally {
      fs.rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('is off under Jest and in `next dev` unless CONTENT_CACHE_DIR names a folder', () => {
    expect(cacheDir({ NODE_ENV: 'test' })).toBeUndefined();
    expect(cacheDir({ NODE_ENV: 'development' })).toBeUndefined();
    expect(cacheDir({ NODE_ENV: 'production' })).toBe(
      path.resolve('node_modules/.cache/healthhub-content'),
    );
    expect(cacheDir({ NODE_ENV: 'test', CONTENT_CACHE_DIR: 'x' })).toBe(path.resolve('x'));
  });
});

describe('processes filling the cache at the same time', () => {
  /** A process that fills `count` entries (the i-th worth i * 2), logging each one it works out. */
  function filler(count: number, pause: number) {
    const log = path.join(dir, 'computed.txt');
    const script = path.join(dir, `fill-${pause}.ts`);
    fs.writeFileSync(
      script,
      `import fs from 'node:fs';
import { cached, fillShared, setCacheDir } from ${JSON.stringify(path.join(process.cwd(), 'lib/content/read/cache.ts'))};
setCacheDir(${JSON.stringify(dir)});
const entries = Array.from({ length: ${count} }, (_, i) => cached('article', ['test', String(i)]));
const values = fillShared(entries, (i) => {
  fs.appendFileSync(${JSON.stringify(log)}, i + '\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${pause});
  return i * 2;
});
process.stdout.write(JSON.stringify(values));
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const done = new Promise<string>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
    });
    const computed = () =>
      fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').map(Number) : [];
    return { child, done, computed };
  }

  it('work out each entry once between them, and each ends with every value', async () => {
    const count = CHUNK * 8;
    const runs = [filler(count, 5), filler(count, 5), filler(count, 5)];
    const outputs = await Promise.all(runs.map((run) => run.done));
    const expected = Array.from({ length: count }, (_, i) => i * 2);
    for (const output of outputs) expect(JSON.parse(output)).toEqual(expected);
    expect(runs[0]!.computed().sort((a, b) => a - b)).toEqual(expected.map((_, i) => i));
  }, 60_000);

  it('finish the chunk of a process that stopped halfway through it', async () => {
    const stopped = filler(CHUNK, 60_000);
    while (stopped.computed().length === 0) await new Promise((r) => setTimeout(r, 20));
    stopped.child.kill('SIGKILL');
    await stopped.done.catch(() => undefined);
    const list = Array.from({ length: CHUNK }, (_, i) =>
      cached<number>('article', ['test', `${i}`]),
    );
    const values = fillShared(list, (i) => i * 2);
    expect(values).toEqual(Array.from({ length: CHUNK }, (_, i) => i * 2));
    expect(fs.readdirSync(path.join(dir, 'claims'))).toEqual([]);
  }, 60_000);
});
