// A count of tablets is read as a reader reads it: a sentence wrapped over lines of the file is one
// sentence, and a count is a count whatever form it takes (words, fractions, ranges, any digits).
import { doseFindings } from '@/lib/content/checks/doses';
import { random } from '../../helpers/random';

function* cases(seed: number, count: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  for (let i = 0; i < count; i += 1) yield { next, pick };
}

const UNITS = ['tablets', 'tablet', 'capsules', 'pills', 'caplets', 'sachets', 'tabs', 'tab'];
const STRENGTHS = ['500 mg', '650mg', '1 g', '400 mcg', '１ g'];
const WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];
/** The zero of some scripts' digits: ASCII, fullwidth, Arabic-Indic, Devanagari, Bengali, Thai, bold. */
const ZEROS = [0x30, 0xff10, 0x660, 0x966, 0x9e6, 0xe50, 0x1d7ce];
const digits = (n: number, zero: number) =>
  [...String(n)].map((d) => String.fromCodePoint(zero + Number(d))).join('');

/** Every form of a count, made from the generator. */
function count(next: () => number, pick: <T>(items: readonly T[]) => T): string {
  const n = 1 + Math.floor(next() * 12);
  const number = () => (next() < 0.5 ? digits(n, pick(ZEROS)) : pick(WORDS));
  const word = pick(WORDS);
  const forms = [
    () => digits(n, pick(ZEROS)),
    () => (next() < 0.5 ? word : word[0]!.toUpperCase() + word.slice(1)),
    () =>
      `${pick(['twenty', 'thirty', 'ninety'])}${pick(['-', ' '])}${pick(['one', 'five', 'nine'])}`,
    () => `${word} (${digits(n, pick(ZEROS))})`,
    () => pick(['½', '¼', '¾', '⅓', '1½', '2¼', '1 ½', '1/2', '1 1/2', '3/4', '0.5', '1.5']),
    () => `${number()} and a half`,
    () => pick(['half a', 'Half a', 'half of a', 'half an', 'a half']),
    () => `${number()}-and-a-half`,
    () =>
      pick([
        'a quarter of a',
        'quarter of a',
        'three-quarters of a',
        'three quarters of a',
        'a third of a',
        'one-third of a',
        'two-thirds of a',
        'a couple of',
        'half-a',
      ]),
    () => `${number()}${pick(['-', '–', ' - ', ' to ', ' or ', '/'])}${number()}`,
    () => `${number()}${pick(['x', ' x', '×', ' ×'])}`,
  ];
  return pick(forms)();
}

describe('a count of tablets in any form', () => {
  it('is an error without an amount in its sentence, and none with one', () => {
    for (const { next, pick } of cases(11, 600)) {
      const described = next() < 0.6 ? '' : `${pick(['pink', 'IFA', 'paracetamol', 'extra'])} `;
      const counted = `${count(next, pick)} ${described}${pick(UNITS)}`;
      const without = `Adults can take ${counted} up to 4 times a day.`;
      const found = doseFindings(without, 7);
      expect({ without, found: found.length }).toEqual({ without, found: 1 });
      expect(found[0]!.line).toBe(7);
      const withAmount = `Adults can take ${counted} (${pick(STRENGTHS)} each) up to 4 times a day.`;
      expect({ withAmount, found: doseFindings(withAmount, 7) }).toEqual({ withAmount, found: [] });
    }
  });

  it('is not "a tablet", "an aspirin tablet" or tablets not counted', () => {
    for (const sentence of [
      'Take a tablet with water.',
      'Chew an aspirin tablet slowly.',
      'Use a combined pill, patch or ring.',
      'Spend a minute or two looking for missing tablets.',
      'An overdose of iron tablets is dangerous.',
      'Phones, tablets, laptops and TVs give off bright light.',
      'Close the browser tab.',
      'Keep the bottle and tablets out of reach.',
      'Count milligrams (mg), not tablets.',
      'Ask about half the usual amount, not tablets.',
      'Half of them take tablets.',
    ]) {
      expect({ sentence, found: doseFindings(sentence, 1) }).toEqual({ sentence, found: [] });
    }
  });
});

