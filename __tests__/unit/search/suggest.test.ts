import { MAX_SUGGESTIONS, suggestTitles, type TitleEntry } from '@/lib/search/title-suggestions';

// Generated titles and queries: words of Latin, accented and Devanagari letters, digits, emoji,
// hyphens and punctuation in mixed case; queries are pieces of titles (with spaces around and
// changed case) and pieces found in none.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const WORDS = ['Heart', 'diet', 'Sleep', 'BP', 'cafés', 'नींद', '💊', '120/80', 'e-mail', 'Apnoea'];
function titlesOf(next: () => number): TitleEntry[] {
  return Array.from({ length: Math.floor(next() * 40) }, (_, i) => {
    const words = Array.from(
      { length: 1 + Math.floor(next() * 6) },
      () => WORDS[Math.floor(next() * WORDS.length)]!,
    );
    return [`a${i}`, words.join(next() < 0.2 ? ': ' : ' ')];
  });
}
function queryOf(next: () => number, titles: readonly TitleEntry[]): string {
  if (titles.length === 0 || next() < 0.2)
    return ['zz', 'q', ' ', 'heartx'][Math.floor(next() * 4)]!;
  const title = titles[Math.floor(next() * titles.length)]![1];
  const start = Math.floor(next() * title.length);
  const piece = title.slice(start, start + 1 + Math.floor(next() * 8));
  return `${next() < 0.3 ? '  ' : ''}${next() < 0.5 ? piece.toUpperCase() : piece}${next() < 0.3 ? ' ' : ''}`;
}
/** What each rank means, restated: 0 the title starts with the needle, 1 a word does, 2 it holds it. */
function rankOf(title: string, needle: string): number {
  const lower = title.toLowerCase();
  if (lower.startsWith(needle)) return 0;
  const wordStart = [...lower.matchAll(/(?<![\p{L}\p{N}])/gu)].some((m) =>
    lower.startsWith(needle, m.index),
  );
  return wordStart ? 1 : 2;
}

describe('title suggestions', () => {
  it('on generated titles and queries: at most five titles, each holding the query, best fit first, none left out', () => {
    for (let seed = 1; seed <= 2000; seed += 1) {
      const next = random(seed);
      const titles = titlesOf(next);
      const query = queryOf(next, titles);
      const needle = query.trim().toLowerCase();
      const got = suggestTitles(titles, query);
      const holding = titles.filter(([, title]) => title.toLowerCase().includes(needle));
      if (needle.length < 2) {
        expect(got).toEqual([]);
        continue;
      }
      expect(got.length).toBe(Math.min(MAX_SUGGESTIONS, holding.length));
      const expected = holding
        .map((entry, order) => ({ entry, rank: rankOf(entry[1], needle), order }))
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .slice(0, MAX_SUGGESTIONS)
        .map(({ entry }) => entry);
      expect(got).toEqual(expected);
    }
  });

  it('puts a title that starts with the query before one with a word that does, before one that only holds it', () => {
    const titles: TitleEntry[] = [
      ['a', 'Caffeine and sleep'],
      ['b', 'Sleepless nights'],
      ['c', 'Daytime sleepiness'],
      ['d', 'Sleep apnoea'],
    ];
    expect(suggestTitles(titles, 'SLEEP').map(([id]) => id)).toEqual(['b', 'd', 'a', 'c']);
    expect(suggestTitles(titles, 'leep').map(([id]) => id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('suggests nothing for a query under two characters or one no title holds', () => {
    const titles: TitleEntry[] = [['a', 'Sleep']];
    expect(suggestTitles(titles, 's')).toEqual([]);
    expect(suggestTitles(titles, '   ')).toEqual([]);
    expect(suggestTitles(titles, 'diet')).toEqual([]);
  });
});
