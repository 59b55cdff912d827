// A number is read as a reader reads it: "5 सौ" is 500 and "2 lakh" 200,000, and every number
// character of Unicode (Roman numerals such as Ⅲ, circled, Aegean...) is a number of the text, so a
// translation cannot state another amount with a word after the digits or a character the check skips.
import type { TranslatedText } from '@/lib/content/translations/fingerprint';
import { numbersIn } from '@/lib/content/translations/numbers';
import { parityFindings } from '@/lib/content/translations/parity';
import { random } from '../../helpers/random';

const places = { lineOf: () => 1, bodyLine: 20 };
const text = (content: string): TranslatedText => ({
  title: 't',
  excerpt: 'e',
  imageAlt: 'a',
  content,
});
const errors = (english: string, hindi: string) =>
  parityFindings(text(english), text(hindi), places)
    .map((f) => f.message)
    .join('\n');

/** Each word that multiplies the number before it, as English and Hindi write it, with its power of ten. */
const MULTIPLIERS: [word: string, power: number][] = [
  ['hundred', 2],
  ['thousand', 3],
  ['million', 6],
  ['lakh', 5],
  ['crore', 7],
  ['सौ', 2],
  ['हज़ार', 3],
  ['हजार', 3],
  ['लाख', 5],
  ['करोड़', 7],
  ['अरब', 9],
];

describe('a number with a word that multiplies it', () => {
  const next = random(5);
  it.each(MULTIPLIERS)('"N %s" is N times ten to the power', (word, power) => {
    for (let i = 0; i < 30; i += 1) {
      const whole = 1 + Math.floor(next() * 99);
      const half = next() < 0.3;
      const written = half ? `${whole}.5` : String(whole);
      const value = BigInt(whole * 10 + (half ? 5 : 0)) * 10n ** BigInt(power);
      const expected = String(value / 10n);
      expect(numbersIn(`लें ${written} ${word} mg`)).toEqual([expected]);
      expect(numbersIn(`${written}${word.match(/^[a-z]/) ? ' ' : ''}${word}`)).toEqual([expected]);
    }
  });

  it.each(MULTIPLIERS)('a translation that adds "%s" after the English number fails', (word) => {
    expect(errors('Take 5 tablets.', `5 ${word} गोलियां लें।`)).toMatch(/numbers differ/);
    expect(errors('Take 5 mg.', `5 ${word} mg लें।`)).toMatch(/differ/);
  });

  it('the same amount written with the word passes', () => {
    expect(errors('Up to 500 tablets.', '5 सौ गोलियों तक।')).not.toMatch(/numbers differ/);
    expect(errors('About 2,00,000 people.', 'करीब 2 लाख लोग।')).toBe('');
  });

  it('a number word with a multiplier after it is counted with it: "पांच सौ" is not "five"', () => {
    expect(errors('Take five tablets.', 'पांच सौ गोलियां लें।')).toMatch(/counts in words differ/);
    expect(errors('Five hundred people.', 'पांच सौ लोग।')).toBe('');
    expect(errors('A thousand times smaller.', 'हज़ार गुना छोटा।')).toBe('');
  });
});

/** Every number character of Unicode that is not an ASCII digit (Nd, Nl and No). */
const NUMBER_CHARACTERS: string[] = [];
for (let code = 0x80; code <= 0x10ffff; code += 1) {
  const character = String.fromCodePoint(code);
  if (/\p{N}/u.test(character)) NUMBER_CHARACTERS.push(character);
}

describe('number characters other than digits', () => {
  it('finds letter numbers (Roman numerals) and other numbers among them', () => {
    for (const character of ['Ⅲ', 'ⅻ', 'ↈ', '〩', '½', '⑮', '𐄇'])
      expect(NUMBER_CHARACTERS).toContain(character);
  });

  it('each is read as a number: none can stand in a sentence unseen', () => {
    const unread = NUMBER_CHARACTERS.filter((c) => numbersIn(`x ${c} y`).length === 0);
    expect(unread).toEqual([]);
  });

  it('a Roman numeral is not the number in digits: "Ⅲ गोलियां" for "3 tablets" fails', () => {
    expect(errors('Take 3 tablets.', 'Ⅲ गोलियां लें।')).toMatch(/numbers differ/);
    expect(errors('Take two tablets.', 'दो गोलियां Ⅹ बार लें।')).toMatch(/numbers differ/);
  });

  it('a sampled character added to a faithful translation fails', () => {
    const next = random(9);
    for (let i = 0; i < 150; i += 1) {
      const c = NUMBER_CHARACTERS[Math.floor(next() * NUMBER_CHARACTERS.length)]!;
      expect(errors('Take 2 tablets.', `2 गोलियां लें ${c}।`)).toMatch(/numbers differ/);
    }
  });
});
