// A translated page of the site (the About page in Hindi) holds its English page's numbers as an
// article's translation does: a number to call changed in the Hindi alone stops the check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Problem } from '@/lib/content';
import { checkTranslatedPages } from '@/lib/content/read/translated-pages';
import { random } from '../../helpers/random';

const CONTENT = path.join(process.cwd(), 'content');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * A copy of the pages and their translations only, with the Hindi About page as `text` gives it
 * (and the English About page as `english` gives it).
 */
function pagesWith(
  text: (hindi: string) => string,
  english: (page: string) => string = (page) => page,
): Problem[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-pages-'));
  dirs.push(dir);
  fs.cpSync(path.join(CONTENT, 'pages'), path.join(dir, 'pages'), { recursive: true });
  const about = path.join(dir, 'pages', 'about.md');
  fs.writeFileSync(about, english(fs.readFileSync(about, 'utf8')));
  const hi = path.join(dir, 'translations', 'hi', 'pages');
  fs.cpSync(path.join(CONTENT, 'translations', 'hi', 'pages'), hi, { recursive: true });
  const file = path.join(hi, 'about.md');
  fs.writeFileSync(file, text(fs.readFileSync(file, 'utf8')));
  const problems: Problem[] = [];
  checkTranslatedPages(dir, problems);
  return problems;
}

describe('the Hindi About page', () => {
  it('as it is passes', () => {
    expect(pagesWith((hindi) => hindi)).toEqual([]);
  });

  it('with any of its numbers changed, or a look-alike beside one, fails at its line', () => {
    const next = random(52);
    const hindi = fs.readFileSync(path.join(CONTENT, 'translations/hi/pages/about.md'), 'utf8');
    // The numbers a reader reads: the body's (the front matter's are its dates and fingerprints).
    const bodyAt = hindi.indexOf('\n---', 3) + 4;
    const numbers = [...hindi.matchAll(/\d+/g)].filter(({ index }) => index >= bodyAt);
    expect(numbers.length).toBeGreaterThan(0);
    for (const { 0: number, index } of numbers) {
      const other = String(Number(number) + 1 + Math.floor(next() * 9));
      for (const written of [other, `Ʒ${number}`]) {
        const line = hindi.slice(0, index).split('\n').length;
        const problems = pagesWith(
          (text) => text.slice(0, index) + written + text.slice(index! + number.length),
        );
        // The number's own error, at its line or its section's heading above it (beside the
        // error of Hindi edited without a check).
        const numbers = problems.filter((p) => /numbers|reads as a digit/.test(p.message));
        expect([
          written,
          numbers.map((p) => [p.severity, p.file.endsWith('about.md'), p.line <= line]),
        ]).toEqual([written, [['error', true, true]]]);
      }
    }
  });

  it('edited alone, in any of its sentences, is refused until the check of the edit is recorded', () => {
    const next = random(55);
    const hindi = fs.readFileSync(path.join(CONTENT, 'translations/hi/pages/about.md'), 'utf8');
    const body = hindi.slice(hindi.indexOf('\n---', 3) + 4);
    const sentences = body
      .split(/(?<=[।?!])\s+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /\p{L}/u.test(sentence));
    for (let i = 0; i < 12; i += 1) {
      const sentence = sentences[Math.floor(next() * sentences.length)]!;
      const words = sentence.split(' ');
      const at = Math.floor(next() * words.length);
      const edited = [...words.slice(0, at), 'नहीं', ...words.slice(at)].join(' ');
      const problems = pagesWith((text) => text.replace(sentence, edited));
      expect([edited, problems.map((p) => p.severity)]).toContainEqual(edited);
      expect(problems.map((p) => p.message).join('\n')).toMatch(/no check recorded/);
    }
  });

  it('is out of date, an error, when its English page has changed', () => {
    const problems = pagesWith(
      (hindi) => hindi,
      (english) => english.replace('HealthHub exists', 'HealthHub is here'),
    );
    expect(problems.map((p) => [p.severity, p.field, p.message])).toContainEqual([
      'error',
      'madeFrom',
      expect.stringMatching(/English page has changed/),
    ]);
  });
});
