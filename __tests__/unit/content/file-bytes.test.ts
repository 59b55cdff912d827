import fs from 'node:fs';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { decodeArticle, FileBytesError, MAX_ARTICLE_BYTES } from '@/lib/content/checks/file-bytes';
import { random } from '../../helpers/random';
import { validCorpusWith } from '../../helpers/valid-corpus';

/** Code points of every width: ASCII, accents, Devanagari (with its vowel signs), CJK, emoji. */
const SAMPLES = [
  'a',
  'Z',
  ' ',
  '\n',
  'é',
  'ü',
  'क',
  'ि',
  '्',
  'ह',
  '中',
  '文',
  '😀',
  '🩺',
  '—',
  '’',
];

function generatedText(next: () => number, length: number) {
  return Array.from({ length }, () => SAMPLES[Math.floor(next() * SAMPLES.length)]!).join('');
}

/** Byte sequences UTF-8 never allows. */
const INVALID = [
  [0x80], // a continuation byte alone
  [0xbf],
  [0xc0, 0xaf], // an overlong '/'
  [0xc1, 0x81],
  [0xe0, 0x80, 0xaf], // an overlong three-byte form
  [0xed, 0xa0, 0x80], // a UTF-16 surrogate
  [0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
  [0xf5, 0x80, 0x80, 0x80],
  [0xff],
  [0xe2, 0x82], // a three-byte sequence cut short before a space
];

describe('decodeArticle', () => {
  it('decodes every valid text to itself', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const next = random(seed);
      const text = generatedText(next, Math.floor(next() * 400));
      expect(decodeArticle(Buffer.from(text, 'utf8'))).toBe(text);
    }
  });

  it('names the line of the first byte that is not UTF-8', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const before = generatedText(next, Math.floor(next() * 300));
      const after = generatedText(next, Math.floor(next() * 50));
      const bad = INVALID[Math.floor(next() * INVALID.length)]!;
      const bytes = Buffer.concat([
        Buffer.from(before, 'utf8'),
        Buffer.from(bad),
        Buffer.from(` ${after}`, 'utf8'),
      ]);
      const line = before.split('\n').length;
      let caught: unknown;
      try {
        decodeArticle(bytes);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(FileBytesError);
      expect([seed, (caught as FileBytesError).line]).toEqual([seed, line]);
      expect((caught as FileBytesError).message).toContain('not UTF-8');
    }
  });

  it('refuses a file larger than the limit before reading it as text', () => {
    const big = Buffer.alloc(MAX_ARTICLE_BYTES + 1, 0x61);
    expect(() => decodeArticle(big)).toThrow(FileBytesError);
    expect(() => decodeArticle(big)).toThrow(/KB; an article may be at most/);
    expect(decodeArticle(Buffer.alloc(MAX_ARTICLE_BYTES, 0x61))).toHaveLength(MAX_ARTICLE_BYTES);
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
