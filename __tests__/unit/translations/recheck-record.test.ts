// A translation's fingerprints move only with the record of the check that brought it up to date:
// pasting the fingerprint the warning prints does not publish a translation nobody re-checked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { random } from '../../helpers/random';
import { textFingerprintOf } from '../../helpers/translation-text';
import { checkThroughContentCache } from '../../helpers/content-cache';

// The shortest translated article: each case checks its English and Hindi afresh.
const ID = 'sleep-optimization-guide';
const ENGLISH = `articles/${ID}.md`;
const HINDI = `translations/hi/${ID}.md`;
const RECORD = `translations/hi/checks/${ID}.md`;
const TODAY = '2026-12-31';

let root: string;
const file = (name: string) => path.join(root, 'content', name);
const read = (name: string) => fs.readFileSync(file(name), 'utf8');
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);
const check = () =>
  checkCorpus(
    { contentDir: path.join(root, 'content'), publicDir: path.resolve('public') },
    { today: TODAY, drafts: false },
  );
const about = (name: string) => (p: { file: string }) => p.file.endsWith(name);
const published = () => check().corpus.translations.map((t) => t.id);

checkThroughContentCache();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-rechecks-'));
  fs.cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The English's words changed (a word that no care card or number is in), and its new fingerprints. */
function changeEnglish(seed: number, updated: string) {
  const english = read(ENGLISH).replace(/^updated: .*$/m, `updated: ${updated}`);
  const body = english.indexOf('\n---\n', 4);
  const words = [...english.matchAll(/(?<= )(?:often|usually|common|people|helps)(?= )/g)].filter(
    (m) => m.index! > body,
  );
  const word = words[Math.floor(random(seed)() * words.length)]!;
  write(
    ENGLISH,
    `${english.slice(0, word.index)}${word[0]}s${english.slice(word.index! + word[0].length)}`,
  );
  const warnings = check().problems.filter(about(HINDI));
  const now = (field: string) =>
    /the English is now ([0-9a-f]{16})/.exec(
      warnings.find((w) => w.field === field)?.message ?? '',
    )?.[1];
  return { madeFrom: now('madeFrom')!, careFrom: now('careFrom') };
}

/** The fingerprints the check:content warning prints, pasted into the translation. */
function paste({ madeFrom, careFrom }: { madeFrom: string; careFrom?: string }) {
  let hindi = read(HINDI).replace(/^madeFrom: .*$/m, `madeFrom: "${madeFrom}"`);
  if (careFrom) hindi = hindi.replace(/^careFrom: .*$/m, `careFrom: "${careFrom}"`);
  write(HINDI, hindi);
}

/** A re-check of the Hindi as it is now added to the translation's record, as its front-matter lists them. */
function record(date: string, madeFrom: string, careFrom: string) {
  const text = textFingerprintOf(read(HINDI));
  write(
    RECORD,
    read(RECORD).replace(
      /^rechecked:\n/m,
      `rechecked:\n  - date: ${date}\n    madeFrom: "${madeFrom}"\n    careFrom: "${careFrom}"\n    text: "${text}"\n    changed: "one word"\n`,
    ),
  );
}

const careNow = () => /^careFrom: "([0-9a-f]{16})"/m.exec(read(HINDI))![1]!;
const day = (next: () => number, from: number, to: number) =>
  new Date(Date.UTC(2026, 0, 1) + Math.floor(from + next() * (to - from)) * 86400000)
    .toISOString()
    .slice(0, 10);

it('every real translation has its fingerprints in its record', () => {
  const { problems } = check();
  expect(problems.filter((p) => p.file.includes('translations/'))).toEqual([]);
});

it.each([1, 2, 3, 4, 5, 6])(
  'the fingerprint pasted from the warning, with no re-check recorded, is an error naming the file, line and what to write (%i)',
  (seed) => {
    const now = changeEnglish(seed, '2026-12-01');
    paste(now);
    const errors = check().problems.filter((p) => about(HINDI)(p) && p.severity === 'error');
    const madeFrom = errors.find((e) => e.field === 'madeFrom')!;
    expect(madeFrom).toMatchObject({
      file: expect.stringContaining(HINDI),
      line: expect.any(Number),
    });
    expect(madeFrom.message).toContain(RECORD.replace('translations/hi/', ''));
    expect(madeFrom.fix).toMatch(new RegExp(`rechecked:.*date: .*madeFrom: "?${now.madeFrom}`));
    expect(published()).not.toContain(ID);
    // The check recorded, dated on or after the English change: published again.
    record(day(random(seed), 334, 364), now.madeFrom, careNow());
    expect(check().problems.filter(about(ID))).toEqual([]);
    expect(published()).toContain(ID);
  },
);

it.each([1, 2, 3, 4, 5, 6, 7, 8])(
  'a re-check dated before the English change, or in the future, is an error of the record (%i)',
  (seed) => {
    const next = random(seed);
    const now = changeEnglish(seed, '2026-12-01');
    paste(now);
    const early = next() < 0.5;
    record(
      early ? day(next, 0, 334) : `2027-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
      now.madeFrom,
      careNow(),
    );
    const errors = check().problems.filter((p) => about(RECORD)(p) && p.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        field: 'rechecked.0.date',
        line: expect.any(Number),
        message: expect.stringMatching(early ? /before .*2026-12-01/ : /in the future/),
      }),
    ]);
    expect(published()).not.toContain(ID);
  },
);

it.each([1, 2, 3, 4])(
  "a re-check of other English than the fingerprint says is no record of it, nor of the translation's words (%i)",
  (seed) => {
    const now = changeEnglish(seed, '2026-12-01');
    paste(now);
    const other = [...now.madeFrom]
      .map((c, i) => (i === seed ? (c === '0' ? '1' : '0') : c))
      .join('');
    record(TODAY, other, careNow());
    expect(check().problems.filter((p) => about(HINDI)(p) && p.severity === 'error')).toEqual([
      expect.objectContaining({ field: 'madeFrom' }),
      expect.objectContaining({ field: 'content', message: expect.stringContaining(now.madeFrom) }),
    ]);
  },
);
