import { editDistance } from '@/lib/content/closest-name';
import { getCorpus, inListOrder, matches } from '@/lib/content';
import { didYouMean, MIN_LENGTH, suggestionTerms } from '@/lib/search/did-you-mean';
import { foldForSearch } from '@/lib/search/fold';
import { toMetaEntry } from '@/lib/search/search-card';
import { generatedCorpus } from '../../helpers/search-corpus';
import { random } from '../../helpers/random';

/** One typing mistake in `word` at a random place: a letter dropped, doubled, replaced or added. */
function misspell(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)]!;
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1);
    default:
      return word.slice(0, at) + letter + word.slice(at);
  }
}

describe.each([
  ['the real corpus', () => inListOrder(getCorpus().articles)],
  ['a generated corpus', () => generatedCorpus(300)],
])('"Did you mean" over %s', (_, corpus) => {
  const articles = corpus();
  const terms = suggestionTerms(articles.map(toMetaEntry));
  const phrases = [...articles.map((a) => a.title), ...terms];
  const findsSomething = (query: string) => articles.some((a) => matches(a, query));

  it('draws on each tag and category whole and the words of the titles, spelled once each, every one finding something', () => {
    const folded = terms.map(foldForSearch);
    expect(new Set(folded).size).toBe(terms.length);
    for (const article of articles)
      for (const term of [article.category, ...article.tags])
        if (foldForSearch(term).length >= MIN_LENGTH) expect(folded).toContain(foldForSearch(term));
    expect(terms.every(findsSomething)).toBe(true);
  });

  it('suggests, for a term with one typing mistake that finds nothing, a term that finds something', () => {
    const next = random(3);
    const long = terms.filter((term) => foldForSearch(term).length >= 5);
    let asked = 0;
    for (let round = 0; round < 400 && asked < 150; round += 1) {
      const query = misspell(foldForSearch(long[Math.floor(next() * long.length)]!), next);
      if (findsSomething(query)) continue;
      asked += 1;
      const suggestion = didYouMean(query, terms, phrases);
      expect({ query, suggestion }).toEqual({ query, suggestion: expect.any(String) });
      expect({ query, finds: findsSomething(suggestion!) }).toEqual({ query, finds: true });
      expect(editDistance(foldForSearch(query), foldForSearch(suggestion!))).toBeLessThanOrEqual(
        Math.max(1, Math.floor(query.length / 3)),
      );
    }
    expect(asked).toBeGreaterThan(50);
  });

  it('never suggests what finds nothing, nor anything for a short query or one far from every term', () => {
    const next = random(9);
    for (let round = 0; round < 300; round += 1) {
      const length = 1 + Math.floor(next() * 14);
      const query = Array.from({ length }, () =>
        'aeioustrnlhx zq'.charAt(Math.floor(next() * 15)),
      ).join('');
      const suggestion = didYouMean(query, terms, phrases);
      if (suggestion !== undefined)
        expect({ query, finds: findsSomething(suggestion) }).toEqual({ query, finds: true });
    }
    for (const query of ['', '  ', 'mi', 'zzzxqv', 'qqqqqqqqqqqq', '💊💊💊'])
      expect({ query, suggestion: didYouMean(query, terms, phrases) }).toEqual({
        query,
        suggestion: undefined,
      });
  });
});

describe('"Did you mean" over the real corpus', () => {
  const articles = inListOrder(getCorpus().articles);
  const terms = suggestionTerms(articles.map(toMetaEntry));
  const phrases = [...articles.map((a) => a.title), ...terms];

  it.each([
    ['migrane', 'migraine'],
    ['  MIGRANE ', 'migraine'],
    ['diabetis', 'diabetes'],
    ['arthritus', 'arthritis'],
    ['hart', 'heart'],
  ])('offers %j -> %j', (query, expected) => {
    expect(didYouMean(query, terms, phrases)?.toLowerCase()).toBe(expected);
  });

  it('corrects each word of a phrase when the phrase it makes is in a title, tag or category', () => {
    const suggestion = didYouMean('practcal gide', terms, phrases);
    expect(suggestion?.toLowerCase()).toBe('practical guide');
    expect(articles.some((a) => matches(a, suggestion!))).toBe(true);
  });
});
