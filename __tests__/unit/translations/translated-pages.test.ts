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

/** A copy of the pages and their translations only, with the Hindi About page as `text`. */
function pagesWith(text: (hindi: string) => string): Problem[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-pages-'));
  dirs.push(dir);
  fs.cpSync(path.join(CONTENT, 'pages'), path.join(dir, 'pages'), { recursive: true });
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
    const numbers = [...hindi.matchAll(/\d+/g)];
    expect(numbers.length).toBeGreaterThan(0);
    for (const { 0: number, index } of numbers) {
      const other = String(Number(number) + 1 + Math.floor(next() * 9));
      for (const written of [other, `Ʒ${number}`]) {
        const line = hindi.slice(0, index).split('\n').length;
        const problems = pagesWith(
          (text) => text.slice(0, index) + written + text.slice(index! + number.length),
        );
        // At the number's line, or at its section's heading above it.
        expect([
          written,
          problems.map((p) => [p.severity, p.file.endsWith('about.md'), p.line <= line]),
        ]).toEqual([written, [['error', true, true]]]);
      }
    }
  });
});
