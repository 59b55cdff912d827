// The script check: Devanagari that renders whole (no dotted circles, no mark without its letter),
// and a translation whose text is mostly Devanagari.
import { plainText } from '../render/words';
import type { Finding } from '../types';

const CONSONANT = /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/;
const VOWEL = /[\u0904-\u0914\u0960\u0961\u0972-\u0977]/;
const NUKTA = '\u093C';
const VIRAMA = '\u094D';
/** Dependent vowel signs (matras). */
const VOWEL_SIGN = /[\u093A\u093B\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963]/;
/** Candrabindu, anusvara, visarga. */
const BINDU = /[\u0900-\u0903]/;
/** The dotted circle a font draws for a mark with nothing to sit on. */
const DOTTED_CIRCLE = '\u25CC';

export type BrokenMark = { offset: number; reason: string };

const name = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Where a text has Devanagari that cannot render whole: a dotted circle, or a vowel sign, virama,
 * nukta or bindu that does not follow the letter it belongs to (at the start of a word, after a
 * space, after another vowel sign, a vowel sign on an independent vowel as in "अा" for "आ").
 */
export function brokenDevanagari(text: string): BrokenMark[] {
  const broken: BrokenMark[] = [];
  let previous = '';
  for (let offset = 0; offset < text.length; offset++) {
    const char = text[offset]!;
    if (char === '\u200C' || char === '\u200D') continue; // joiners shape, they break nothing
    if (char === DOTTED_CIRCLE) broken.push({ offset, reason: 'a dotted circle (U+25CC)' });
    const mark = MARKS.find((m) => m.is(char));
    if (mark && !mark.after(previous)) {
      const where = previous ? `after "${previous}"` : 'at the start';
      broken.push({ offset, reason: `${mark.what} ${name(char)} ${where}` });
    }
    previous = char;
  }
  return broken;
}

const isConsonant = (p: string) => CONSONANT.test(p);
const onConsonant = (p: string) => isConsonant(p) || p === NUKTA;

/** The marks that sit on what comes before them, and what that may be. */
const MARKS: { what: string; is: (c: string) => boolean; after: (p: string) => boolean }[] = [
  { what: 'a nukta', is: (c) => c === NUKTA, after: isConsonant },
  { what: 'a virama', is: (c) => c === VIRAMA, after: onConsonant },
  { what: 'a vowel sign', is: (c) => VOWEL_SIGN.test(c), after: onConsonant },
  {
    what: 'a bindu or visarga',
    is: (c) => BINDU.test(c),
    after: (p) => onConsonant(p) || VOWEL.test(p) || VOWEL_SIGN.test(p),
  },
];

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/gu;
const LETTERS = /[\p{L}\p{M}]/gu;

/** The share of a text's letters (and their marks) that are Devanagari; null for no letters. */
export function devanagariShare(text: string): { share: number; letters: number } {
  const letters = text.match(LETTERS)?.length ?? 0;
  const devanagari = text.match(DEVANAGARI)?.length ?? 0;
  return { share: letters === 0 ? 1 : devanagari / letters, letters };
}

/** A line shorter than this many letters (a name, an abbreviation) is not held to the rule. */
const MIN_LETTERS = 12;
/** "Most of the text": more than this share of each line's letters. */
export const MIN_SHARE = 0.5;

/** One field or the body: broken Devanagari, and lines that are mostly not Devanagari. */
export function scriptFindings(
  field: string,
  text: string,
  lineOfOffset: (offset: number) => number,
  plain = false,
): Finding[] {
  const findings: Finding[] = brokenDevanagari(text)
    .slice(0, 5)
    .map(({ offset, reason }) => ({
      severity: 'error',
      field,
      line: lineOfOffset(offset),
      message: `has broken Devanagari: ${reason} near "${text.slice(Math.max(0, offset - 6), offset + 4)}"`,
      fix: 'retype the word (a vowel sign, virama or nukta goes right after its consonant), or paste it again as NFC Unicode',
    }));
  const lines = text.split('\n');
  let offset = 0;
  for (const line of lines) {
    const words = plain ? line : plainText(line);
    const { share, letters } = devanagariShare(words);
    if (letters >= MIN_LETTERS && share <= MIN_SHARE) {
      findings.push({
        severity: 'error',
        field,
        line: lineOfOffset(offset),
        message: `is mostly not in Devanagari (${Math.round(share * 100)} % of its letters): "${words.trim().slice(0, 60)}"`,
        fix: 'translate it into Hindi; keep English words only in brackets after the Hindi word',
      });
    }
    offset += line.length + 1;
  }
  return findings;
}
