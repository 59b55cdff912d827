// Host labels that mix writing systems, or pass letters of another script off as Latin ones.
import { domainToUnicode } from 'node:url';

/**
 * The scripts a label's letters are told apart by. Letters common to every script (such as the
 * Japanese long-vowel mark) and combining marks are left out: they belong to the letters around them.
 */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Cherokee',
  'Canadian_Aboriginal',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
  'Bopomofo',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const LETTER = /\p{L}/u;
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The mixtures a language writes its names in (Unicode's "highly restrictive" profile, UTS #39):
 * Japanese, Chinese and Korean with Latin. Any other mixture is a look-alike.
 */
const WRITTEN_TOGETHER = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** Cyrillic, Greek and Armenian small letters drawn like Latin ones: а с е һ і ј о р ѕ у х... */
const DRAWN_LIKE_LATIN = new Set(
  '\u0430\u0441\u0435\u04BB\u0456\u0458\u043E\u0440\u0455\u0443\u0445\u0501\u051B\u051D\u04CF\u04AF' +
    '\u03B1\u03B9\u03BD\u03BF\u03C1\u03C5\u03C7' +
    '\u0570\u0578\u057D\u0581\u0585',
);

function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const ch of label) {
    if (!LETTER.test(ch) || SHARED.test(ch)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(ch))?.[0] ?? 'another script');
  }
  return scripts;
}

const mixed = (scripts: Set<string>) =>
  scripts.size > 1 &&
  !WRITTEN_TOGETHER.some((allowed) => [...scripts].every((name) => allowed.has(name)));

/** A label of letters that all pass for Latin ones, in a host whose other labels are Latin. */
const passesForLatin = (label: string, others: readonly string[]) =>
  !scriptsOf(label).has('Latin') &&
  [...label].some((ch) => LETTER.test(ch)) &&
  [...label].every((ch) => !LETTER.test(ch) || DRAWN_LIKE_LATIN.has(ch)) &&
  others.some((other) => scriptsOf(other).has('Latin'));

/**
 * Why `hostname` (as URL parsing gives it, its labels in punycode) is a look-alike, or undefined.
 * Labels are judged as a reader sees them, decoded from xn-- form.
 */
export function lookAlikeHost(hostname: string): string | undefined {
  const shown = domainToUnicode(hostname);
  if (!shown) return `${hostname} is not a name a browser can show`;
  const labels = shown.split('.').filter(Boolean);
  for (const [i, label] of labels.entries()) {
    const scripts = [...scriptsOf(label)].join(' and ');
    if (mixed(scriptsOf(label)))
      return `${shown} (${hostname}): its label "${label}" mixes ${scripts} letters, as a look-alike of another site's name does`;
    if (
      passesForLatin(
        label,
        labels.filter((_, j) => j !== i),
      )
    )
      return `${shown} (${hostname}): its label "${label}" is in ${scripts} letters drawn like Latin ones, as a look-alike of another site's name is`;
  }
  return undefined;
}
