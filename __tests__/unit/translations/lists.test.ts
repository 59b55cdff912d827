// The Hindi lists (the categories' names and descriptions, the team's cards) say what their English
// says: a number, a dose or a credential added to one is refused, at its line, naming the field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { checkTranslatedPages } from '@/lib/content/read/translated-pages';
import { random } from '../../helpers/random';
import { checkThroughContentCache } from '../../helpers/content-cache';

let root: string;
const file = (name: string) => path.join(root, name);
const read = (name: string) => fs.readFileSync(file(name), 'utf8');
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);
/** The errors of a file, as `npm run check:content` reads the corpus and the translated pages. */
const problemsOf = (name: string) => {
  const { problems } = checkCorpus(
    { contentDir: root, publicDir: path.resolve('public') },
    { today: '2026-12-31', drafts: false },
  );
  checkTranslatedPages(root, problems);
  return problems.filter((p) => p.file.endsWith(name) && p.severity === 'error');
};

checkThroughContentCache();
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-lists-'));
  fs.cpSync('content', root, { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** What an editor of the Hindi alone could add to a phrase: a dose, a number, a credential. */
const ADDED = [
  ' (हर 2 घंटे में 1,000 mg पैरासिटामोल लें)',
  ' 24 घंटे',
  ' (FRCS, PhD)',
  ' हफ़्ते में दो बार',
  ' Dr',
];

const CATEGORIES = 'translations/hi/categories.yml';
const TEAM = 'translations/hi/pages/team.yml';

it('takes the lists as they are', () => {
  expect(problemsOf(CATEGORIES)).toEqual([]);
  expect(problemsOf(TEAM)).toEqual([]);
});

it.each([1, 2, 3, 4, 5, 6])('refuses a phrase edited to say more than its English (%i)', (seed) => {
  const next = random(seed * 409);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  for (const list of [CATEGORIES, TEAM]) {
    const before = read(list);
    const fields = [...before.matchAll(/^ {2}(name|role|specialty|description): "([^"\n]*)"$/gm)];
    const chosen = pick(fields);
    const added = pick(ADDED);
    const line = before.slice(0, chosen.index).split('\n').length;
    write(
      list,
      `${before.slice(0, chosen.index)}  ${chosen[1]}: "${chosen[2]}${added}"${before.slice(chosen.index! + chosen[0].length)}`,
    );
    try {
      expect([list, added, problemsOf(list).map((p) => p.line)]).toEqual([
        list,
        added,
        expect.arrayContaining([line]),
      ]);
    } finally {
      write(list, before);
    }
  }
});
