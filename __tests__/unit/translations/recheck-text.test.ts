// The record of a translation's checks binds its own words too: Hindi edited after its
// back-translation check (a word that turns "at least" into "at most", an emergency card that says
// to wait a week) is published only with the check of that Hindi recorded.
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
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-recheck-text-'));
  fs.cpSync('content', path.join(root, 'content'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A translation (of an article or an emergency) and its record. */
type Translated = {
  id: string;
  hindi: string;
  record: string;
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
    hindi: `translations/hi/${id}.md`,
    record: `translations/hi/checks/${id}.md`,
    published: (corpus) => corpus.translations.map((t) => t.id),
  })),
  ...idsIn('content/translations/hi/emergencies').map((id): Translated => ({
    id,
    hindi: `translations/hi/emergencies/${id}.md`,
    record: `translations/hi/emergencies/checks/${id}.md`,
    published: (corpus) => corpus.firstAid.translations.map((t) => t.id),
  })),
];

/** Edits of the Hindi that change what a reader does, and keep every number, card and citation. */
const EDITS: { name: string; find: RegExp; to: string }[] = [
  { name: 'at least turned into at most', find: /कम से कम/g, to: 'ज़्यादा से ज़्यादा' },
  { name: 'fingers turned into palms', find: /उँगलि/g, to: 'हथेलि' },
  {
    name: 'an emergency card that says to book an appointment next week',
    find: /(?<=^:::emergency\[)[^\]\n]+/gm,
    to: 'अगले हफ़्ते डॉक्टर से समय लें, अगर',
  },
  { name: 'a "not" left out', find: / नहीं(?= )/g, to: '' },
  { name: 'straight away turned into next week', find: /तुरंत/g, to: 'अगले हफ़्ते' },
  { name: 'a word added to the title', find: /(?<=^title: "[^"\n]*)(?="$)/gm, to: ' (पुराना)' },
  // Fields the page shows besides the words: a tag, an emergency's names, how it was made.
  {
    name: 'a tag that states a dose',
    find: /(?<=^tags:\n)/gm,
    to: '  - "पैरासिटामोल 8 ग्राम रोज़ सुरक्षित"\n',
  },
  { name: "another emergency's name", find: /(?<=^names:\n)/gm, to: '  - "दिल का दौरा"\n' },
  {
    name: "a machine translation said to be a person's",
    find: /^method: machine$/gm,
    to: 'method: human',
  },
  // The trail the page shows: how and when it was back-translated, when it was translated.
  {
    name: "a back-translation said to be a person's",
    find: /(?<=^ {2})method: machine$/gm,
    to: 'method: human',
  },
  {
    name: 'another day of translation',
    find: /(?<=^translated: )\d{4}-\d{2}-\d{2}$/gm,
    to: '2026-01-02',
  },
  {
    name: 'another day of back-translation',
    find: /(?<=^ {2}checked: )\d{4}-\d{2}-\d{2}$/gm,
    to: '2026-01-02',
  },
];

/** One generated edit of one translation's Hindi: which, where, and the text before it. */
function editHindi(next: () => number, which: Translated[] = TRANSLATED) {
  for (;;) {
    const edit = EDITS[Math.floor(next() * EDITS.length)]!;
    const t = which[Math.floor(next() * which.length)]!;
    const hindi = read(t.hindi);
    const places = [...hindi.matchAll(edit.find)];
    if (places.length === 0) continue;
    const place = places[Math.floor(next() * places.length)]!;
    write(
      t.hindi,
      `${hindi.slice(0, place.index)}${edit.to}${hindi.slice(place.index! + place[0].length)}`,
    );
    return { t, edit: edit.name };
  }
}

/** The fingerprint of the translation's words now. */
const textOf = (t: Translated) => textFingerprintOf(read(t.hindi));

const fingerprint = (text: string, field: string) =>
  new RegExp(`^${field}: "([0-9a-f]{16})"`, 'm').exec(text)![1]!;

/** An entry added at the top of the record's rechecked: list, as one line. */
const addEntry = (t: Translated, entry: string) =>
  write(t.record, withRechecks(read(t.record), `  ${entry}\n`));

const lacksText = (p: { field: string; message: string }) =>
  p.field === 'content' && /has no check recorded/.test(p.message);

it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
  'the Hindi edited after its check is an error naming the entry to add; with that entry, only the edit itself is judged (%i)',
  (seed) => {
    const next = random(seed * 6151);
    next();
    const { t } = editHindi(next);
    const text = textOf(t);
    const hindi = read(t.hindi);
    const before = check();
    const errors = before.problems.filter((p) => about(t.hindi)(p) && p.severity === 'error');
    const lacking = errors.filter(lacksText);
    expect(lacking).toEqual([
      expect.objectContaining({
        line: expect.any(Number),
        message: expect.stringContaining(`${path.basename(t.record)}`),
      }),
    ]);
    expect(lacking[0]!.message).toContain(text);
    // The entry to add, with every fingerprint of the translation as it is now.
    const entry = /- \{[^{}]*\}/.exec(lacking[0]!.fix)?.[0] ?? '';
    expect(entry).toContain(`date: ${TODAY}`);
    expect(entry).toContain(`madeFrom: "${fingerprint(hindi, 'madeFrom')}"`);
    expect(entry).toContain(`careFrom: "${fingerprint(hindi, 'careFrom')}"`);
    expect(entry).toContain(`text: "${text}"`);
    expect(t.published(before.corpus)).not.toContain(t.id);
    // Recorded: the check of the text is found, and nothing else changes.
    addEntry(t, entry);
    const after = check();
    const rest = before.problems.filter((p) => about(t.hindi)(p) && !lacksText(p));
    expect(after.problems.filter(about(t.hindi))).toEqual(rest);
    expect(after.problems.filter(about(t.record))).toEqual([]);
    if (!rest.some((p) => p.severity === 'error'))
      expect(t.published(after.corpus)).toContain(t.id);
  },
);

