import { foldForSearch, normaliseQuery } from '@/lib/search/fold';
import { queryOfHash, resultLink } from '@/lib/search/result-link';
import { markedSegments, snippetOf, SNIPPET_RADIUS } from '@/lib/search/snippet';

// Generated texts and queries: words of Latin, accented and Devanagari letters, digits, emoji
// (two UTF-16 units), hyphens and punctuation; queries are pieces of the text, lower-cased, so
// every property is checked on text that holds them, and on text that does not.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const PIECES = [
  'heart',
  'Diet',
  'sleep',
  'BP',
  'cafés',
  'नींद',
  '💊',
  '120/80',
  'e-mail',
  ',',
  '.',
  '–',
  'x',
];
function sample(seed: number) {
  const next = random(seed);
  const words = Array.from(
    { length: 5 + Math.floor(next() * 80) },
    () => PIECES[Math.floor(next() * PIECES.length)]!,
  );
  const text = words.join(next() < 0.5 ? ' ' : '  ');
  const start = Math.floor(next() * (text.length - 3));
  let needle = normaliseQuery(text.slice(start, start + 1 + Math.floor(next() * 8)));
  // A query is well-formed text: drop a half emoji at either end.
  needle = needle.replace(/^[\udc00-\udfff]|[\ud800-\udbff]$/g, '').trim();
  return { text, needle: needle || 'heart' };
}
const CASES = Array.from({ length: 400 }, (_, i) => sample(i + 1));

describe('markedSegments', () => {
  it.each(CASES.slice(0, 200))('keeps the text and marks each match: %#', ({ text, needle }) => {
    const segments = markedSegments(text, needle);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    // A mark covers whole characters with their marks: a needle starting with a vowel sign marks
    // the letter it sits on too.
    for (const segment of segments.filter((s) => s.mark))
      expect(foldForSearch(segment.text)).toContain(needle);
    const marks = segments.filter((s) => s.mark).length;
    expect(marks > 0).toBe(foldForSearch(text).includes(needle));
  });

  it('marks the characters a match folds from where folding changes the length', () => {
    expect(markedSegments('İstanbul heart', 'heart')).toEqual([
      { text: 'İstanbul ', mark: false },
      { text: 'heart', mark: true },
    ]);
    expect(markedSegments('a \uFB01ne  day', 'fine day')).toEqual([
      { text: 'a ', mark: false },
      { text: '\uFB01ne  day', mark: true },
    ]);
    expect(markedSegments('sta\uFB00', 'f')).toEqual([
      { text: 'sta', mark: false },
      { text: '\uFB00', mark: true },
    ]);
  });

  it('marks nothing, and keeps the text, where folding piece by piece is not folding the whole', () => {
    // Lower-casing a Greek capital sigma depends on the letter after it.
    expect(markedSegments('ΟΔΟΣ heart', 'heart')).toEqual([{ text: 'ΟΔΟΣ heart', mark: false }]);
  });
});

describe('snippetOf', () => {
  it.each(CASES)(
    'is a short, well-formed window around the first match: %#',
    ({ text, needle }) => {
      const snippet = snippetOf(text, needle);
      if (!foldForSearch(text).includes(needle)) return expect(snippet).toBeNull();
      expect(snippet).not.toBeNull();
      const inner = snippet!.replace(/^…/, '').replace(/…$/, '');
      expect(text).toContain(inner);
      expect(foldForSearch(inner)).toContain(needle);
      expect(inner.isWellFormed()).toBe(true);
      // A match may span twice the needle's length in the text (two spaces fold to one).
      expect(inner.length).toBeLessThanOrEqual(2 * SNIPPET_RADIUS + 2 * needle.length + 2);
      expect(snippet!.startsWith('…')).toBe(!text.startsWith(inner));
      expect(snippet!.endsWith('…')).toBe(!text.endsWith(inner));
    },
  );

  it('cuts at spaces, not inside words', () => {
    const text = `${'alpha '.repeat(30)}the needle is here ${'omega '.repeat(30)}`;
    const snippet = snippetOf(text, 'needle')!;
    expect(snippet).toMatch(/^…alpha /);
    expect(snippet).toMatch(/ omega…$/);
  });
});

describe('a result link', () => {
  it.each(CASES)('carries the query back to the article, whatever it holds: %#', ({ needle }) => {
    const link = resultLink('/blog/a', needle);
    expect(link.startsWith('/blog/a#search=')).toBe(true);
    expect(new URL(link, 'https://example.org').pathname).toBe('/blog/a');
    // As the browser gives the fragment back: `location.hash`.
    const hash = new URL(link, 'https://example.org').hash;
    expect(queryOfHash(hash)).toBe(needle.trim() || null);
  });

  it.each(['', '#', '#intro', '#search=', '#search=%20%20', '#search=%E0%A4', '#:~:text=milk'])(
    'carries no query in %j',
    (hash) => expect(queryOfHash(hash)).toBeNull(),
  );
});
