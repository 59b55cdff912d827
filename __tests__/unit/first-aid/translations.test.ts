// The first-aid library's translations, checked on a copy of the real content: every word of an
// emergency is one a reader acts on, so a published translation made from other English is an error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { random } from '../../helpers/random';
import { textFingerprintOf, withRechecks } from '../../helpers/translation-text';
import { checkThroughContentCache } from '../../helpers/content-cache';

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

/** Changes one word of the body of a randomly chosen English emergency; returns its id. */
function changeAWord(next: () => number): string {
  const id = ids[Math.floor(next() * ids.length)]!;
  const file = path.join(contentDir(), 'emergencies', `${id}.md`);
  const english = fs.readFileSync(file, 'utf8');
  // A word of the text, not the unit or period of a number ("6 months" keeps its period).
  const words = [...english.matchAll(/(?<![\d\p{N}] )(?<= )[a-z]{5,}(?= )/gu)].filter(
    (m) => m.index! > english.indexOf('\n---\n', 4),
  );
  const word = words[Math.floor(next() * words.length)]!;
  fs.writeFileSync(
    file,
    `${english.slice(0, word.index)}${word[0]}s${english.slice(word.index! + word[0].length)}`,
  );
  return id;
}

checkThroughContentCache();

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

it('a directive the site does not know, shown as written, is an error in a Hindi emergency', () => {
  const id = ids[0]!;
  const file = path.join(contentDir(), 'translations', 'hi', 'emergencies', `${id}.md`);
  const hindi = fs.readFileSync(file, 'utf8');
  const at = hindi.indexOf('\n---\n', 4) + 5;
  fs.writeFileSync(file, `${hindi.slice(0, at)}\nखुराक :dose{n=450} mg।\n${hindi.slice(at)}`);
  const messages = check()
    .problems.filter((p) => p.file.endsWith(`hi/emergencies/${id}.md`) && p.severity === 'error')
    .map((p) => p.message);
  expect(messages).toContainEqual(expect.stringMatching(/:dose is not a known directive/));
});

it.each([1, 2, 3, 4, 5, 6])(
  'a word of an English emergency changed, anywhere, takes its translation off the site until it follows (%i)',
  (seed) => {
    const next = random(seed);
    const id = changeAWord(next);
    const { problems, corpus } = check();
    const hindi = problems.filter((p) => p.file.endsWith(`hi/emergencies/${id}.md`));
    expect(hindi).toContainEqual(expect.objectContaining({ severity: 'error', field: 'madeFrom' }));
    expect(corpus.firstAid.translations.map((t) => t.id)).not.toContain(id);
  },
);

it.each([1, 2, 3, 4])(
  'a changed English emergency is not published again by pasting the fingerprints the error prints, only with a re-check in its record (%i)',
  (seed) => {
    const next = random(seed * 7919);
    next();
    const id = changeAWord(next);
    const hindiFile = path.join(contentDir(), 'translations', 'hi', 'emergencies', `${id}.md`);
    const ofHindi = () =>
      check().problems.filter((p) => p.file.endsWith(`hi/emergencies/${id}.md`));
    const now = (field: string) =>
      /the English is now ([0-9a-f]{16})/.exec(
        ofHindi().find((p) => p.field === field)?.message ?? '',
      )?.[1];
    const madeFrom = now('madeFrom')!;
    const careFrom = now('careFrom');
    expect(madeFrom).toMatch(/^[0-9a-f]{16}$/);
    // The fingerprints pasted alone: still an error, naming the record to write.
    let hindi = fs
      .readFileSync(hindiFile, 'utf8')
      .replace(/^madeFrom: .*$/m, `madeFrom: "${madeFrom}"`);
    if (careFrom) hindi = hindi.replace(/^careFrom: .*$/m, `careFrom: "${careFrom}"`);
    fs.writeFileSync(hindiFile, hindi);
    expect(ofHindi()).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        field: 'madeFrom',
        message: expect.stringContaining('has no check recorded'),
      }),
    );
    expect(check().corpus.firstAid.translations.map((t) => t.id)).not.toContain(id);
    // With the re-check recorded, it is published again.
    const record = path.join(
      contentDir(),
      'translations',
      'hi',
      'emergencies',
      'checks',
      `${id}.md`,
    );
    const current = fs.readFileSync(hindiFile, 'utf8');
    const care = /^careFrom: "([0-9a-f]{16})"$/m.exec(current)?.[1];
    const entry = `  - date: 2026-12-30\n    madeFrom: "${madeFrom}"\n${care ? `    careFrom: "${care}"\n` : ''}    text: "${textFingerprintOf(current)}"\n    by: machine\n    changed: "one word"\n`;
    const text = fs.readFileSync(record, 'utf8');
    fs.writeFileSync(record, withRechecks(text, entry));
    expect(ofHindi().filter((p) => p.severity === 'error')).toEqual([]);
    expect(check().corpus.firstAid.translations.map((t) => t.id)).toContain(id);
  },
);
