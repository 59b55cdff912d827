/**
 * Search folding: a query and the text it is looked for in are compared after the same folding,
 * so what a phone or a paste puts in a query finds what an editor typed, and the other way round:
 * - invisible characters are removed (soft hyphens, zero-width spaces and joiners, direction marks,
 *   variation selectors: Unicode's default-ignorable code points);
 * - NFKC: composed and decomposed accents are one, ligatures are letters ("ﬁ" is "fi"), fullwidth
 *   letters and digits are ASCII;
 * - lower case;
 * - curly and low single quotes and the modifier apostrophe are "'", curly double quotes are '"';
 * - every dash and the minus sign are "-";
 * - every run of spaces (any Unicode space, tab or line break) is one space;
 * - Devanagari as Hindi readers type it: a nukta is dropped (ज़ is ज, ड़ is ड, precomposed or not:
 *   many keyboards and writers leave it out), chandrabindu is anusvara (जाँच is जांच: most
 *   keyboards, and much printed Hindi, write anusvara for both), and the digits ०-९ are 0-9 (the
 *   Hindi keyboard's number row types them; the articles write 0-9).
 * Combining marks are never removed otherwise: Devanagari vowel signs and viramas, like accents,
 * are letters.
 */

export const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Quotes and dashes, in one pass: a quote becomes its ASCII form, anything else "-". */
const PUNCTUATION = /[\u2018\u2019\u201A\u201B\u02BC\u201C-\u201F\p{Pd}\u2212]/gu;
const QUOTES: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
};
const punctuationFold = (char: string) => QUOTES[char] ?? '-';
/**
 * After NFKC, which decomposes क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ (U+0958-095F) into letter + nukta but composes
 * न + nukta, र + nukta and ळ + nukta into U+0929, U+0931, U+0934: the nukta, those three letters,
 * chandrabindu and the Devanagari digits. Each is one code unit folded into at most one.
 */
const DEVANAGARI = /[\u093C\u0929\u0931\u0934\u0901\u0966-\u096F]/g;
const DEVANAGARI_FOLDS: Readonly<Record<string, string>> = {
  '\u093C': '',
  '\u0929': '\u0928',
  '\u0931': '\u0930',
  '\u0934': '\u0933',
  '\u0901': '\u0902',
};
const devanagariFold = (char: string) =>
  DEVANAGARI_FOLDS[char] ?? String(char.charCodeAt(0) - 0x0966);
/** Whitespace other than the space: tabs, line breaks, Unicode spaces. */
const OTHER_SPACES = /[^\S ]/g;
/** Text that folding changes by lower-casing alone: printable ASCII, no two spaces together. */
const PLAIN = /^(?:[\x21-\x7e]| (?! ))*$/;

/** Folding, each whitespace character one space (runs of them not joined). */
function foldEach(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(PUNCTUATION, punctuationFold)
    .replace(OTHER_SPACES, ' ')
    .replace(DEVANAGARI, devanagariFold);
}

/** `text` as search compares it (above). */
export function foldForSearch(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase();
  return foldEach(text).replace(/ {2,}/g, ' ');
}

/** A query as search looks for it: folded and trimmed; '' means "no search". */
export const normaliseQuery = (query: string): string => foldForSearch(query).trim();

/** Characters folded with the one before them: marks, invisible characters, Hangul vowels and finals. */
const JOINS_PREVIOUS = /[\p{M}\p{Default_Ignorable_Code_Point}\u1160-\u11ff\ud7b0-\ud7ff]/u;

/**
 * The folding of `text` piece by piece, up to `upTo` code units of it at least: a character and
 * the marks after it fold as one piece, and each folded code unit knows the range of `text` it
 * came from ([starts[i], ends[i])). For almost all text this is `foldForSearch(text)`; where
 * lower-casing depends on the neighbours (a Greek final sigma) it is not, which callers check.
 */
export function foldWithOffsets(
  text: string,
  upTo = Infinity,
): { folded: string; starts: number[]; ends: number[] } {
  const units: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  while (at < text.length && units.length < upTo) {
    const start = at;
    at += text.codePointAt(at)! > 0xffff ? 2 : 1;
    while (at < text.length) {
      const code = text.charCodeAt(at);
      if (code < 0x300 && code !== 0xad) break;
      const char = String.fromCodePoint(text.codePointAt(at)!);
      if (!JOINS_PREVIOUS.test(char)) break;
      at += char.length;
    }
    const code = text.charCodeAt(start);
    const piece =
      at === start + 1 && code < 0x80
        ? String.fromCharCode(
            code >= 0x41 && code <= 0x5a ? code + 32 : code >= 9 && code <= 13 ? 32 : code,
          )
        : foldEach(text.slice(start, at));
    for (let i = 0; i < piece.length; i += 1) {
      if (piece[i] === ' ' && units.at(-1) === ' ') {
        ends[ends.length - 1] = at;
        continue;
      }
      units.push(piece[i]!);
      starts.push(start);
      ends.push(at);
    }
  }
  return { folded: units.join(''), starts, ends };
}
