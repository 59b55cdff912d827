// A number kept with another unit is another amount: "150 minutes" is not "150 सेकंड".
import type { TranslatedText } from '@/lib/content/translations/fingerprint';
import { parityFindings } from '@/lib/content/translations/parity';
import { unitsIn } from '@/lib/content/translations/units';
import { random } from '../../helpers/random';

/** A unit's English and Hindi spellings. */
const UNITS: [english: string[], hindi: string[]][] = [
  [
    ['seconds', 'secs'],
    ['सेकंड', 'सेकेंड', 'सेकंडों', 'सेकेंडों'],
  ],
  [
    ['minutes', 'mins'],
    ['मिनट', 'मिनटों'],
  ],
  [
    ['mcg', 'micrograms'],
    ['माइक्रोग्राम', 'mcg', 'µg'],
  ],
  [
    ['mg', 'milligrams'],
    ['मिलीग्राम', 'मिलिग्राम', 'mg', 'एमजी', 'मि.ग्रा.', 'मि.ग्रा'],
  ],
  [
    ['g', 'grams'],
    ['ग्राम', 'g', 'ग्रा.'],
  ],
  [
    ['kg', 'kilograms'],
    ['किलोग्राम', 'किलो', 'कि.ग्रा.'],
  ],
  [
    ['ml', 'millilitres'],
    ['मिलीलीटर', 'मिलिलीटर', 'ml', 'एमएल', 'मि.ली.'],
  ],
  [['litres', 'liters'], ['लीटर']],
  [
    ['%', 'per cent', 'percent'],
    ['%', 'प्रतिशत', 'फ़ीसदी', 'परसेंट', 'पर्सेंट'],
  ],
];

const text = (content: string): TranslatedText => ({
  title: 't',
  excerpt: 'e',
  takeaways: [],
  imageAlt: 'i',
  content: `## A\n\n${content}`,
});
const places = { lineOf: () => 1, bodyLine: 10 };

it.each(Array.from({ length: 60 }, (_, i) => i + 1))(
  'a number keeps its unit, whichever spelling either language uses (%i)',
  (seed) => {
    const next = random(seed * 7907);
    next();
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const at = Math.floor(next() * UNITS.length);
    const [english, hindi] = UNITS[at]!;
    const number = pick(['5', '150', '400', '1,500', '2.5', '15,000', '1,50,000']);
    const space = () => pick([' ', '']);
    const en = `Take ${number}${space()}${pick(english)} of it.`;
    const hi = `इसका ${number}${space()}${pick(hindi)} लें।`;
    expect(unitsIn(hi, 'hi')).toEqual(unitsIn(en, 'en'));
    expect(unitsIn(en, 'en')).toHaveLength(1);
    expect(parityFindings(text(en), text(hi), places)).toEqual([]);
    const other = UNITS[(at + 1 + Math.floor(next() * (UNITS.length - 1))) % UNITS.length]![1];
    const wrong = `इसका ${number}${space()}${pick(other)} लें।`;
    expect(parityFindings(text(en), text(wrong), places).map((f) => f.message)).toEqual([
      expect.stringMatching(/numbers with their units differ/),
    ]);
  },
);

it.each(Array.from({ length: 30 }, (_, i) => i + 1))(
  'what an amount is counted per, and hours, are part of its unit (%i)',
  (seed) => {
    const next = random(seed * 7919);
    next();
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const [en, hi, wrong] = pick([
      ['140 to 199 mg/dL', '140 से 199 mg/dL', '140 से 199 mg/L'],
      ['7.8 mmol/L', '7.8 mmol/L', '7.8 mmol'],
      ['10 mg per kg', '10 mg प्रति किलो', '10 mg'],
      ['at least 6 hours apart', 'कम से कम 6 घंटे का फ़ासला', 'कम से कम 3 घंटे का फ़ासला'],
      ['a 24-hour helpline', '24 घंटे खुली हेल्पलाइन', '24 मिनट खुली हेल्पलाइन'],
    ] as const);
    expect(parityFindings(text(`Keep ${en} here.`), text(`यहाँ ${hi} रखें।`), places)).toEqual([]);
    expect(
      parityFindings(text(`Keep ${en} here.`), text(`यहाँ ${wrong} रखें।`), places).map(
        (f) => f.message,
      ),
    ).toContainEqual(expect.stringMatching(/numbers with their units differ|counted per differs/));
  },
);

