// The translations of the real content, checked as check:content checks them, and what an edit on
// either side does: the English edited (stale), the Hindi edited (parity), the Hindi withdrawn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCorpus } from '@/lib/content';
import { random } from '../../helpers/random';
import { textFingerprintOf } from '../../helpers/translation-text';
import { checkThroughContentCache } from '../../helpers/content-cache';

const ID = 'migraine-triggers-treatment-india';
const ENGLISH = `articles/${ID}.md`;
const HINDI = `translations/hi/${ID}.md`;

let root: string;
const contentDir = () => path.join(root, 'content');
const read = (file: string) => fs.readFileSync(path.join(contentDir(), file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(contentDir(), file), text);
/** The corpus as a production build reads it (drafts left out). */
const check = () =>
  checkCorpus(
    { contentDir: contentDir(), publicDir: path.resolve('public') },
    { today: '2026-12-31', drafts: false },
  );
const about = (file: string) => (p: { file: string }) => p.file.endsWith(file);
/** The ids of the translations the corpus publishes. */
const published = (corpus: { translations: readonly { id: string }[] }) =>
  corpus.translations.map((t) => t.id);

checkThroughContentCache();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'healthhub-translations-'));
  fs.cpSync('content', contentDir(), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every number of the body's text in digits, with its offset (markers and list numbers left out). */
const numbersOf = (text: string) =>
  [...text.matchAll(/(?<=[ (])\d+(?:\.\d+)?(?![\d\]])/g)].filter(
    (m) => m.index! > text.indexOf('\n---\n', 4),
  );

it('every Hindi translation has no problem, is up to date and is in the corpus', () => {
  const { problems, corpus } = check();
  expect(problems.filter(about('.md'))).toEqual([]);
  // Every translation file but a draft (a production build leaves drafts out).
  const folder = path.join(contentDir(), 'translations/hi');
  const ids = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .filter((f) => !/^draft: true$/m.test(fs.readFileSync(path.join(folder, f), 'utf8')))
    .map((f) => f.replace(/\.md$/, ''));
  expect(published(corpus).sort()).toEqual(ids.sort());
  for (const translation of corpus.translations)
    expect(translation).toMatchObject({ language: 'hi', stale: false, method: 'machine' });
  expect(corpus.translations.find((t) => t.id === ID)!.text).toMatch(/माइग्रेन/);
});

it.each([1, 2, 3, 4, 5, 6])(
  'an edit of the English makes the translation stale: a warning naming both files (%i)',
  (seed) => {
    const english = read(ENGLISH);
    // A word of the body changed, outside the care cards and the lines with a number: parity
    // holds, and what a reader acts on is the same, so only the trail is old (careFrom holds).
    const cards = [...english.matchAll(/^:::[a-z][\s\S]*?^:::$/gm)].map(
      (m) => [m.index!, m.index! + m[0].length] as const,
    );
    const lineOf = (at: number) =>
      english.slice(english.lastIndexOf('\n', at) + 1, english.indexOf('\n', at));
    const words = [...english.matchAll(/(?<= )[a-z]{5,}(?= )/g)].filter(
      (m) =>
        m.index! > english.indexOf('\n---\n', 4) &&
        !cards.some(([from, to]) => m.index! >= from && m.index! < to) &&
        !/\d|::first-aid/.test(lineOf(m.index!)),
    );
    const word = words[Math.floor(random(seed)() * words.length)]!;
    write(
      ENGLISH,
      `${english.slice(0, word.index)}${word[0]}s${english.slice(word.index! + word[0].length)}`,
    );
    const { problems, corpus } = check();
    const stale = problems.filter(about(HINDI));
    expect(stale).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'madeFrom',
        message: expect.stringContaining(ENGLISH),
      }),
    ]);
    expect(corpus.translations.find((t) => t.id === ID)).toMatchObject({ stale: true });
  },
);

it.each([1, 2, 3, 4, 5, 6, 7, 8])(
  'a number of the Hindi changed (a dose, an hour, a phone number) is an error (%i)',
  (seed) => {
    const hindi = read(HINDI);
    const numbers = numbersOf(hindi);
    const number = numbers[Math.floor(random(seed)() * numbers.length)]!;
    const other = String(Number(number[0]) + 1);
    write(
      HINDI,
      `${hindi.slice(0, number.index)}${other}${hindi.slice(number.index! + number[0].length)}`,
    );
    const { problems, corpus } = check();
    const errors = problems.filter((p) => about(HINDI)(p) && p.severity === 'error');
    expect(errors.map((e) => e.message).join('\n')).toMatch(
      new RegExp(`numbers differ.*lacks[^;]*\\b${number[0].replace('.', '\\.')}\\b`),
    );
    expect(published(corpus)).not.toContain(ID);
  },
);

