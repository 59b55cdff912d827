/**
 * The ways one piece of text reaches search typed or pasted differently: the class of input
 * search folding (lib/search/fold.ts) must treat as the same text. Each variant is a function of
 * the text and a random source, so tests generate many.
 */

const pickOf =
  <T>(items: readonly T[]) =>
  (next: () => number): T =>
    items[Math.floor(next() * items.length)]!;

const apostrophe = pickOf(['\u2019', '\u2018', '\u02BC', '\u201B']);
const doubleQuote = pickOf(['\u201C', '\u201D', '\u201E', '\u201F']);
const dash = pickOf([
  '\u2010',
  '\u2011',
  '\u2012',
  '\u2013',
  '\u2014',
  '\u2015',
  '\u2212',
  '\uFE63',
  '\uFF0D',
]);
/** Spaces a paste or a keyboard may hold; the line breaks and tab only in a query. */
const space = pickOf(['\u00A0', '\u202F', '\u2009', '\u2002', '\u2007', '\u3000', '  ']);
const querySpace = pickOf(['\u00A0', '\u202F', '\u2009', '\u3000', '  ', '\t', '\n', ' \u00A0 ']);
/** Soft hyphen, zero-width space, joiners, word joiner, direction marks, byte order mark, variation selector. */
const invisible = pickOf([
  '\u00AD',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u200E',
  '\u200F',
  '\uFEFF',
  '\uFE0F',
]);
const LIGATURES: Record<string, string> = {
  ffi: '\uFB03',
  ffl: '\uFB04',
  ff: '\uFB00',
  fi: '\uFB01',
  fl: '\uFB02',
};

/** Invisible characters between some code points (never inside a surrogate pair). */
function withInvisible(text: string, next: () => number): string {
  return [...text].map((char) => (next() < 0.3 ? char + invisible(next) : char)).join('');
}

const fullwidth = (text: string) =>
  text
    .replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0))
    .replace(/ /g, '\u3000');

export type Variant = [name: string, change: (text: string, next: () => number) => string];

/** Changes that keep the text the same to a reader, wherever it is (a query or an article). */
export const TEXT_VARIANTS: Variant[] = [
  ['curly apostrophes', (t, next) => t.replace(/'/g, () => apostrophe(next))],
  ['curly double quotes', (t, next) => t.replace(/"/g, () => doubleQuote(next))],
  ['Unicode spaces', (t, next) => t.replace(/ /g, () => space(next))],
  ['invisible characters', withInvisible],
  ['decomposed accents', (t) => t.normalize('NFD')],
  ['ligatures', (t) => t.replace(/ffi|ffl|ff|fi|fl/g, (m) => LIGATURES[m]!)],
  ['fullwidth letters', fullwidth],
  ['dash variants', (t, next) => t.replace(/-/g, () => dash(next))],
  ['upper case', (t) => t.toUpperCase()],
];

/** The above, and what only a query holds: tabs and line breaks from a paste, spaces around. */
export const QUERY_VARIANTS: Variant[] = [
  ...TEXT_VARIANTS.filter(([name]) => name !== 'Unicode spaces'),
  ['pasted spaces and line breaks', (t, next) => t.replace(/ /g, () => querySpace(next))],
  ['spaces around', (t, next) => `${querySpace(next)}${t}\u00A0`],
];

/** `text` changed by one to three variants drawn from `variants`, and their names. */
export function varied(
  text: string,
  variants: readonly Variant[],
  next: () => number,
): { text: string; names: string[] } {
  const count = 1 + Math.floor(next() * 3);
  const chosen = Array.from({ length: count }, () => pickOf(variants)(next));
  return {
    text: chosen.reduce((current, [, change]) => change(current, next), text),
    names: chosen.map(([name]) => name),
  };
}