describe('a sentence wrapped over lines of the file', () => {
  const paragraph = (words: string[], breaks: Set<number>) =>
    words.map((word, i) => (i > 0 ? (breaks.has(i) ? '\n' : ' ') : '') + word).join('');

  it('is judged whole, at the line where it starts', () => {
    for (const { next, pick } of cases(23, 400)) {
      const lead = pick(['', 'Rest and drink water. ', 'Rest.\n', '- ', '1. ', '> ']);
      const words = [
        ...pick([['Adults', 'can', 'take'], ['Give'], ['Take']]),
        ...`${pick(['2', 'two', '1½', '2 to 3', 'twelve'])} ${pick(UNITS)}`.split(' '),
        ...'every 4 hours, no more than 4 times a day.'.split(' '),
      ];
      const breaks = new Set([...words.keys()].filter((i) => i > 0 && next() < 0.3));
      const before = pick(['', 'Some text.\n\n', '## Pain\n\n', 'Some text.\n']);
      const body = `${before}${lead}${paragraph(words, breaks)}\n\nMore text.`;
      const starts = before.split('\n').length - 1 + lead.split('\n').length - 1;
      const found = doseFindings(body, 10);
      expect({ body, found: found.map((f) => f.line) }).toEqual({ body, found: [10 + starts] });

      const amount = [...words.slice(0, -1), `(${pick(STRENGTHS)}`, 'each).'];
      const withAmount = `${before}${lead}${paragraph(amount, breaks)}\n\nMore text.`;
      expect({ withAmount, found: doseFindings(withAmount, 10) }).toEqual({
        withAmount,
        found: [],
      });
    }
  });

  it('ends where its paragraph ends: a blank line, a list item, a heading, a card, a directive', () => {
    for (const { pick } of cases(31, 200)) {
      const gap = pick([
        '\n\n',
        '\n- ',
        '\n* ',
        '\n3. ',
        '\n## ',
        '\n:::\n',
        '\n:::care[Care]\n',
        '\n::first-aid[choking]\n',
      ]);
      const body = `Adults take ${pick(['2', 'two', '1½'])}${gap}${pick(UNITS)} of any kind.`;
      expect({ body, found: doseFindings(body, 1) }).toEqual({ body, found: [] });
      const amount = `Adults take 2 tablets${gap}of 500 mg each.`;
      expect({ amount, found: doseFindings(amount, 1).map((f) => f.line) }).toEqual({
        amount,
        found: [1],
      });
    }
  });
});

