import type { Article } from '@/lib/content';
import { makeArticle } from '../fixtures/articles';
import { random } from './random';

const WORDS = [
  'heart',
  'Sleep',
  'DIABETES',
  'café',
  'cafe\u0301',
  'Über',
  'niño',
  'ñandú',
  'señal',
  'naïve',
  'stress',
  'blood pressure',
  'C++',
  'a.b',
  '(note)',
  '[1]',
  'what?',
  'x*y',
  'İstanbul',
  'ǅemal',
  'omega-3',
  '50%',
  'vitamin D',
  'HbA1c',
  '<b>',
  '\\path',
  'e.g.',
  'walking',
  'Sugar',
  'salt',
  // Written another way (lib/search/fold.ts): search must find them by their plain forms, and
  // the plain words by these.
  'women\u2019s',
  '\uFB01sh',
  'e\u00ADmail',
  'non\u2011smoker',
  'blood\u00A0pressure',
  '\uFF28\uFF42\uFF21\uFF11\uFF43',
  'नींद',
  'स्वास्थ्य',
];
const CATEGORIES = [
  'Nutrition',
  'Mental Health',
  "Women's Health",
  'Web Design & SEO',
  'Neurology',
];

/**
 * `count` articles whose fields mix the words above (accents, combining marks, case, punctuation,
 * regex metacharacters), plus one marker per field kind that only that field holds:
 * `bodyonly{n}x` in a body, `tagonly{n}x` in a tag, `catonly{n}x` in a category.
 */
export function generatedCorpus(count: number, seed = 7): Article[] {
  const next = random(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] ?? 'heart';
  const phrase = (length: number) => Array.from({ length }, pick).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const category = i % 37 === 0 ? `Catonly${i}x Care` : (CATEGORIES[i % CATEGORIES.length] ?? '');
    return makeArticle(`gen-${String(i).padStart(3, '0')}`, {
      order: i,
      title: `${phrase(1 + (i % 3))} guide ${i}`,
      excerpt: `About ${phrase(3)}.`,
      content: `## ${phrase(2)}\n\n${phrase(40)}\n\n**${phrase(5)}** ${i % 11 === 0 ? `BodyOnly${i}x` : ''}\n${phrase(20)}`,
      category,
      tags: [pick(), ...(i % 13 === 0 ? [`TagOnly${i}x`] : [])],
    });
  });
}

/** Queries of every kind the rule must handle, drawn from the corpus and made up. */
export function generatedQueries(articles: readonly Article[], count: number, seed = 11): string[] {
  const next = random(seed);
  const text = articles
    .map((a) => [a.title, a.excerpt, a.content, a.category, ...a.tags].join('\n'))
    .join('\n');
  const slice = (length: number) => {
    const start = Math.floor(next() * (text.length - length));
    return text.slice(start, start + length);
  };
  const fixed = [
    'a',
    'E',
    'é',
    'ü',
    'ñ',
    'Ñ',
    'e\u0301',
    '\u0301',
    'i',
    'ı',
    'İ',
    'ǆ',
    '.',
    '*',
    '?',
    '(',
    ')',
    '[',
    ']',
    '.*',
    '.*?()[]',
    '\\',
    '%',
    '&',
    "'",
    '"',
    '#',
    '##',
    '**',
    ' a ',
    '  heart  ',
    'HEART',
    'heart  health',
    'blood pressure',
    'blood  pressure',
    'c++',
    'x*y',
    'what?',
    '[1]',
    'catonly0x',
    'CATONLY37X',
    'tagonly13x',
    'TagOnly26x',
    'bodyonly11x',
    'BODYONLY22X',
    'zzzxqv',
    'ü ',
    '',
    '   ',
    '\n',
    'guide 1',
    'guide 12',
    "women's",
    'web design & seo',
    'über',
    'ÜBER',
    'niño',
    'women’s',
    "WOMEN'S",
    'fish',
    '\uFB01',
    'email',
    'non-smoker',
    'non\u2013smoker',
    'blood\u00A0pressure',
    'blood\u3000\u3000pressure',
    'hba1c',
    '\uFF48\uFF42\uFF41',
    'नीं',
    'नी',
    'न',
    '\u0940',
    'स्वा',
    '\u200B',
    '\u00AD',
    'e\u200Bm\u00ADail',
  ];
  const drawn = Array.from({ length: count - fixed.length }, (_, n) => {
    const length = 1 + Math.floor(next() * (n % 3 === 0 ? 2 : 12));
    const raw = slice(length);
    const cased = n % 4 === 0 ? raw.toUpperCase() : raw;
    return n % 5 === 0 ? `  ${cased}\t` : cased;
  });
  return [...fixed, ...drawn];
}