it.each([1, 2, 3, 4])(
  'the check of the edited Hindi recorded with other English than the translation is made from is no record of it (%i)',
  (seed) => {
    const next = random(seed * 3571);
    next();
    const { t } = editHindi(next);
    const hindi = read(t.hindi);
    const made = fingerprint(hindi, 'madeFrom');
    const other = `${made.slice(0, 15)}${made.endsWith('0') ? '1' : '0'}`;
    addEntry(
      t,
      `- { date: ${TODAY}, madeFrom: "${other}", careFrom: "${fingerprint(hindi, 'careFrom')}", text: "${textOf(t)}", by: machine, changed: "one word" }`,
    );
    const { problems, corpus } = check();
    expect(problems.filter((p) => about(t.hindi)(p) && lacksText(p))).toHaveLength(1);
    expect(t.published(corpus)).not.toContain(t.id);
  },
);

it.each([1, 2, 3, 4])(
  'the check of the edited Hindi dated in the future is an error of the record (%i)',
  (seed) => {
    const next = random(seed * 2003);
    next();
    const { t } = editHindi(next);
    const hindi = read(t.hindi);
    const future = `2027-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`;
    addEntry(
      t,
      `- { date: ${future}, madeFrom: "${fingerprint(hindi, 'madeFrom')}", careFrom: "${fingerprint(hindi, 'careFrom')}", text: "${textOf(t)}", by: machine, changed: "one word" }`,
    );
    const { problems, corpus } = check();
    expect(problems.filter((p) => about(t.record)(p) && p.severity === 'error')).toEqual([
      expect.objectContaining({
        field: 'rechecked.0.date',
        line: expect.any(Number),
        message: expect.stringMatching(new RegExp(`${future} is in the future.*text`)),
      }),
    ]);
    expect(t.published(corpus)).not.toContain(t.id);
  },
);

it.each([1, 2, 3, 4])(
  'a draft whose Hindi was edited after its check gets a warning, not an error (%i)',
  (seed) => {
    const next = random(seed * 911);
    next();
    const { t } = editHindi(next);
    write(t.hindi, read(t.hindi).replace('\n---\n', '\ndraft: true\n---\n'));
    const ofHindi = check().problems.filter(about(t.hindi));
    expect(ofHindi.filter(lacksText)).toEqual([expect.objectContaining({ severity: 'warning' })]);
    expect(ofHindi.filter((p) => lacksText(p) && p.severity === 'error')).toEqual([]);
  },
);
