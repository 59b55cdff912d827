import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { decodeContent, FileBytesError } from '@/lib/content/checks/file-bytes';
import { CONTENT_FILE_KINDS, type ContentFileKind } from '@/lib/content/checks/file-kinds';
import { readContentFile } from '@/lib/content/read/content-file';
import { random } from '../../helpers/random';
import { validCorpusWith } from '../../helpers/valid-corpus';
import {
  codeOf,
  DIRECTION_CONTROLS,
  filesUnder,
  generatedText,
  insertAtRandom,
  INVALID_UTF8,
} from '../../helpers/content-bytes';

const KINDS = Object.keys(CONTENT_FILE_KINDS) as ContentFileKind[];

/** The error decoding gives, or undefined. */
function refusal(bytes: Uint8Array, kind: ContentFileKind): FileBytesError | undefined {
  try {
    decodeContent(bytes, kind);
  } catch (error) {
    if (error instanceof FileBytesError) return error;
    throw error;
  }
  return undefined;
}

describe('decodeContent', () => {
  it.each(KINDS)('decodes every valid text of a %s file to itself', (kind) => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const next = random(seed);
      const text = generatedText(next, Math.floor(next() * 400));
      expect(decodeContent(Buffer.from(text, 'utf8'), kind)).toBe(text);
    }
  });

  it.each(KINDS)('names the line of the first byte of a %s file that is not UTF-8', (kind) => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const text = generatedText(next, Math.floor(next() * 300));
      const bad = INVALID_UTF8[Math.floor(next() * INVALID_UTF8.length)]!;
      const { bytes, line } = insertAtRandom(text, Uint8Array.from(bad), next);
      const error = refusal(bytes, kind);
      expect([seed, error?.line]).toEqual([seed, line]);
      expect(error?.message).toContain('not UTF-8');
    }
  });

  it.each(KINDS)('names every direction control in a %s file by line, column and name', (kind) => {
    for (let seed = 1; seed <= 120; seed += 1) {
      const next = random(seed);
      const [codePoint, name] = DIRECTION_CONTROLS[seed % DIRECTION_CONTROLS.length]!;
      const text = generatedText(next, Math.floor(next() * 300));
      const control = Buffer.from(String.fromCodePoint(codePoint), 'utf8');
      const { bytes, line, column } = insertAtRandom(text, control, next);
      const error = refusal(bytes, kind);
      expect([seed, error?.line]).toEqual([seed, line]);
      expect(error?.message).toContain(`${codeOf(codePoint)} ${name}`);
      expect(error?.message).toContain(`column ${column}`);
      expect(error?.fix).toMatch(/^delete it/);
    }
  });

  it.each(KINDS)(
    'names every direction control a %s file writes as an escape (YAML \\u, HTML character references)',
    (kind) => {
      /** The ways a YAML or markdown reader turns text into the control. */
      const spellings = (codePoint: number, next: () => number) => {
        const hex = codePoint.toString(16);
        const cased = next() < 0.5 ? hex : hex.toUpperCase();
        return [
          `\\u${cased.padStart(4, '0')}`,
          `\\U${cased.padStart(8, '0')}`,
          `&#${codePoint};`,
          `&#x${cased};`,
          `&#X${cased.padStart(5, '0')};`,
          ...(codePoint === 0x200e ? ['&lrm;', '&LRM;'] : codePoint === 0x200f ? ['&rlm;'] : []),
        ];
      };
      for (let seed = 1; seed <= 120; seed += 1) {
        const next = random(seed * 31);
        next();
        const [codePoint, name] = DIRECTION_CONTROLS[seed % DIRECTION_CONTROLS.length]!;
        const choices = spellings(codePoint, next);
        const written = choices[Math.floor(next() * choices.length)]!;
        const text = generatedText(next, Math.floor(next() * 300));
        const { bytes, line, column } = insertAtRandom(text, Buffer.from(written, 'utf8'), next);
        const error = refusal(bytes, kind);
        expect([seed, written, error?.line]).toEqual([seed, written, line]);
        expect(error?.message).toContain(
          `${written}, which stands for an invisible ${codeOf(codePoint)} ${name}`,
        );
        expect(error?.message).toContain(`column ${column}`);
        expect(error?.fix).toBe(
          `delete ${written}; English and Hindi both run left to right and need no direction marks`,
        );
      }
    },
  );

  it('leaves escapes of other characters alone', () => {
    for (const text of ['\\u0041 &#8212; &amp; &#x2014; 8238 &lrmx; \\u202', 'x &#82380; y'])
      expect(decodeContent(Buffer.from(text, 'utf8'), 'article')).toBe(text);
  });

  it.each(KINDS)('refuses a %s file over its limit, naming the limit', (kind) => {
    const { maxBytes, noun } = CONTENT_FILE_KINDS[kind];
    const error = refusal(Buffer.alloc(maxBytes + 1, 0x61), kind);
    expect(error?.line).toBe(1);
    expect(error?.message).toBe(
      `is ${Math.ceil((maxBytes + 1) / 1024)} KB; ${noun} may be at most ${maxBytes / 1024} KB`,
    );
    expect(decodeContent(Buffer.alloc(maxBytes, 0x61), kind)).toHaveLength(maxBytes);
  });
});