it('the same change in both languages passes once the translation is brought up to date', () => {
  write(ENGLISH, read(ENGLISH).replace('no more than 8 tablets', 'no more than 7 tablets'));
  write(HINDI, read(HINDI).replace('में 8 से ज़्यादा', 'में 7 से ज़्यादा'));
  // A dose changed: out of date (a warning), and never published so (careFrom, an error); the
  // Hindi changed with it needs its check too (content, an error).
  const text = textFingerprintOf(read(HINDI));
  const first = check().problems.filter(about(HINDI));
  expect(first).toEqual([
    expect.objectContaining({ severity: 'warning', field: 'madeFrom' }),
    expect.objectContaining({ severity: 'error', field: 'careFrom' }),
    expect.objectContaining({
      severity: 'error',
      field: 'content',
      fix: expect.stringContaining(text),
    }),
  ]);
  const made = /the English is now ([0-9a-f]{16})/.exec(first[0]!.message)![1]!;
  const care = /the English is now ([0-9a-f]{16})/.exec(first[1]!.message)![1]!;
  write(
    HINDI,
    read(HINDI)
      .replace(/madeFrom: "[0-9a-f]+"/, `madeFrom: "${made}"`)
      .replace(/careFrom: "[0-9a-f]+"/, `careFrom: "${care}"`),
  );
  // The fingerprints pasted alone: no check of this English is recorded, so it is not published.
  expect(check().problems.filter((p) => about(HINDI)(p) && p.severity === 'error')).toEqual([
    expect.objectContaining({ field: 'madeFrom', fix: expect.stringContaining(made) }),
    expect.objectContaining({ field: 'careFrom', fix: expect.stringContaining(care) }),
    expect.objectContaining({ field: 'content', fix: expect.stringContaining(text) }),
  ]);
  // With the re-check recorded, it is.
  const record = `translations/hi/checks/${ID}.md`;
  write(
    record,
    read(record).replace(
      /^rechecked:\n/m,
      `rechecked:\n  - date: 2026-12-30\n    madeFrom: "${made}"\n    careFrom: "${care}"\n    text: "${text}"\n`,
    ),
  );
  expect(check().problems.filter(about(HINDI))).toEqual([]);
});

it('a dose changed in the English alone fails the build until the Hindi follows, or is withdrawn', () => {
  write(ENGLISH, read(ENGLISH).replace('(500 mg or 1,000 mg)', '(400 mg or 1,000 mg)'));
  const errors = check().problems.filter((p) => about(HINDI)(p) && p.severity === 'error');
  // The numbers differ (parity), and the English a reader acts on changed (careFrom): both errors.
  const parity = errors.find((e) => /lacks 400.*has 500/.test(e.message));
  expect(parity!.fix).toMatch(/draft: true/);
  expect(errors.find((e) => e.field === 'careFrom')!.fix).toMatch(/draft: true/);
  write(HINDI, read(HINDI).replace('\n---\n', '\ndraft: true\n---\n'));
  const { problems, corpus } = check();
  expect(problems.filter((p) => about(HINDI)(p) && p.severity === 'error')).toEqual([]);
  expect(published(corpus)).not.toContain(ID);
});

it('a care card dropped, a citation lost, broken Devanagari, an avoided word and an unknown directive are errors', () => {
  const hindi = read(HINDI);
  const cases = [
    hindi.replace(/:::routine\[[^\n]*\n(?:- [^\n]*\n)+:::\n/, ''),
    hindi.replace(':cite[nhs-paracetamol]', ''),
    hindi.replace('माइग्रेन क्या है?', 'माइग्रेन क्या ि है?'),
    hindi.replace('डॉक्टर', 'चिकित्सक'),
    // Shown as written, "(:x{n=450} mg)": a number no check reads.
    hindi.replace('माइग्रेन क्या है?', 'माइग्रेन :x{n=450} mg क्या है?'),
  ];
  const messages = cases.map((text) => {
    expect(text).not.toBe(hindi);
    write(HINDI, text);
    return check()
      .problems.filter((p) => about(HINDI)(p) && p.severity === 'error')
      .map((p) => p.message)
      .join('\n');
  });
  expect(messages[0]).toMatch(/blocks differ/);
  expect(messages[1]).toMatch(/citations differ.*nhs-paracetamol/);
  expect(messages[2]).toMatch(/broken Devanagari/);
  expect(messages[3]).toMatch(/uses "चिकित्सक"/);
  expect(messages[4]).toMatch(/:x is not a known directive/);
});
