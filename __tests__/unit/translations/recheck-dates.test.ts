// A check of the English as it is now cannot predate the English's change: for what a reader acts
// on (careFrom) as for its words (madeFrom), in an article's translation and in an emergency's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { random } from '../../helpers/random';
import { textFingerprintOf, withRechecks } from '../../helpers/translation-text';
import { checkThroughContentCache } from '../../helpers/content-cache';

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

checkThroughContentCache();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-recheck-dates-'));
  fs.cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A translated English text: an article or an emergency, its translation and its record. */
type Translated = {
  id: string;
  english: string;
  hindi: string;
  record: string;
  /** The English's field that dates its last change. */
  changedField: 'updated' | 'lastReviewed';
  published: (corpus: ReturnType<typeof checkCorpus>['corpus']) => string[];
};

const idsIn = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, ''))
    .sort();

const TRANSLATED: Translated[] = [
  ...idsIn('content/translations/hi').map((id): Translated => ({
    id,
    english: `articles/${id}.md`,
    hindi: `translations/hi/${id}.md`,
    record: `translations/hi/checks/${id}.md`,
    changedField: 'updated',
    published: (corpus) => corpus.translations.map((t) => t.id),
  })),
  ...idsIn('content/translations/hi/emergencies').map((id): Translated => ({
    id,
    english: `emergencies/${id}.md`,
    hindi: `translations/hi/emergencies/${id}.md`,
    record: `translations/hi/emergencies/checks/${id}.md`,
    changedField: 'lastReviewed',
    published: (corpus) => corpus.firstAid.translations.map((t) => t.id),
  })),
];

/** Words that count (parity compares them), which a changed word must not be. */
const NUMBER_WORD =
  /^(?:three|seven|eight|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|twice|double|daily|dozen|triple|quarter)/;

/** The day `days` after 2026-01-01. */
const dayOf = (days: number) =>
  new Date(Date.UTC(2026, 0, 1) + days * 86400000).toISOString().slice(0, 10);
const daysOf = (day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.UTC(2026, 0, 1)) / 86400000;
/** A day from `from` to `to`, both included. */
const between = (next: () => number, from: string, to: string) =>
  dayOf(daysOf(from) + Math.floor(next() * (daysOf(to) - daysOf(from) + 1)));

/** Changes one word of one of the English's care cards; dates the change `changed`. */
function changeACard(next: () => number, t: Translated, changed: string) {
  const english = read(t.english).replace(
    new RegExp(`^${t.changedField}: .*$`, 'm'),
    `${t.changedField}: ${changed}`,
  );
  const body = english.indexOf('\n---\n', 4);
  const cards = [...english.matchAll(/^:::[a-z]+[^\n]*\n[\s\S]*?^:::$/gm)]
    .filter((m) => m.index! > body)
    .map((m) => [m.index!, m.index! + m[0].length] as const);
  const words = [...english.matchAll(/(?<= )[a-z]{5,}(?= )/g)].filter(
    (m) => !NUMBER_WORD.test(m[0]) && cards.some(([from, to]) => m.index! > from && m.index! < to),
  );
  const word = words[Math.floor(next() * words.length)]!;
  write(
    t.english,
    `${english.slice(0, word.index)}${word[0]}s${english.slice(word.index! + word[0].length)}`,
  );
}

/** The fingerprints of the English now, as the translation's findings give them. */
function englishNow(t: Translated) {
  const findings = check().problems.filter(about(t.hindi));
  const now = (field: string) =>
    /the English is now ([0-9a-f]{16})/.exec(
      findings.find((f) => f.field === field)?.message ?? '',
    )?.[1];
  return { madeFrom: now('madeFrom')!, careFrom: now('careFrom')! };
}

const fingerprint = (text: string, field: string) =>
  new RegExp(`^${field}: "([0-9a-f]{16})"`, 'm').exec(text)![1]!;

/** The translation made from the English now: its two fingerprints written in. */
function follow(t: Translated, now: { madeFrom: string; careFrom: string }) {
  write(
    t.hindi,
    read(t.hindi)
      .replace(/^madeFrom: .*$/m, `madeFrom: "${now.madeFrom}"`)
      .replace(/^careFrom: .*$/m, `careFrom: "${now.careFrom}"`),
  );
}

type Entry = { date: string; madeFrom: string; careFrom?: string };

/** Entries added at the top of the record's rechecked: list, in this order, each of the Hindi now. */
function record(t: Translated, entries: Entry[]) {
  const text = textFingerprintOf(read(t.hindi));
  const lines = entries.map(
    (e) =>
      `  - date: ${e.date}\n    madeFrom: "${e.madeFrom}"\n${e.careFrom ? `    careFrom: "${e.careFrom}"\n` : ''}    text: "${text}"\n    by: machine\n    changed: "one word of a care card"\n`,
  );
  write(t.record, withRechecks(read(t.record), lines.join('')));
}

