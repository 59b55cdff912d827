// A translation keeps each number where the English has it: in the same paragraph, list item and
// sentence, and amounts of one unit (milligrams, minutes) in the English's order, so that two doses
// cannot trade places, nor two ages or phone numbers of different sentences.
import type { TranslatedText } from '@/lib/content/translations/fingerprint';
import { parityFindings } from '@/lib/content/translations/parity';
import { random } from '../../helpers/random';

const places = { lineOf: () => 1, bodyLine: 20 };

/** Amounts as the English and a faithful Hindi write them. */
const AMOUNTS: [english: (n: string) => string, hindi: (n: string) => string][] = [
  [(n) => `${n} mg`, (n) => `${n} मिलीग्राम`],
  [(n) => `${n} minutes`, (n) => `${n} मिनट`],
  [(n) => `${n} ml`, (n) => `${n} ml`],
  [(n) => `aged ${n}`, (n) => `${n} साल की उम्र`],
  [(n) => `call ${n}`, (n) => `${n} पर कॉल करें`],
];

/** The first three amounts have a unit. */
const UNITS = 3;

type Line = { kind: number; numbers: string[] };

/** A paragraph or list item: two to four amounts of one kind, all different. */
function lineOf(next: () => number): Line {
  const kind = Math.floor(next() * AMOUNTS.length);
  const numbers = new Set<string>();
  const count = 2 + Math.floor(next() * 3);
  while (numbers.size < count) numbers.add(String(1 + Math.floor(next() * 999)));
  return { kind, numbers: [...numbers] };
}

const written = (line: Line, language: 0 | 1) =>
  line.numbers.map((n) => AMOUNTS[line.kind]![language](n)).join(language ? ', फिर ' : ', then ');

function article(lines: readonly Line[], language: 0 | 1): TranslatedText {
  const [first, ...items] = lines.map((line) => written(line, language));
  return {
    title: language ? 'खुराक' : 'Doses',
    excerpt: language ? 'सार' : 'Summary',
    imageAlt: language ? 'चित्र' : 'Picture',
    content: `## ${language ? 'खुराक' : 'Doses'}\n\n${first}.\n\n${items.map((item) => `- ${item}`).join('\n')}\n`,
  };
}

const errors = (english: TranslatedText, hindi: TranslatedText) =>
  parityFindings(english, hindi, places)
    .filter((f) => f.severity === 'error')
    .map((f) => f.message)
    .join('\n');

describe.each(Array.from({ length: 40 }, (_, i) => i + 1))('generated doses %i', (seed) => {
  const next = random(seed);
  const lines = Array.from({ length: 3 + Math.floor(next() * 3) }, () => lineOf(next));
  const english = article(lines, 0);

  it('a faithful translation passes', () => {
    expect(errors(english, article(lines, 1))).toBe('');
  });

  it('two amounts of one unit in a paragraph or list item that trade places fail', () => {
    // Numbers without a unit may trade places within their sentence ("1 in 3" is "3 में से 1").
    const withUnits = lines.flatMap((line, i) => (line.kind < UNITS ? [i] : []));
    if (withUnits.length === 0) return;
    const at = withUnits[Math.floor(next() * withUnits.length)]!;
    const line = lines[at]!;
    const i = Math.floor(next() * line.numbers.length);
    const j = (i + 1 + Math.floor(next() * (line.numbers.length - 1))) % line.numbers.length;
    const numbers = [...line.numbers];
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
    const swapped = lines.map((l, k) => (k === at ? { ...l, numbers } : l));
    expect(errors(english, article(swapped, 1))).toMatch(/another order/);
  });

  it('a number moved to another paragraph or list item fails', () => {
    const from = Math.floor(next() * lines.length);
    const to = (from + 1 + Math.floor(next() * (lines.length - 1))) % lines.length;
    const moved = lines.map((l) => ({ ...l, numbers: [...l.numbers] }));
    const [number] = moved[from]!.numbers.splice(0, 1);
    moved[to]!.numbers.push(number!);
    expect(errors(english, article(moved, 1))).toMatch(/numbers differ/);
  });
});

describe.each(Array.from({ length: 30 }, (_, i) => i + 1))('generated sentences %i', (seed) => {
  const next = random(seed * 31);
  // A paragraph of sentences, each with a number without a unit: ages, counts, phone numbers.
  const numbers = Array.from({ length: 2 + Math.floor(next() * 4) }, (_, i) =>
    String(10 + i * 7 + Math.floor(next() * 6)),
  );
  const paragraph = (language: 0 | 1, list: readonly string[], joined = -1) =>
    list
      .map((n, i) => {
        const said = language ? `${n} साल की उम्र से जांच कराएं` : `Get checked from age ${n}`;
        return `${said}${i === joined ? (language ? ' और' : ' and') : language ? '।' : '.'}`;
      })
      .join(' ');
  const body = (content: string): TranslatedText => ({
    title: 't',
    excerpt: 'e',
    imageAlt: 'a',
    content,
  });
  const english = body(paragraph(0, numbers));

  it('sentences split or joined otherwise than the English pass', () => {
    expect(errors(english, body(paragraph(1, numbers)))).toBe('');
    const join = Math.floor(next() * (numbers.length - 1));
    expect(errors(english, body(paragraph(1, numbers, join)))).toBe('');
    expect(errors(body(paragraph(0, numbers, join)), body(paragraph(1, numbers)))).toBe('');
  });

  it('two numbers of different sentences that trade places fail', () => {
    const i = Math.floor(next() * numbers.length);
    const j = (i + 1 + Math.floor(next() * (numbers.length - 1))) % numbers.length;
    const swapped = [...numbers];
    [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
    expect(errors(english, body(paragraph(1, swapped)))).toMatch(/sentence.*numbers differ/);
  });
});

describe('in a short field', () => {
  const text = (title: string): TranslatedText => ({
    title,
    excerpt: 'e',
    imageAlt: 'a',
    content: 'Body.',
  });

  it('two doses of a title that trade places fail; the English order passes', () => {
    const english = text('Adults 1000 mg, children 500 mg');
    expect(errors(english, text('वयस्क 1000 mg, बच्चे 500 mg'))).toBe('');
    expect(errors(english, text('वयस्क 500 mg, बच्चे 1000 mg'))).toMatch(/another order/);
  });
});

describe('numbers of different kinds', () => {
  it('may come in the order Hindi puts them: "2 tablets every 4 hours" is "हर 4 घंटे में 2 गोलियां"', () => {
    const english = {
      title: 't',
      excerpt: 'e',
      imageAlt: 'a',
      content: 'Take 2 tablets every 4 hours.',
    };
    const hindi = { title: 'त', excerpt: 'ए', imageAlt: 'अ', content: 'हर 4 घंटे में 2 गोलियां लें।' };
    expect(errors(english, hindi)).toBe('');
  });
});