/** The real files of each kind. */
const REAL_FILES: Record<ContentFileKind, RegExp> = {
  article: /^articles\/.+\.md$/,
  emergency: /^emergencies\/.+\.md$/,
  page: /^pages\/.+\.md$/,
  translation: /^translations\/[^/]+\/(emergencies\/|pages\/)?[^/]+\.md$/,
  record: /^reviews\/.+\.yml$/,
  glossary: /^translations\/[^/]+\/glossary\.yml$/,
  list: /^([^/]+|translations\/[^/]+\/categories|translations\/[^/]+\/pages\/team)\.yml$/,
};

describe('the limits', () => {
  it.each(KINDS)('leave a %s file room to grow eight times over the largest today', (kind) => {
    const content = path.join(process.cwd(), 'content');
    const sizes = filesUnder(content)
      .filter((name) => REAL_FILES[kind].test(name))
      .map((name) => fs.statSync(path.join(content, name)).size);
    expect(sizes.length).toBeGreaterThan(0);
    expect(CONTENT_FILE_KINDS[kind].maxBytes).toBeGreaterThanOrEqual(8 * Math.max(...sizes));
  });
});

describe('readContentFile', () => {
  it('refuses a file over the limit without reading it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-bytes-'));
    const file = path.join(dir, 'glossary.yml');
    try {
      for (const kind of KINDS) {
        // A sparse file: its size is known without writing it.
        fs.writeFileSync(file, '');
        fs.truncateSync(file, CONTENT_FILE_KINDS[kind].maxBytes + 1);
        const read = jest.spyOn(fs, 'readFileSync');
        expect(() => readContentFile(file, kind)).toThrow(FileBytesError);
        // (Jest itself reads source maps to show the error.)
        expect(read.mock.calls.filter(([name]) => name === file)).toEqual([]);
        read.mockRestore();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('check:content on an article with bad bytes', () => {
  it('is an error naming the file and the line, and the rest of the corpus is still checked', () => {
    const paths = validCorpusWith('alpha.md', 'placeholder');
    const file = path.join(paths.contentDir, 'articles', 'alpha.md');
    fs.writeFileSync(
      file,
      Buffer.concat([Buffer.from('---\ntitle: "A'), Buffer.from([0xff]), Buffer.from('"\n---\n')]),
    );
    const { problems, corpus } = checkCorpus(paths);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [path.basename(p.file), p.line, p.field])).toEqual([
      ['alpha.md', 2, '(file)'],
    ]);
    expect(corpus.articles.length).toBeGreaterThan(0);
  });
});