it('reads no number, count or unit from raw HTML, which the page never shows', () => {
  for (const hidden of ['<!-- 5 मिनट -->', '<!--5 मिनट-->', '<!--\n5 मिनट\n-->']) {
    const english = text('Give the second injection after 5 minutes.');
    const hindi = text(`दूसरा इंजेक्शन ${hidden} पचपन मिनट बाद दें।`);
    expect(parityFindings(english, hindi, places).length).toBeGreaterThan(0);
  }
});

it('reads circled digits, superscripts and vulgar fractions as their numbers', () => {
  const english = text('Give the second injection after 5 minutes.');
  for (const written of ['⑮', '⑤⓪', '¹⁵', '½', '3½', '⅙ 6'])
    expect(
      parityFindings(english, text(`दूसरा इंजेक्शन ${written} मिनट बाद दें।`), places).length,
    ).toBeGreaterThan(0);
  expect(parityFindings(english, text('दूसरा इंजेक्शन ⑤ मिनट बाद दें।'), places)).toEqual([]);
});

describe.each(Array.from({ length: 20 }, (_, i) => i + 1))(
  'the Hindi abbreviations with dots, मि.ग्रा. and कि.ग्रा. (%i)',
  (seed) => {
    const next = random(seed * 104723);
    next();
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const ABBREVIATIONS: [unit: string, english: string, hindi: string[]][] = [
      ['mg', 'mg', ['मि.ग्रा.', 'मि.ग्रा']],
      ['g', 'g', ['ग्रा.']],
      ['kg', 'kg', ['कि.ग्रा.']],
      ['ml', 'ml', ['मि.ली.']],
    ];
    const number = pick(['5', '150', '2.5', '1,500']);
    const at = Math.floor(next() * ABBREVIATIONS.length);
    const [unit, english, hindi] = ABBREVIATIONS[at]!;
    const spelled = pick(hindi);
    // After the unit: a word, the end of the sentence (the dot of the unit is its last), "प्रति".
    const [after, per] = pick([
      [' लें।', ''],
      ['', ''],
      ['। फिर आराम करें।', ''],
      [', फिर आराम करें।', ''],
      [' प्रति किलो लें।', '/kg'],
    ] as const);

    it('is read as its unit, whatever follows it', () => {
      const hi = `इसका ${number}${pick([' ', ''])}${spelled}${after}`;
      const en = `Take ${number} ${english}${per ? ' per kg' : ''} of it.`;
      expect(unitsIn(hi, 'hi')).toEqual(unitsIn(en, 'en'));
      expect(unitsIn(en, 'en')).toEqual([expect.stringMatching(`^\\S+ ${unit}${per}$`)]);
      expect(parityFindings(text(en), text(hi), places)).toEqual([]);
    });

    it('is another unit than the others', () => {
      const [otherUnit, , otherHindi] =
        ABBREVIATIONS[(at + 1 + Math.floor(next() * 3)) % ABBREVIATIONS.length]!;
      const en = `Take ${number} ${english} of it.`;
      const hi = `इसका ${number} ${pick(otherHindi)} लें।`;
      expect(unitsIn(hi, 'hi')).toEqual([expect.stringMatching(`^\\S+ ${otherUnit}$`)]);
      expect(parityFindings(text(en), text(hi), places).map((f) => f.message)).toContainEqual(
        expect.stringMatching(/numbers with their units differ/),
      );
    });

    it('is no unit where a letter follows the dot, or without its dot where one is needed', () => {
      expect(unitsIn(`इसका ${number} ${spelled.replace(/\.?$/, '.')}क`, 'hi')).toEqual([]);
      expect(unitsIn(`इसका ${number} मि. लें।`, 'hi')).toEqual([]);
    });
  },
);
