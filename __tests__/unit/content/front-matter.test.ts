import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus, type Problem } from '@/lib/content';
import { FrontMatterError, splitFrontMatter } from '@/lib/content/read/front-matter';
import { validCorpusWith } from '../../helpers/valid-corpus';

/** Delimiter languages other tools would run as code, in the spellings a file could carry. */
const LANGUAGES = [
  'js',
  'javascript',
  'JS',
  'Js ',
  ' js',
  'json',
  'coffee',
  'coffeescript',
  'cson',
  'toml',
  'yaml-js',
  'eval',
  '{',
  ';',
  '()',
];

/** A copy of the valid corpus with one more article, `evil.md`, holding `text`. */
const corpusWith = (text: string) => validCorpusWith('evil.md', text);

const evilProblems = (problems: Problem[]) =>
  problems.filter((p) => p.file.endsWith('evil.md') && p.severity === 'error');

describe('front-matter', () => {
  it.each(LANGUAGES)('refuses a block marked "---%s" before evaluating any of it', (language) => {
    const marker = path.join(
      os.tmpdir(),
      `healthhub-ran-${process.pid}-${LANGUAGES.indexOf(language)}`,
    );
    const code = `{ title: require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'x' }`;
    const paths = corpusWith(`---${language}\n${code}\n---\n\nBody text.\n`);
    const problems = evilProblems(checkCorpus(paths).problems);
    expect(fs.existsSync(marker)).toBe(false);
    expect(problems).toEqual([
      expect.objectContaining({
        line: 1,
        field: '(front-matter)',
        message: expect.stringContaining('only YAML front-matter is read'),
      }),
    ]);
  });

  it('reports a block that is never closed, with its line', () => {
    const problems = evilProblems(checkCorpus(corpusWith('---\ntitle: "x"\n\nBody.\n')).problems);
    expect(problems).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('never closed') }),
    ]);
  });

  it('keeps the file’s line numbers in the YAML and the body, with LF, CRLF and a BOM', () => {
    for (const newline of ['\n', '\r\n']) {
      const text = ['\uFEFF---', 'title: "x"', 'date: 2024-01-01', '---', '', 'Body.'].join(
        newline,
      );
      const { yaml, body, bodyLine } = splitFrontMatter(text);
      expect(yaml!.split('\n')[2]).toMatch(/^date: 2024-01-01\r?$/);
      expect(bodyLine).toBe(5);
      expect(body.trim()).toBe('Body.');
    }
  });

  it('reads a file without front-matter, or opening with a rule, as all body', () => {
    for (const text of ['Just text.\n', '----\nA rule first.\n', '']) {
      expect(splitFrontMatter(text)).toEqual({ yaml: null, body: text, bodyLine: 1 });
    }
  });

  it('throws a FrontMatterError that names the fix', () => {
    expect(() => splitFrontMatter('---js\n{}\n---\n')).toThrow(FrontMatterError);
  });
});