describe('a count of tablets in any sentence shape', () => {
  const SHAPES = [
    'Adults can take 2 of the tablets every 4 to 6 hours.',
    'Take 2 of these pills at night.',
    'Give 2 small white round tablets.',
    'A 2-tablet dose is enough.',
    'Take 2tablets.',
    'Take 2 softgels with food.',
    'Take 2 gelcaps.',
    'Take 2 caps twice a day.',
    'Tablets to take each time: 2.',
    'Take tablets, 2 at a time.',
    'Take the capsules 2 at a time, up to 4 times a day.',
    'Take a few tablets.',
    'Take several tablets.',
    'Take a dozen tablets a day.',
    'Take both tablets.',
    'Tablets to take each time: 2 for adults, 1 for children 12 to 15.',
    'Take 2 extra strength pain relief tablets every 4 to 6 hours.',
    'Take 2 paracetamol every 4 to 6 hours.',
    'Take 2 ibuprofen with food.',
    'Take tablets × 2 each morning.',
    'Take tablets (2) each morning.',
    'Take tablets x2 each morning.',
    'Number of tablets each time: adults 2, children 12 to 15 years 1.',
    'How many capsules to take: adults 2, children 1.',
    "Give 2 children's paracetamol tablets every 6 hours.",
    'Give 2 children’s paracetamol tablets every 6 hours.',
    'Take two "extra strength" tablets every 4 hours.',
    'Take 2 “extra strength” tablets every 4 hours.',
    'Take 2 or more tablets.',
    'Take 2 small white round film coated pain tablets.',
    'Tablets: take 2 every 4 hours.',
    'Tablets – 2 every 4 hours.',
    'Capsules - 1 twice a day.',
    'Paracetamol tablets x 2.',
    'Paracetamol tablets (2).',
    'Tab paracetamol 1 TDS after food.',
    'Tab. Paracetamol, 1-0-1.',
    'Cap. Omeprazole 1 OD before breakfast.',
    'Paracetamol tablets 1-1-1 after food.',
    'Paracetamol 1-0-1 after food.',
    'For an ear infection, Cap amoxicillin 1 TDS for 5 days is a common prescription.',
    'CAP amoxicillin 1 BD.',
    'cap omeprazole 1-0-0 before breakfast.',
    'Tab paracetamol 1 PRN for pain.',
    'Take 2 soft gels with food.',
    'Take a pair of tablets.',
    'Take a tablet or two at night.',
    'Take 2 Panadol every 4 hours.',
    'Take 2 Tylenol every 4 hours.',
    'Take 2 Advil with food.',
    'Take 2 metformin with meals.',
    'Paracetamol tablets: adults take 2, up to 4 times a day.',
    'Paracetamol 1–0–1 for three days.',
    'Paracetamol 1—1—1 after food.',
    'Take 2 table<span></span>ts at the start of the attack.',
    'Take 2 Crocin every 6 hours.',
    'Take 2 Dolo with water.',
    'Paracetamol tablets: the usual adult dose is 2, up to 4 times a day.',
    'Take tablets, two every 4 hours.',
    'The tablet dose for adults is 2 every 4 to 6 hours.',
    'For tablets, the adult dose is 2 every 4 hours.',
    'How many tablets? 2 every 4 hours.',
    'Take a couple tablets every 4 hours.',
    'Take 2 of my tablets every 4 hours.',
    'Tablets per dose = 2.',
    'Paracetamol: adults 2 every 4 to 6 hours, no more than 8 in 24 hours.',
    'Ibuprofen tablets for adults: 1 or 2, three times a day.',
  ];

  it.each(SHAPES)('"%s" is an error without its strength, and none with it', (sentence) => {
    expect(doseFindings(sentence, 1)).toHaveLength(1);
    const withStrength = sentence.replace(/\.$/, ' (500 mg each, 1 g a dose, 4 g a day at most).');
    expect(doseFindings(withStrength, 1)).toEqual([]);
  });

  it('is not excused by a number in mg that is no amount of the medicine (a blood sugar)', () => {
    for (const reading of ['70 mg/dL', '70 mg/dl', '70mg/dL', '70 mg per dL', '3.9 mmol/L'])
      expect(doseFindings(`If sugar is below ${reading}, chew 4 glucose tablets.`, 1)).toHaveLength(
        1,
      );
  });

  it('is not a tablet named without a count', () => {
    for (const sentence of [
      'Tablets are easier to swallow with water.',
      'Take your tablets at the same time each day.',
      'Keep tablets out of the reach of children: 1 in 3 poisonings are medicines.',
      'Capsules: store below 25 °C.',
      'Tablets: 1 in 3 poisonings in children are medicines.',
      'Tablets: for children under 12, ask a pharmacist.',
      'Tab. 2 of the leaflet lists the side effects.',
      'A score of 1-0-1 is not a dose.',
      'Take the tablets for 5 days, or 2 to 3 weeks if your doctor says so.',
      'Do not give aspirin to children under 16, or in the first 3 months of pregnancy.',
      'Statin tablets lower the risk by 25 %, and 1 in 4 people stop them in 2 years.',
      'Tablets work best taken at 8 am, with 1 glass of water.',
      'Metformin is the first medicine for type 2 diabetes, often from week 12.',
      'Iron tablets are given to 12 million children under 5 each year.',
    ])
      expect([sentence, doseFindings(sentence, 1)]).toEqual([sentence, []]);
  });
});

describe('a bare count in a sentence that names tablets or the medicine', () => {
  it('is an error without an amount, however the sentence is put together', () => {
    for (const { next, pick } of cases(61, 300)) {
      const sentence = [
        pick([
          'Paracetamol tablets',
          'Tablets',
          'Ibuprofen',
          'For tablets',
          'The tablet dose',
          'Capsules',
        ]),
        pick([': ', ', ', ' for adults: ', ' is ', ' = ']),
        pick(['the usual adult dose is ', 'adults ', '', 'take ', 'give ']),
        pick(['2', 'two', '1 or 2', '1-2', 'a couple', '1½', '3', 'twelve']),
        pick([', ', ' ', ' each time, ', ' at a time, ']),
        pick([
          'every 4 hours.',
          'up to 4 times a day.',
          'at night.',
          'with food.',
          'in 24 hours at most.',
        ]),
      ].join('');
      expect([sentence, doseFindings(sentence, 1)]).toEqual([sentence, [expect.anything()]]);
      const strength = sentence.replace(/\.$/, ' (500 mg each, 1 g a dose).');
      expect([strength, doseFindings(strength, 1)]).toEqual([strength, []]);
    }
  });
});

