// Hindi as readers type it (lib/search/fold.ts): a nukta typed or left out, precomposed or not
// (NFC or NFD), chandrabindu or anusvara, Devanagari or ASCII digits all find the same text; a
// vowel sign or a virama is never dropped; and folding of text without Devanagari is what it was.
import { getCorpus, matches, normaliseQuery } from '@/lib/content';
import { foldForSearch, foldWithOffsets } from '@/lib/search/fold';
import { markedSegments } from '@/lib/search/snippet';
import { suggestTitles } from '@/lib/search/title-suggestions';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';
import { QUERY_VARIANTS, TEXT_VARIANTS, varied } from '../../helpers/typed-variants';

/** Consonants that take a nukta: the base letter and its precomposed form with one. */
const NUKTA_LETTERS: [base: string, precomposed: string][] = [
  ['क', '\u0958'],
  ['ख', '\u0959'],
  ['ग', '\u095A'],
  ['ज', '\u095B'],
  ['ड', '\u095C'],
  ['ढ', '\u095D'],
  ['फ', '\u095E'],
  ['य', '\u095F'],
  ['न', '\u0929'],
  ['र', '\u0931'],
  ['ळ', '\u0934'],
];
const OTHER_CONSONANTS = [...'घचछटठतथदधपबभमलवशषसह'];
const VOWEL_SIGNS = [...'\u093E\u093F\u0940\u0941\u0942\u0943\u0947\u0948\u094B\u094C\u0949'];
const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const CHANDRABINDU = '\u0901';
const ANUSVARA = '\u0902';
const VOWELS = [...'अआइईउऊएऐओऔ'];
/** What folding must never drop: the vowel signs and the virama. */
const KEPT = /[\u093E-\u094D\u0962\u0963]/gu;
const kept = (text: string) => (text.normalize('NFC').match(KEPT) ?? []).join('');

type Syllable = { consonant: string; nukta: boolean; sign: string; nasal: string };

/** A made-up Hindi word: syllables of a consonant (a nukta on some), a sign, a nasal mark on some. */
function hindiWord(next: () => number): Syllable[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: 2 + Math.floor(next() * 3) }, () => {
    const nukta = next() < 0.4;
    const consonant = nukta ? pick(NUKTA_LETTERS)[0] : pick(OTHER_CONSONANTS);
    const sign = next() < 0.2 ? VIRAMA : next() < 0.25 ? '' : pick(VOWEL_SIGNS);
    const nasal = sign !== VIRAMA && next() < 0.2 ? pick([ANUSVARA, CHANDRABINDU]) : '';
    return { consonant, nukta, sign, nasal };
  });
}

/** Letter + nukta as typed; NFC (न, र, ळ with a nukta composed); each nukta letter as one code point; NFD... */
type Spelling = 'as typed' | 'NFC' | 'precomposed' | 'NFD' | 'no nukta' | 'nasal swapped';
const SPELLINGS: Spelling[] = [
  'as typed',
  'NFC',
  'precomposed',
  'NFD',
  'no nukta',
  'nasal swapped',
];

/** The word as a keyboard, a paste or a writer may spell it. */
function spell(word: Syllable[], spelling: Spelling): string {
  const text = word
    .map(({ consonant, nukta, sign, nasal }) => {
      const withNukta =
        !nukta || spelling === 'no nukta'
          ? consonant
          : spelling === 'precomposed'
            ? NUKTA_LETTERS.find(([base]) => base === consonant)![1]
            : consonant + NUKTA;
      const swapped =
        spelling === 'nasal swapped' && nasal
          ? nasal === ANUSVARA
            ? CHANDRABINDU
            : ANUSVARA
          : nasal;
      return withNukta + sign + swapped;
    })
    .join('');
  if (spelling === 'NFD') return text.normalize('NFD');
  return spelling === 'NFC' ? text.normalize('NFC') : text;
}

