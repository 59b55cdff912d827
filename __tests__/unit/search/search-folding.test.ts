import { getCorpus, inListOrder, matches, normaliseQuery, type Article } from '@/lib/content';
import { foldForSearch, foldWithOffsets } from '@/lib/search/fold';
import { queryOfHash, resultLink } from '@/lib/search/result-link';
import { markedSegments, snippetOf } from '@/lib/search/snippet';
import { suggestTitles, type TitleEntry } from '@/lib/search/title-suggestions';
import type { SearchState } from '@/lib/search/run-search';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';
import { servedIndex } from '../../helpers/served-index';
import { QUERY_VARIANTS, TEXT_VARIANTS, varied } from '../../helpers/typed-variants';

// Search folds query and text alike (lib/search/fold.ts): a query typed or pasted another way finds
// what the plain query finds, and a plain query finds text an editor typed another way. Every case
// is generated: pieces of the real articles and of made-up prose, changed by 1 to 3 variants.

const finalIds = (states: SearchState[]) => {
  const last = states.at(-1);
  return last?.status === 'ready' && last.pending === 0 ? last.results.map((h) => h.card.id) : null;
};

/**
 * Pieces of 1 to 4 words of `fields`, at word boundaries, each within one field (a piece across
 * two, such as the end of the text and a tag, is in neither); any word may start one.
 */
function piecesOf(fields: string | readonly string[], count: number, next: () => number): string[] {
  const words = [fields].flat().flatMap((field) => {
    const list = field.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
    return list.map((_, index) => [list, index] as const);
  });
  return Array.from({ length: count }, () => {
    const [list, start] = words[Math.floor(next() * words.length)]!;
    return list.slice(start, start + 1 + Math.floor(next() * 4)).join(' ');
  });
}

const PROSE = [
  "women's health",
  "children's teeth",
  'heart-healthy',
  'self-care',
  'café',
  'naïve',
  'fish oil',
  'office stress',
  'affluent',
  'difficult',
  'influenza',
  'e-mail "reminders"',
  'blood pressure',
  'HbA1c',
  '120/80',
  'नींद',
  'स्वास्थ्य',
  'क़लम',
];
const proseOf = (next: () => number, words: number) =>
  Array.from({ length: words }, () => PROSE[Math.floor(next() * PROSE.length)]!).join(' ');

describe('a query typed or pasted another way', () => {
  const articles = inListOrder(getCorpus().articles);
  const served = servedIndex(articles);
  const next = random(21);
  const cases = articles.flatMap((article) =>
    piecesOf([article.title, article.excerpt, article.text, ...article.tags], 30, next).map(
      (plain) => ({ article, plain, ...varied(plain, QUERY_VARIANTS, next) }),
    ),
  );

  it('is the same query once folded, and matches the article it came from', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const wrong = cases.filter(
      ({ article, plain, text }) =>
        normaliseQuery(text) !== normaliseQuery(plain) || !matches(article, text),
    );
    expect(wrong.map(({ plain, text, names }) => ({ plain, text, names }))).toEqual([]);
  });

  it('finds, through the served index, exactly what the plain query finds', async () => {
    for (const { plain, text, names } of cases.filter((_, i) => i % 3 === 0)) {
      const expected = finalIds(await served.search(plain));
      expect(expected?.length).toBeGreaterThan(0);
      expect({ text, names, ids: finalIds(await served.search(text)) }).toEqual({
        text,
        names,
        ids: expected,
      });
    }
  }, 60_000);

  it("finds the article a reader means by women’s, typed with a phone's apostrophe", async () => {
    expect(finalIds(await served.search('women’s'))).toContain('womens-hormonal-health');
    expect(finalIds(await served.search('Heart\u2011Healthy'))).toContain(
      'heart-healthy-diet-guide',
    );
  });

  it('suggests the titles the plain query suggests', () => {
    const titles: TitleEntry[] = articles.map((a) => [a.id, a.title]);
    const titleCases = titles.flatMap(([, title]) =>
      piecesOf(title, 20, next).map((plain) => ({ plain, ...varied(plain, QUERY_VARIANTS, next) })),
    );
    for (const { plain, text, names } of titleCases) {
      const expected = suggestTitles(titles, plain);
      if (normaliseQuery(plain).length >= 2) expect(expected.length).toBeGreaterThan(0);
      expect({ text, names, got: suggestTitles(titles, text) }).toEqual({
        text,
        names,
        got: expected,
      });
    }
  });

  it('is no search at all when it holds only spaces and invisible characters', async () => {
    for (const query of ['\u00A0', '\u200B', '\u00AD\u3000', '\uFEFF \u2060', '\u200E\n\t'])
      expect({ query, needle: normaliseQuery(query) }).toEqual({ query, needle: '' });
  });
});

