// The first-aid library's translations, checked on a copy of the real content: every word of an
// emergency is one a reader acts on, so a published translation made from other English is an error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { random } from '../../helpers/random';

let root: string;
const contentDir = () => path.join(root, 'content');
const check = () =>
  checkCorpus(
    { contentDir: contentDir(), publicDir: path.resolve('public') },
    { today: '2026-12-31', drafts: false },
  );
const ids = fs
  .readdirSync('content/translations/hi/emergencies')
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-first-aid-'));
  fs.cpSync('content', contentDir(), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('publishes every Hindi emergency with no problem', () => {
  const { problems, corpus } = check();
  expect(problems.filter((p) => p.file.includes('/emergencies/'))).toEqual([]);
  expect(corpus.firstAid.translations.map((t) => t.id).sort()).toEqual(ids.sort());
});

it.each([1, 2, 3, 4, 5, 6])(
  'a word of an English emergency changed, anywhere, takes its translation off the site until it follows (%i)',
  (seed) => {
    const next = random(seed);
    const id = ids[Math.floor(next() * ids.length)]!;
    const file = path.join(contentDir(), 'emergencies', `${id}.md`);
    const english = fs.readFileSync(file, 'utf8');
    const words = [...english.matchAll(/(?<= )[a-z]{5,}(?= )/g)].filter(
      (m) => m.index! > english.indexOf('\n---\n', 4),
    );
    const word = words[Math.floor(next() * words.length)]!;
    fs.writeFileSync(
      file,
      `${english.slice(0, word.index)}${word[0]}s${english.slice(word.index! + word[0].length)}`,
    );
    const { problems, corpus } = check();
    const hindi = problems.filter((p) => p.file.endsWith(`hi/emergencies/${id}.md`));
    expect(hindi).toContainEqual(expect.objectContaining({ severity: 'error', field: 'madeFrom' }));
    expect(corpus.firstAid.translations.map((t) => t.id)).not.toContain(id);
  },
);