describe('Hindi typed with or without a nukta, in NFC or NFD, with either nasal mark', () => {
  const next = random(71);
  const words = Array.from({ length: 400 }, () => hindiWord(next));

  it('folds every spelling of a word alike', () => {
    for (const word of words) {
      const folded = SPELLINGS.map((spelling) => normaliseQuery(spell(word, spelling)));
      expect({ word: spell(word, 'NFC'), folded }).toEqual({
        word: spell(word, 'NFC'),
        folded: SPELLINGS.map(() => folded[0]),
      });
    }
  });

  it('finds the article whatever spelling its text and the query each use', () => {
    for (const word of words) {
      const written = SPELLINGS[Math.floor(next() * SPELLINGS.length)]!;
      const typed = SPELLINGS[Math.floor(next() * SPELLINGS.length)]!;
      const article = makeArticle('hi', {
        title: 'माइग्रेन',
        content: `यह ${spell(word, written)} है।`,
      });
      const query = spell(word, typed);
      expect({ query, written, typed, found: matches(article, query) }).toEqual({
        query,
        written,
        typed,
        found: true,
      });
    }
  });

  it('never drops a vowel sign or a virama', () => {
    for (const word of words)
      for (const spelling of SPELLINGS) {
        const text = spell(word, spelling);
        expect({ text, kept: kept(foldForSearch(text)) }).toEqual({ text, kept: kept(text) });
      }
  });

  it('still tells apart words that differ by a vowel sign or a virama', () => {
    for (const word of words) {
      const at = Math.floor(next() * word.length);
      const syllable = word[at]!;
      const other = [...VOWEL_SIGNS, VIRAMA, ''].filter((sign) => sign !== syllable.sign)[
        Math.floor(next() * VOWEL_SIGNS.length)
      ]!;
      const changed = word.map((s, i) => (i === at ? { ...s, sign: other } : s));
      const a = normaliseQuery(spell(word, 'NFC'));
      const b = normaliseQuery(spell(changed, 'NFC'));
      expect({ a, b, same: a === b }).toEqual({ a, b, same: false });
    }
  });

  it('marks the whole written letter, nukta and all, where a query without one matches', () => {
    const text = 'बहुत तेज़ सिरदर्द और ज़्यादा दवा';
    const marked = (query: string) =>
      markedSegments(text, normaliseQuery(query))
        .filter((s) => s.mark)
        .map((s) => s.text);
    expect(marked('तेज')).toEqual(['तेज़']);
    expect(marked('ज्यादा')).toEqual(['ज़्यादा']);
    expect(marked('\u095B्यादा')).toEqual(['ज़्यादा']);
  });

  it('is the same folded twice, and piece by piece it is the folding of the whole', () => {
    for (const word of words) {
      const text = `${VOWELS[Math.floor(next() * VOWELS.length)]} ${spell(word, SPELLINGS[Math.floor(next() * SPELLINGS.length)]!)} १२३`;
      const folded = foldForSearch(text);
      expect({ text, again: foldForSearch(folded) }).toEqual({ text, again: folded });
      expect({ text, pieces: foldWithOffsets(text).folded }).toEqual({ text, pieces: folded });
    }
  });

  it('reads Devanagari digits as the ASCII digits the articles write', () => {
    const article = makeArticle('hi', { content: 'इमरजेंसी में 112 पर कॉल करें।' });
    expect(matches(article, '११२')).toBe(true);
    expect(normaliseQuery('१०८ एम्बुलेंस')).toBe('108 एम्बुलेंस');
  });

  it('suggests a title whose word starts after a vowel sign only as a match inside a word', () => {
    // "रत" is inside भारत (after the vowel sign ा): not the start of a word.
    const titles: [string, string][] = [
      ['a', 'भारत में माइग्रेन'],
      ['b', 'रतौंधी क्या है'],
      ['c', 'जाँच और रतजगा'],
    ];
    expect(suggestTitles(titles, 'रत').map(([id]) => id)).toEqual(['b', 'c', 'a']);
  });
});

describe('folding of text without Devanagari', () => {
  // Folding as it was before the Devanagari rules: the same steps, none of them added.
  const previousFold = (text: string) =>
    /^(?:[\x21-\x7e]| (?! ))*$/.test(text)
      ? text.toLowerCase()
      : text
          .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
          .normalize('NFKC')
          .toLowerCase()
          .replace(/[\u2018\u2019\u201A\u201B\u02BC]/g, "'")
          .replace(/[\u201C-\u201F]/g, '"')
          .replace(/[\p{Pd}\u2212]/gu, '-')
          .replace(/[^\S ]/g, ' ')
          .replace(/ {2,}/g, ' ');
  const next = random(83);

  it('is unchanged for every field of the English articles', () => {
    const fields = getCorpus().articles.flatMap((a) => [
      a.title,
      a.excerpt,
      a.text,
      a.category,
      ...a.tags,
    ]);
    const changed = fields.filter((field) => foldForSearch(field) !== previousFold(field));
    expect(changed).toEqual([]);
  });

  it('is unchanged for English typed or pasted every other way', () => {
    const pieces = getCorpus()
      .articles.flatMap((a) => a.excerpt.split(/(?<=[.,;:])\s+/))
      .filter((piece) => !/[\u0900-\u097F]/.test(piece));
    for (const piece of pieces) {
      const { text } = varied(piece, [...TEXT_VARIANTS, ...QUERY_VARIANTS], next);
      expect({ text, folded: foldForSearch(text) }).toEqual({ text, folded: previousFold(text) });
    }
  });
});
