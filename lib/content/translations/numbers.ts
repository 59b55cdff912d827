// The numbers of a text as a reader reads them, in any script: digits, grouped thousands, a number
// with a word that multiplies it ("5 सौ", "2 lakh"), and any other number character of Unicode.
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { digitValue, westernDigits } from '../digits';
import { plainHindi } from './count-words';

/**
 * A number whose commas group its digits, in the Western way (1,500; 12,000,000) or the Indian one
 * (1,50,000): only these lose their commas, so "15,00" is not read as 1,500.
 */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;

/**
 * A number as written in ASCII digits: `1,000` and `1000` are one number, `100.4` one, a fraction
 * `1⁄2` (as ½ is read) or `1/2` one, a reading `140/90` one, and `−25` (with a minus sign, as
 * asciiDigits writes it) one: a slash joins what it stands between, so "1/2" is never the range 1-2.
 */
export const NUMBER = /\u2212?\d+(?:(?:[.,\u2044]| ?\/ ?)\d+)*/;

/** The words that multiply the number before them, English and Hindi (as plainHindi spells it). */
const POWERS: Record<string, number> = {
  hundred: 2,
  thousand: 3,
  lakh: 5,
  lakhs: 5,
  million: 6,
  crore: 7,
  crores: 7,
  billion: 9,
  सौ: 2,
  हजार: 3,
  लाख: 5,
  करोड: 7,
  अरब: 9,
};

/** `N word`: a number and the word that multiplies it ("5 सौ", "1.5 lakh", "2thousand"). */
const MULTIPLIED = new RegExp(
  `(?<![\\d.,])(${NUMBER.source})[ \\u00A0-]?(${Object.keys(POWERS).join('|')})(?![\\p{L}\\p{M}])`,
  'giu',
);

/** A number times ten to a power, in plain digits: 1.5 and 5 give "150000". */
function shifted(number: string, power: number): string {
  const [whole, fraction = ''] = number.split('.');
  const digits = `${whole}${fraction.padEnd(power, '0').slice(0, power)}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(power);
  return rest ? `${digits}.${rest}` : digits;
}

/**
 * Every decimal digit as its ASCII digit: a number written in Devanagari (०-९), Arabic-Indic,
 * fullwidth or mathematical digits, or a mix, is the same number as in ASCII; and a number with a
 * word that multiplies it as the number it makes ("5 सौ" is 500, "2 lakh" 200000).
 */
export function asciiDigits(text: string): string {
  const digits = westernDigits(
    plainHindi(text)
      // Characters a reader does not see (a zero-width space, a soft hyphen, a word joiner, a
      // combining grapheme joiner, a variation selector): "1\u200B2" shows as 12.
      .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
      // Other number characters as their compatibility digits: ⑮ is 15, ½ is 1⁄2, ² is 2 (one that
      // has none, as ㈠ whose compatibility form is a letter, stays itself: a number of its own).
      .replace(/\p{No}/gu, (number) => {
        const digits = number.normalize('NFKC');
        return /\p{N}/u.test(digits) ? digits : number;
      }),
  );
  const signed = digits
    // A leading point is a decimal: ".4" is 0.4, not 4.
    .replace(/(?<![\p{L}\p{M}\p{N}.,])\.(?=\d)/gu, '0.')
    // A minus sign is part of its number: U+2212 always, a hyphen touching the number with no
    // letter or number right before it and no number before its space ("at -25 °C", "इसे -2", not
    // "5 - 10", "5 -10" or "type-2"), written as U+2212.
    .replace(/(?<![\p{L}\p{M}\p{N}])(?<!\p{N}\s)-(?=\d)/gu, '\u2212');
  return signed.replace(MULTIPLIED, (match, number: string, word: string) => {
    if (number.includes(',') && !GROUPED.test(number)) return match;
    return shifted(number.replaceAll(',', ''), POWERS[word.toLowerCase()]!);
  });
}

/** A number as compared: grouped thousands without their commas, a slash without its spaces. */
export const plainNumber = (number: string) => {
  const unsigned = number.replace(/^\u2212/, '').replace(/ ?\/ ?/g, '/');
  const plain = GROUPED.test(unsigned) ? unsigned.replaceAll(',', '') : unsigned;
  return number.startsWith('\u2212') ? `-${plain}` : plain;
};

/**
 * The numbers of a text in its order, as written in digits: `1,000` and `1000` are one number,
 * `38 °C` is 38, "5 सौ" is 500; the digits of every script are digits. Any other number character
 * (a Roman numeral such as Ⅲ, a number sign of an old script) is a number of its own, as written,
 * so that nothing a reader takes for a number goes unread.
 */
export function numbersIn(text: string): string[] {
  return (asciiDigits(text).match(new RegExp(`${NUMBER.source}|(?![0-9])\\p{N}`, 'gu')) ?? []).map(
    plainNumber,
  );
}

/**
 * A character beside a number that can read as a digit: a letter of any script but ASCII Latin and
 * Devanagari (Cyrillic о in "1о" shows as 10, Ʒ in "Ʒ5" as 35, a fullwidth ｌ as 1), a mark drawn
 * like a stroke or a ring (| outside a table's row, ¦, ॰, ॱ), or an ASCII letter drawn like a digit
 * touching digits and no other letter ("1O", "1I", "l1"); and a number whose digits come from two
 * scripts at once ("1५"). Each as the number with its character and the character's code point, and
 * its offset.
 */
/**
 * Two digits joined by a character (or a reference to one) that shows as a separator: a raised or
 * low mark, a space of another width than the space's, a danda.
 */
const SEPARATED =
  /\p{Nd}(?:[\u201A\u2018\u2019'\u2024\u2027\u02D9\u00B7\u2219\u22C5\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u0964\u0965_]|&(?:thinsp|nbsp|ensp|emsp|numsp|puncsp|middot|rsquo|lsquo|sbquo|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});)(?=\p{Nd})/gu;

/**
 * The signs a text writes beside a number, which no reader takes for a digit: ASCII's, the dashes
 * and quotes, degrees, percent, times and the like, currency signs, a danda at a sentence's end.
 * Any other symbol touching a number (a stroke ∣ or │, a ring ○ or ˚, a fullwidth point ．) shows
 * the reader something the check does not read.
 */
const BESIDE_A_NUMBER =
  /[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E\u00AB\u00BB\u00B0\u00B1\u00D7\u00F7\u2010-\u2014\u2018\u2019\u201C\u201D\u2026\u2030\u2032\u2033\u2103\u2109\u2212\u2248\u2264\u2265\u0964\u0965\p{Sc}]/u;

/** A character reference, numeric or named (`&#1047;`, `&#x417;`, `&brvbar;`). */
const REFERENCE = /&#[xX]([0-9a-fA-F]{1,6});?|&#(\d{1,7});?|&([A-Za-z][A-Za-z0-9]{1,31});/g;

/**
 * The text as the page shows its characters (a reference is its character), with the offset in the
 * text as written of each of them.
 */
function shownCharacters(text: string): { shown: string; offsets: number[] } {
  let shown = '';
  const offsets: number[] = [];
  let from = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const [reference, hex, decimal, name] = match;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    const character = name
      ? decodeNamedCharacterReference(name) || ''
      : code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    if (!character) continue;
    for (let i = from; i < match.index; i++) offsets.push(i);
    for (let i = 0; i < character.length; i++) offsets.push(match.index);
    shown += text.slice(from, match.index) + character;
    from = match.index + reference.length;
  }
  for (let i = from; i < text.length; i++) offsets.push(i);
  return { shown: shown + text.slice(from), offsets };
}