describe('text an editor typed another way', () => {
  const next = random(33);
  const cases = Array.from({ length: 300 }, (_, i) => {
    const plainTitle = proseOf(next, 3);
    const plainText = proseOf(next, 30);
    const title = varied(plainTitle, TEXT_VARIANTS, next);
    const text = varied(plainText, TEXT_VARIANTS, next);
    const article = makeArticle(`v-${i}`, { title: title.text, content: text.text, order: i });
    const fromTitle = next() < 0.5;
    const query = piecesOf(fromTitle ? plainTitle : plainText, 1, next)[0]!;
    return { article, query, fromTitle, names: [...title.names, ...text.names] };
  });
  const articles: Article[] = cases.map(({ article }) => article);
  const served = servedIndex(articles);

  it('is found by the plain query, by the rule and through the served index', async () => {
    for (const { article, query, names } of cases.filter((_, i) => i % 2 === 0)) {
      expect({ query, names, found: matches(article, query) }).toEqual({
        query,
        names,
        found: true,
      });
      expect({ query, names, found: finalIds(await served.search(query)) }).toEqual({
        query,
        names,
        found: expect.arrayContaining([article.id]),
      });
    }
  }, 60_000);

  it('is marked where the query is, as it is written, and linked to by its own words', () => {
    let written = 0;
    for (const { article, query, names } of cases) {
      const needle = normaliseQuery(query);
      for (const field of [article.title, article.text]) {
        const segments = markedSegments(field, needle);
        expect(segments.map((s) => s.text).join('')).toBe(field);
        const marks = segments.filter((s) => s.mark);
        const unmarked = segments.filter((s) => !s.mark).map((s) => normaliseQuery(s.text));
        const holds = normaliseQuery(field).includes(needle);
        expect({ query, names, field, marked: marks.length > 0 }).toEqual({
          query,
          names,
          field,
          marked: holds,
        });
        for (const mark of marks) expect(normaliseQuery(mark.text)).toContain(needle);
        for (const plain of unmarked) expect(plain).not.toContain(needle);
        if (!holds) continue;
        if (!field.toLowerCase().includes(query.toLowerCase())) written += 1;
        const snippet = snippetOf(field, needle)!;
        expect(normaliseQuery(snippet)).toContain(needle);
        const hash = new URL(resultLink('/blog/x', query), 'https://example.org').hash;
        expect(queryOfHash(hash)).toBe(query.trim());
      }
    }
    // Most of the cases hold the query only once folded: written another way.
    expect(written).toBeGreaterThan(100);
  });

  it('suggests titles written another way for the plain query', () => {
    const inTitle = cases.filter(({ fromTitle }) => fromTitle);
    expect(inTitle.length).toBeGreaterThan(100);
    for (const { article, query } of inTitle) {
      const got = suggestTitles([[article.id, article.title]], query);
      expect({ query, title: article.title, got }).toEqual({
        query,
        title: article.title,
        got: normaliseQuery(query).length >= 2 ? [[article.id, article.title]] : [],
      });
    }
  });
});

describe('folding itself', () => {
  const next = random(57);
  const texts = Array.from(
    { length: 500 },
    () => varied(proseOf(next, 12), [...TEXT_VARIANTS, ...QUERY_VARIANTS], next).text,
  );

  it('is the same folded twice, and piece by piece it is the folding of the whole', () => {
    for (const text of texts) {
      const folded = foldForSearch(text);
      expect({ text, again: foldForSearch(folded) }).toEqual({ text, again: folded });
      const pieces = foldWithOffsets(text);
      expect({ text, folded: pieces.folded }).toEqual({ text, folded });
      // Each folded unit comes from a range of the text that folds to hold it.
      pieces.starts.forEach((start, i) =>
        expect(foldForSearch(text.slice(start, pieces.ends[i]))).toContain(folded[i]),
      );
    }
  });
});

describe('folding keeps combining marks', () => {
  const CONSONANTS = [...'कखगघचजटडतदनपबमयरलवसह'];
  const SIGNS = [
    '',
    '\u093E',
    '\u093F',
    '\u0940',
    '\u0941',
    '\u0942',
    '\u0947',
    '\u0948',
    '\u094B',
    '\u094C',
    '\u0902',
    '\u094D',
  ];
  const next = random(45);
  const word = () =>
    Array.from(
      { length: 1 + Math.floor(next() * 4) },
      () =>
        CONSONANTS[Math.floor(next() * CONSONANTS.length)]! +
        SIGNS[Math.floor(next() * SIGNS.length)]!,
    ).join('');
  const marks = (text: string) => [...text].filter((c) => /\p{M}/u.test(c)).join('');
  const words = Array.from({ length: 400 }, word);

  // The nukta is the one mark folding removes (a word typed with or without it is one word):
  // __tests__/unit/search/devanagari-folding.test.ts.
  it('keeps every Devanagari vowel sign, virama and anusvara', () => {
    for (const w of words)
      expect({ w, marks: marks(normaliseQuery(w)) }).toEqual({
        w,
        marks: marks(w.normalize('NFKC')),
      });
  });

  it('tells words apart by their vowel signs, and still finds them through invisible joiners', () => {
    for (const w of words.filter((w) => marks(w))) {
      const article = makeArticle('hi', { content: `यह ${w} है` });
      const bare = [...w].filter((c) => !/\p{M}/u.test(c)).join('');
      expect({ w, bare, found: matches(article, bare) }).toEqual({
        w,
        bare,
        found: article.text.includes(bare),
      });
      const joined = [...w].join(next() < 0.5 ? '\u200D' : '\u200C');
      expect({ w, found: matches(article, joined) }).toEqual({ w, found: true });
    }
  });

  it('finds a nukta letter typed precomposed or decomposed', () => {
    const article = makeArticle('hi', { content: 'क़लम और ज़रूरी' });
    for (const query of ['\u0958लम', 'क\u093Cलम', '\u095Bरूरी'])
      expect(matches(article, query)).toBe(true);
  });
});
