// Every file of the real content, spoiled at a random place, is refused by name and line, and the
// other files are still checked.
import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus, listMarkdownFiles, type Problem } from '@/lib/content';
import { readPage } from '@/lib/content/read/registry';
import { checkTranslatedPages } from '@/lib/content/read/translated-pages';
import { random } from '../../helpers/random';
import {
  codeOf,
  copyOfContent,
  DIRECTION_CONTROLS,
  filesUnder,
  insertAtRandom,
  INVALID_UTF8,
} from '../../helpers/content-bytes';

type Paths = ReturnType<typeof copyOfContent>;

/** Every file the site reads: all of content/ but the back-translation comparisons. */
const readFiles = (dir: string) => filesUnder(dir).filter((name) => !/(^|\/)checks\//.test(name));

/** What `npm run check:content` reports, and what the translated pages and team words give. */
function everyProblem({ contentDir, publicDir }: Paths): Problem[] {
  const { problems } = checkCorpus({ contentDir, publicDir });
  for (const page of listMarkdownFiles(path.join(contentDir, 'pages'))) readPage(page, problems);
  checkTranslatedPages(contentDir, problems);
  return problems;
}

/** The problems that refuse a whole file, as [file, line, message]. */
const fileProblems = (problems: Problem[]) =>
  problems
    .filter((p) => p.field === '(file)')
    .map((p) => [p.file, p.line, p.message] as const)
    .sort(byFile);

/** One order for what is expected and what is found. */
const byFile = ([a]: readonly [string, ...unknown[]], [b]: readonly [string, ...unknown[]]) =>
  a.localeCompare(b);

describe('every content file, spoiled', () => {
  it('has its first byte that is not UTF-8 named by line, and every other file is still read', () => {
    for (const seed of [1, 2]) {
      const next = random(seed);
      const paths = copyOfContent();
      const expected = readFiles(paths.contentDir).map((name) => {
        const file = path.join(paths.contentDir, name);
        const bad = INVALID_UTF8[Math.floor(next() * INVALID_UTF8.length)]!;
        const text = fs.readFileSync(file, 'utf8');
        const { bytes, line } = insertAtRandom(text, Uint8Array.from(bad), next);
        fs.writeFileSync(file, bytes);
        return [file, line] as const;
      });
      expected.sort(byFile);
      const found = fileProblems(everyProblem(paths));
      expect(found.map(([file, line]) => [file, line])).toEqual(expected);
      for (const [, , message] of found) expect(message).toContain('not UTF-8');
    }
  });

  it('has every invisible direction control named by line, column and name', () => {
    for (const seed of [1, 2]) {
      const next = random(seed);
      const paths = copyOfContent();
      const expected = readFiles(paths.contentDir).map((name, i) => {
        const file = path.join(paths.contentDir, name);
        // Each control in turn, so that every one lands in several kinds of file.
        const [codePoint, unicodeName] =
          DIRECTION_CONTROLS[(i + seed) % DIRECTION_CONTROLS.length]!;
        const inserted = Buffer.from(String.fromCodePoint(codePoint), 'utf8');
        const text = fs.readFileSync(file, 'utf8');
        const { bytes, line, column } = insertAtRandom(text, inserted, next);
        fs.writeFileSync(file, bytes);
        return [file, line, `${codeOf(codePoint)} ${unicodeName}`, `column ${column}`] as const;
      });
      expected.sort(byFile);
      const found = fileProblems(everyProblem(paths));
      expect(found.map(([file, line]) => [file, line])).toEqual(
        expected.map(([file, line]) => [file, line]),
      );
      found.forEach(([, , message], i) => {
        expect(message).toContain(expected[i]![2]);
        expect(message).toContain(expected[i]![3]);
      });
    }
  });

  it('has a spoiled back-translation record of an article named by line (read once its translation is)', () => {
    const next = random(3);
    const paths = copyOfContent();
    const records = filesUnder(paths.contentDir).filter((name) =>
      /^translations\/[^/]+\/checks\/[^/]+\.md$/.test(name),
    );
    expect(records.length).toBeGreaterThan(0);
    const expected = records.map((name, i) => {
      const file = path.join(paths.contentDir, name);
      const [codePoint] = DIRECTION_CONTROLS[i % DIRECTION_CONTROLS.length]!;
      const spoiler =
        i % 2 === 0
          ? Uint8Array.from(INVALID_UTF8[Math.floor(next() * INVALID_UTF8.length)]!)
          : Buffer.from(String.fromCodePoint(codePoint), 'utf8');
      const { bytes, line } = insertAtRandom(fs.readFileSync(file, 'utf8'), spoiler, next);
      fs.writeFileSync(file, bytes);
      return [file, line] as const;
    });
    const found = fileProblems(checkCorpus(paths).problems);
    expect(found.map(([file, line]) => [file, line])).toEqual(expected.sort(byFile));
  });

  it('is refused when it is megabytes long, naming the limit, before it is parsed', () => {
    const paths = copyOfContent();
    // One file of each folder, grown to 2 MB with text that parses (a comment, or blank lines).
    const folders = new Map<string, string>();
    for (const name of readFiles(paths.contentDir)) {
      const key = `${path.dirname(name)}/${path.extname(name)}`;
      if (!folders.has(key)) folders.set(key, name);
    }
    const grown = [...folders.values()].map((name) => {
      const file = path.join(paths.contentDir, name);
      const text = fs.readFileSync(file, 'utf8');
      const filler = name.endsWith('.yml') ? `\n#${'x'.repeat(79)}` : `\n${' '.repeat(79)}`;
      fs.writeFileSync(file, text + filler.repeat((2 * 1024 * 1024) / 80));
      return file;
    });
    const found = fileProblems(everyProblem(paths));
    expect(found.map(([file, line]) => [file, line])).toEqual(
      grown.map((f) => [f, 1] as const).sort(byFile),
    );
    for (const [, , message] of found)
      expect(message).toMatch(/^is \d+ KB; .+ may be at most \d+ KB$/);
  });
});