/**
 * The mistakes of a record whose check of the English's care as it is now is dated before the
 * English changed: each entry list, and the index of the entry so dated.
 */
function misdated(
  shape: number,
  early: string,
  late: string,
  now: { madeFrom: string; careFrom: string },
  before: { madeFrom: string; careFrom: string },
): { entries: Entry[]; at: number } {
  switch (shape) {
    case 0:
      // One check of the whole English as it is now, dated too early.
      return { entries: [{ date: early, ...now }], at: 0 };
    case 1:
      // The words' check dated right, its care checked in another entry dated too early.
      return {
        entries: [
          { date: late, madeFrom: now.madeFrom },
          { date: early, ...now },
        ],
        at: 1,
      };
    default:
      // A copy of the previous check with the new care fingerprint and the wrong day.
      return {
        entries: [
          { date: late, madeFrom: now.madeFrom, careFrom: before.careFrom },
          { date: early, madeFrom: before.madeFrom, careFrom: now.careFrom },
        ],
        at: 1,
      };
  }
}

it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
  'a care card changed in the English, its new careFrom checked on a day before the change: an error of the record, and the translation is not published (%i)',
  (seed) => {
    const next = random(seed * 7717);
    next();
    const t = TRANSLATED[Math.floor(next() * TRANSLATED.length)]!;
    const changed = between(next, '2026-11-29', '2026-12-20');
    const before = {
      madeFrom: fingerprint(read(t.hindi), 'madeFrom'),
      careFrom: fingerprint(read(t.hindi), 'careFrom'),
    };
    changeACard(next, t, changed);
    const now = englishNow(t);
    expect(now.madeFrom).toMatch(/^[0-9a-f]{16}$/);
    expect(now.careFrom).toMatch(/^[0-9a-f]{16}$/);
    follow(t, now);
    const early = between(next, '2026-11-01', dayOf(daysOf(changed) - 1));
    const late = between(next, changed, TODAY);
    const shape = Math.floor(next() * 3);
    const { entries, at } = misdated(shape, early, late, now, before);
    const unchecked = read(t.record);
    record(t, entries);
    const { problems, corpus } = check();
    expect(problems.filter((p) => about(t.record)(p) && p.severity === 'error')).toEqual([
      expect.objectContaining({
        field: `rechecked.${at}.date`,
        line: expect.any(Number),
        message: expect.stringMatching(
          new RegExp(`${early} is before .*${changed}.*careFrom ${now.careFrom}`),
        ),
      }),
    ]);
    expect(t.published(corpus)).not.toContain(t.id);
    // Dated on or after the change, the same checks are sound.
    write(t.record, unchecked);
    record(
      t,
      entries.map((e) => (e.date === early ? { ...e, date: late } : e)),
    );
    const after = check();
    expect(after.problems.filter(about(t.record))).toEqual([]);
    if (shape < 2) {
      expect(after.problems.filter(about(t.hindi))).toEqual([]);
      expect(t.published(after.corpus)).toContain(t.id);
    }
  },
);

it.each([1, 2, 3, 4, 5, 6])(
  "an English article changed outside its care cards and numbers, its updated day moved on: the translation's care check stands, the translation is only out of date (%i)",
  (seed) => {
    const next = random(seed * 104729);
    next();
    const articles = TRANSLATED.filter((t) => t.changedField === 'updated');
    const t = articles[Math.floor(next() * articles.length)]!;
    const changed = between(next, '2026-11-29', TODAY);
    const english = read(t.english).replace(/^updated: .*$/m, `updated: ${changed}`);
    const body = english.indexOf('\n---\n', 4);
    const cards = [...english.matchAll(/^:::[a-z][\s\S]*?^:::$/gm)].map(
      (m) => [m.index!, m.index! + m[0].length] as const,
    );
    const lineAt = (at: number) =>
      english.slice(english.lastIndexOf('\n', at) + 1, english.indexOf('\n', at));
    const words = [...english.matchAll(/(?<= )[a-z]{5,}(?= )/g)].filter(
      (m) =>
        m.index! > body &&
        !NUMBER_WORD.test(m[0]) &&
        !cards.some(([from, to]) => m.index! >= from && m.index! < to) &&
        !/\p{Nd}|::first-aid/u.test(lineAt(m.index!)),
    );
    const word = words[Math.floor(next() * words.length)]!;
    write(
      t.english,
      `${english.slice(0, word.index)}${word[0]}s${english.slice(word.index! + word[0].length)}`,
    );
    const { problems, corpus } = check();
    expect(problems.filter(about(t.record))).toEqual([]);
    expect(problems.filter(about(t.hindi))).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'madeFrom' }),
    ]);
    expect(corpus.translations.find((tr) => tr.id === t.id)).toMatchObject({ stale: true });
  },
);