export function lookalikeDigits(text: string): { at: number; said: string }[] {
  // In a text with a table (a row of dashes under its head), a row's pipes are its cells' borders,
  // not shown: read as spaces (offsets kept).
  const table = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/m.test(text);
  const cells = table ? text.replace(/^[ \t]*\|.*$/gm, (row) => row.replaceAll('|', ' ')) : text;
  // Each character as the page shows it (a reference as its character), found where it is written.
  const { shown, offsets } = shownCharacters(cells);
  const written = (at: number) => offsets[at] ?? text.length;
  // Any letter but ASCII Latin and Devanagari's own (the micro sign of µg is drawn like no digit),
  // and the marks drawn like a stroke or a ring.
  // and any other symbol no reader writes beside a number (a stroke ∣, a ring ○).
  const foreign = `(?:[^\\P{L}A-Za-z\\p{Script=Devanagari}\\u00B5]|[|¦\\u0970\\u0971]|(?![\\p{L}\\p{M}\\p{N}\\s])(?!${BESIDE_A_NUMBER.source})[^])`;
  // ASCII letters drawn like a digit or a stroke: O o (0), I l (1), and ǀ Ƽ Ȣ among the rest.
  const digitLike = '[OoIl]';
  const pattern = new RegExp(
    // Each run of digits is tried from its start only (not from every digit of it): linear time.
    `(?<!\\p{Nd})\\p{Nd}+(?:${foreign}|${digitLike}(?![\\p{L}\\p{M}]))|(?:${foreign}|(?<![\\p{L}\\p{M}])${digitLike})\\p{Nd}+`,
    'gu',
  );
  const found = [...shown.matchAll(pattern)].map(({ 0: match, index }) => {
    const mark = [...match].find((c) => !/\p{Nd}/u.test(c))!;
    const code = mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return { at: written(index), said: `"${match}" (U+${code})` };
  });
  // A character between two digits that shows as a separator the check does not read as one (a
  // low quote ‚ for a comma, a raised dot, a thin space, an underscore, or a reference to one):
  // the reader sees 1‚500 where the check reads 1 and 500.
  for (const { 0: joined, index } of shown.matchAll(SEPARATED))
    found.push({ at: written(index), said: `"${joined}" (a separator the check does not read)` });
  // A run of digits of two scripts: each digit's zero tells its script.
  for (const { 0: run, index } of shown.matchAll(/\p{Nd}{2,}/gu)) {
    const zeros = new Set([...run].map((d) => d.codePointAt(0)! - digitValue(d)));
    if (zeros.size > 1)
      found.push({ at: written(index), said: `"${run}" (digits of two scripts)` });
  }
  return found.sort((a, b) => a.at - b.at);
}
