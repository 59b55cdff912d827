// Numbers written in any of Unicode's decimal digit systems are the same numbers: a translation
// cannot state another dose in fullwidth, Arabic-Indic or mathematical digits and pass.
import { safetyFingerprintOf, type TranslatedText } from '@/lib/content/translations/fingerprint';
import { numbersIn } from '@/lib/content/translations/numbers';
import { parityFindings } from '@/lib/content/translations/parity';
import { random } from '../../helpers/random';

/** The zero of every decimal digit system of this runtime's Unicode (General_Category Nd). */
const ZEROS: number[] = [];
for (let code = 0, run = 0; code <= 0x10ffff; code += 1) {
  run = /\p{Nd}/u.test(String.fromCodePoint(code)) ? run + 1 : 0;
  if (run % 10 === 1) ZEROS.push(code);
}

/** Real numbers of the articles: doses, temperatures, grouped thousands, phone numbers. */
const NUMBERS = ['500', '38.5', '1,000', '112', '14416', '4', '24', '100.4', '1,00,000', '7'];

/** A number's digits, each written in a digit system chosen at random (mixed within the number). */
const writtenIn = (number: string, next: () => number, zeros: readonly number[]) =>
  number.replace(/\d/g, (digit) =>
    String.fromCodePoint(zeros[Math.floor(next() * zeros.length)]! + Number(digit)),
  );

const text = (content: string): TranslatedText => ({
  title: 'शीर्षक',
  excerpt: 'सार',
  imageAlt: 'चित्र',
  content,
});
const places = { lineOf: () => 1, bodyLine: 10 };
const sentence = (numbers: readonly string[], language: 'en' | 'hi' = 'hi') =>
  numbers
    .map((n, i) => (language === 'en' ? `dose ${n} mg, day ${i}` : `खुराक ${n} mg, दिन ${i}`))
    .join('; ');

it('finds every decimal digit system (ASCII, Devanagari, fullwidth, Arabic-Indic, mathematical)', () => {
  for (const zero of [0x30, 0x966, 0xff10, 0x660, 0x6f0, 0x1d7ce, 0x1d7f6])
    expect(ZEROS).toContain(zero);
  expect(ZEROS.length).toBeGreaterThan(60);
});

describe.each(ZEROS.map((zero) => [zero.toString(16).toUpperCase().padStart(4, '0'), zero]))(
  'digits of the system whose zero is U+%s',
  (_, zero) => {
    const next = random(zero);
    const only = [zero];
    const mixed = () => [
      zero,
      ...Array.from({ length: 3 }, () => ZEROS[Math.floor(next() * ZEROS.length)]!),
    ];

    it('read as the same numbers, alone and mixed with other systems', () => {
      for (const number of NUMBERS) {
        const ascii = numbersIn(number);
        expect(numbersIn(writtenIn(number, next, only))).toEqual(ascii);
        expect(numbersIn(`x ${writtenIn(number, next, mixed())} y`)).toEqual(ascii);
      }
    });

    it('the same values pass parity, another value fails it, in the English or the translation', () => {
      const chosen = NUMBERS.filter(() => next() < 0.5).concat('38.5');
      const english = text(
        sentence(
          chosen.map((n) => writtenIn(n, next, mixed())),
          'en',
        ),
      );
      // Each number of the translation in one system (a number of two systems at once is refused
      // there, as a reader may take it for another number).
      const one = () => {
        const zeros = mixed();
        return [zeros[Math.floor(next() * zeros.length)]!];
      };
      const same = text(sentence(chosen.map((n) => writtenIn(n, next, one()))));
      expect(parityFindings(english, same, places)).toEqual([]);
      // Every other digit in ASCII: two systems in one number wherever it has two digits.
      let k = 0;
      const alternate = (n: string) =>
        n.replace(/\d/g, (d) => String.fromCodePoint((k++ % 2 ? 0x30 : zero) + Number(d)));
      const twoSystems = text(sentence(chosen.map(alternate)));
      if (zero !== 0x30)
        expect(
          parityFindings(english, twoSystems, places)
            .map((f) => f.message)
            .join(),
        ).toMatch(/digits of two scripts|reads as a digit|differ/);
      const at = Math.floor(next() * chosen.length);
      const changed = chosen.map((n, i) =>
        i === at ? n.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10)) : n,
      );
      const other = text(sentence(changed.map((n) => writtenIn(n, next, [zero]))));
      expect(
        parityFindings(english, other, places)
          .map((f) => f.message)
          .join(),
      ).toMatch(/numbers differ/);
      expect(
        parityFindings(
          text(
            sentence(
              changed.map((n) => writtenIn(n, next, [zero])),
              'en',
            ),
          ),
          same,
          places,
        )
          .map((f) => f.message)
          .join(),
      ).toMatch(/numbers differ/);
    });

    it('a sentence with these digits is one a reader acts on (the care fingerprint holds it)', () => {
      const dose = text(`Take ${writtenIn('500', next, only)} mg.`);
      const other = text(`Take ${writtenIn('400', next, only)} mg.`);
      expect(safetyFingerprintOf(dose)).not.toBe(safetyFingerprintOf(other));
    });
  },
);

describe('digit grouping', () => {
  it('reads a number grouped the Western or the Indian way as the number, and nothing else as it', () => {
    const next = random(77);
    for (let i = 0; i < 200; i += 1) {
      const value = 1000 + Math.floor(next() * 9_999_000);
      const western = value.toLocaleString('en-US');
      const indian = value.toLocaleString('en-IN');
      expect(numbersIn(western)).toEqual([String(value)]);
      expect(numbersIn(indian)).toEqual([String(value)]);
      // A comma out of place keeps the number apart from the value it looks like.
      const digits = String(value);
      const at = 1 + Math.floor(next() * (digits.length - 1));
      const misplaced = `${digits.slice(0, at)},${digits.slice(at)}`;
      if (misplaced !== western && misplaced !== indian)
        expect(numbersIn(misplaced)).not.toEqual([digits]);
    }
    expect(numbersIn('15,00 मिलीग्राम')).not.toEqual(['1500']);
  });
});