describe('a bare count whose tablets are named just before it', () => {
  it.each([
    'Paracetamol comes as tablets. Adults can take 2 every 4 to 6 hours.',
    'Take 2 of the paracetamol with water, no more than 4 times a day.',
    'Give 2 of the Crocin every 6 hours.',
    'How many tablets?\n\n2 every 4 hours, up to 4 times a day.',
    '> Paracetamol tablets:\n>\n> - adults: 2 every 4 hours',
    '### Ibuprofen tablets\n\nAdults: 2 every 8 hours with food.',
  ])('"%s" is an error without its strength', (body) => {
    expect(doseFindings(body, 1)).toHaveLength(1);
    const withStrength = body.replace(/(hours|food|day)(?=\.?$)/, '$1 (500 mg each, 1 g a dose)');
    expect([withStrength, doseFindings(withStrength, 1)]).toEqual([withStrength, []]);
  });

  it.each([
    '### Paracetamol\n\nChildren under 16 should not be given aspirin. Ask after 2 days.',
    'Paracetamol comes as tablets. For 3 months or more, see a doctor.',
    '## Ibuprofen tablets\n\nStep 2: store them below 25 °C.',
  ])('"%s" is no count', (body) => expect(doseFindings(body, 1)).toEqual([]));
});

describe('a count of tablets asked in a line and answered in the list or table below it', () => {
  const ASKS = [
    'How many tablets each time:',
    'Number of capsules to take:',
    'Tablets to take each time:',
    'How many pills a dose, by age:',
    'Tablets:',
    'Paracetamol tablets, by age:',
  ];
  const WHO = ['adults', 'Adults', 'children 12 to 15 years', 'over 16s'];
  const marks = (i: number) => ['- ', '* ', '+ ', `${i + 1}. `, `${i + 1}) `];
  it('is an error on each answer without its strength, at its line, in any list shape', () => {
    for (const { next, pick } of cases(51, 300)) {
      const answers = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => {
        const n = pick(['2', 'two', '1½', '1 to 2', '１']);
        return `${pick(marks(i))}${pick(WHO)}${pick([': ', ' ', ' - '])}${n}`;
      });
      const loose = next() < 0.3;
      const lead = next() < 0.3 ? 'Paracetamol eases pain.\n' : '';
      const body = `${lead}${pick(ASKS)}\n${loose ? '\n' : ''}${answers.join(loose ? '\n\n' : '\n')}`;
      const found = doseFindings(body, 1);
      expect([body, found.length]).toEqual([body, answers.length]);
      const lines = body.split('\n');
      expect(found.map((f) => lines[f.line! - 1])).toEqual(answers);
      const strengths = lines
        .map((line) => (answers.includes(line) ? `${line} (500 mg each, 1 g a dose)` : line))
        .join('\n');
      expect([strengths, doseFindings(strengths, 1)]).toEqual([strengths, []]);
    }
  });
  it('is an error in a table whose column asks for tablets', () => {
    for (const { next, pick } of cases(52, 100)) {
      const ask = pick([
        'Tablets each time',
        'How many tablets',
        'Number of capsules',
        'Pills a dose',
        'Tablets',
        'Dose (tablets)',
      ]);
      const n = pick(['2', 'two', '1½', '1 to 2']);
      const table = `| Who | ${ask} |\n| --- | --- |\n| ${pick(WHO)} | ${n} |`;
      expect([table, doseFindings(table, 1).map((f) => f.line)]).toEqual([table, [3]]);
      const strength = table.replace(/ \|$/, ' (1 g a dose) |');
      expect([strength, doseFindings(strength, 1)]).toEqual([strength, []]);
    }
  });
  it('is no count when the list below says no number of tablets', () => {
    const body = 'How to take tablets:\n- with water\n- after food\n- 2 hours before bed';
    expect(doseFindings(body, 1)).toEqual([]);
  });
});
