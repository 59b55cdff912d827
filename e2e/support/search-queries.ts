import { random } from '../../__tests__/helpers/random';

/**
 * Generated search queries for the browser tests: every kind of whitespace and control character,
 * right-to-left text, emoji, combining marks, characters that mean something in a URL, and long
 * text up to MAX_TESTED_QUERY characters. Deterministic: the same seed gives the same queries.
 */

/** The longest query the tests drive (docs/SECURITY.md): search itself sets no limit. */
export const MAX_TESTED_QUERY = 1000;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** Everything JavaScript's trim() removes, plus the zero-width characters it keeps. */
export const WHITESPACE = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u0085',
  '\u00a0',
  '\u1680',
  ...range(0x2000, 0x200a),
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

export const CONTROL = [...range(0x00, 0x1f), ...range(0x7f, 0x9f)];

const TERMS = [
  'heart',
  'diet',
  'Sleep',
  'MIGRAINE',
  'blood pressure',
  'vitamin D',
  "Women's",
  'Women\u2019s',
  'HEART\u2011HEALTHY',
  '\uff53\uff4c\uff45\uff45\uff50',
  'mi\u00adgraine',
  'blood\u00a0pressure',
  'Web Design & SEO',
  'zzzxqv',
  'صحة القلب',
  'בריאות',
  '\u200fheart\u200f',
  '\u202eheart',
  '\u2067sleep\u2069',
  '❤️',
  '👨‍👩‍👧',
  '🇮🇳',
  '👍🏽',
  'cafe\u0301',
  'e\u0301\u0301\u0301',
  'Z\u0324\u0354\u0367\u0311\u0313',
  'İstanbul',
  '\ud83dheart',
  'नींद',
  '%',
  '%25',
  '%zz',
  '%E0%A4%A',
  '%00',
  '+',
  '&',
  '#',
  '?q=x',
  '=',
  '/',
  '\\',
  '"',
  "'",
  '<script>alert(1)</script>',
  '${x}',
];

/**
 * `count` queries: one per whitespace character between two words (the first of them the
 * reported `heart  diet`), the control characters in groups, then random mixes of terms,
 * separators and padding, and a few long ones.
 */
export function generatedQueries(count: number, seed = 17): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const separator = () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      pick(next() < 0.7 ? WHITESPACE : CONTROL),
    ).join('');
  const queries = [
    'heart  diet',
    ...WHITESPACE.map((ws) => `heart${ws}${ws}diet`),
    ...Array.from(
      { length: CONTROL.length / 8 },
      (_, i) => `sleep${CONTROL.slice(i * 8, i * 8 + 8).join('')}sleep`,
    ),
    WHITESPACE.join(''),
    'a'.repeat(MAX_TESTED_QUERY),
    `${'heart '.repeat(MAX_TESTED_QUERY / 6 - 1)}heart`.padEnd(MAX_TESTED_QUERY, ' '),
    '👨‍👩‍👧'.repeat(MAX_TESTED_QUERY / 8),
  ];
  while (queries.length < count) {
    const terms = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(TERMS));
    queries.push(`${next() < 0.5 ? separator() : ''}${terms.join(separator())}${separator()}`);
  }
  return queries.slice(0, count);
}

/**
 * The typed queries a browser adds value for (what the page does with them: stays responsive, sets
 * its title, shows the count): a handful of each kind. The generated hundreds are checked against
 * the rule in Jest (__tests__/unit/search/search-oracle.test.ts), where the same engine runs.
 */
export function browserQueries(): string[] {
  return [
    'heart  diet',
    'heart\u3000\u3000diet',
    'heart\u200b\u200bdiet',
    `sleep${CONTROL.slice(0, 8).join('')}sleep`,
    WHITESPACE.join(''),
    '\u200b\u00ad',
    'Women\u2019s',
    '\u202eheart',
    '\ud83dheart',
    '<script>alert(1)</script>',
    'a'.repeat(MAX_TESTED_QUERY),
    `${'heart '.repeat(MAX_TESTED_QUERY / 6 - 1)}heart`.padEnd(MAX_TESTED_QUERY, ' '),
    '👨‍👩‍👧'.repeat(MAX_TESTED_QUERY / 8),
    // Four random mixes of terms, separators and padding.
    ...generatedQueries(64).slice(60),
  ];
}

/** Query strings as a link can carry them: `?q=` followed by raw, possibly broken, encodings. */
export const LINK_QUERIES = [
  'heart%20%20diet',
  'heart++diet',
  'heart%09%0A%0Ddiet',
  '%E2%80%83heart%E3%80%80',
  'sleep%00',
  '%',
  '%zz%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  'a%26b%3Dc',
  'heart&q=sleep',
  '%F0%9F%87%AE%F0%9F%87%B3',
  '%D8%B5%D8%AD%D8%A9',
  'women%E2%80%99s',
  'blood%C2%A0pressure',
  'mi%C2%ADgraine',
  '%EF%BD%93%EF%BD%8C%EF%BD%85%EF%BD%85%EF%BD%90',
  `${'heart%20'.repeat(120)}`,
];

/** The HTML rule for document.title: ASCII whitespace stripped and collapsed to one space. */
export const asDocumentTitle = (text: string) =>
  text.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, '');
