import { getCorpus, inListOrder, type Article } from '@/lib/content';
import { compareRanks, mergeHits, type Hit, type Rank } from '@/lib/search/rank';
import { BODY_RANKED_UP_TO, type SearchState } from '@/lib/search/run-search';
import { makeArticle } from '../../fixtures/articles';
import { random } from '../../helpers/random';
import { searchRule as rankedMatches } from '../../../e2e/support/search-rule';
import { servedIndex } from '../../helpers/served-index';

const ids = (states: SearchState[]) => {
  const last = states.at(-1);
  return last?.status === 'ready' ? last.results.map((hit) => hit.card.id) : [];
};

const DATES = ['2023-05-01', '2024-01-01', '2024-01-02', '2025-11-30'];

/**
 * `size` articles, each holding `term` (written in one of several ways search folds together) in
 * some of its title, tags, category and excerpt, and 0 to 4 times in its body, with one of a few
 * dates (so ties happen); some hold it nowhere.
 */
function plantedCorpus(seed: number, size: number, term: string): Article[] {
  const next = random(seed);
  const spelled = () =>
    [term, term.toUpperCase(), `${term[0]!.toUpperCase()}${term.slice(1)}`][
      Math.floor(next() * 3)
    ]!;
  const maybe = (chance: number) => next() < chance;
  return Array.from({ length: size }, (_, i) => {
    const body = Math.floor(next() * 5);
    const content = Array.from({ length: 6 }, (_, n) =>
      n < body ? `some ${spelled()} here` : 'plain words',
    ).join('. ');
    const category = maybe(0.1) ? `${spelled()} care` : 'Nutrition';
    return makeArticle(`p${String(i).padStart(2, '0')}`, {
      order: i,
      title: maybe(0.2) ? `All about ${spelled()} ${i}` : `Article ${i}`,
      excerpt: maybe(0.3) ? `What ${spelled()} means.` : 'A summary.',
      content,
      category,
      tags: maybe(0.2) ? ['other', `${spelled()} facts`] : ['other'],
      date: DATES[Math.floor(next() * DATES.length)]!,
    });
  });
}

describe('the order of search results', () => {
  it('ranks title, then tag or category, then excerpt, then how often the body has it, then newest, then list order', async () => {
    const corpus = [
      makeArticle('body-5-old', { order: 1, content: 'qorvex '.repeat(5), date: '2020-01-01' }),
      makeArticle('body-2-new', { order: 2, content: 'qorvex qorvex', date: '2025-01-01' }),
      makeArticle('body-2-old', { order: 3, content: 'qorvex qorvex', date: '2021-01-01' }),
      makeArticle('body-2-old-later', { order: 4, content: 'qorvex qorvex', date: '2021-01-01' }),
      makeArticle('excerpt', { order: 5, excerpt: 'On Qorvex.' }),
      makeArticle('tag', { order: 6, tags: ['qorvex'] }),
      makeArticle('category-and-excerpt', { order: 7, category: 'Qorvex', excerpt: 'qorvex' }),
      makeArticle('title', { order: 8, title: 'Qorvex' }),
      makeArticle('title-and-tag', { order: 9, title: 'Qorvex', tags: ['QORVEX'] }),
      makeArticle('nothing', { order: 10 }),
    ];
    const expected = [
      'title-and-tag',
      'title',
      'category-and-excerpt',
      'tag',
      'excerpt',
      'body-5-old',
      'body-2-new',
      'body-2-old',
      'body-2-old-later',
    ];
    expect(rankedMatches(corpus, 'qorvex')).toEqual(expected);
    expect(ids(await servedIndex(corpus).search(' QORVEX '))).toEqual(expected);
  });

  it('puts an article about the query before those that mention it: "headache" lists the migraine article first', async () => {
    const articles = inListOrder(getCorpus().articles);
    const found = ids(await servedIndex(articles).search('headache'));
    expect(found[0]).toBe('migraine-triggers-treatment-india');
    expect(found).toEqual(rankedMatches(articles, 'headache'));
  });

  it.each([
    ['a word (its candidates checked against their text)', 'qorvex'],
    ['three letters (one gram, its postings exact)', 'qzv'],
  ])('holds over generated corpora for %s', async (_, term) => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const corpus = plantedCorpus(seed, 10 + (seed % 30), term);
      const served = servedIndex(corpus);
      for (const query of [term, term.toUpperCase(), ` ${term} `]) {
        const expected = rankedMatches(corpus, query);
        expect({ seed, query, ids: ids(await served.search(query)) }).toEqual({
          seed,
          query,
          ids: expected,
        });
      }
    }
  });

  it(`ranks a short query matching more than ${BODY_RANKED_UP_TO} articles from their cards alone, newest first`, async () => {
    const corpus = plantedCorpus(3, 120, 'qzv').map((article) => ({
      ...article,
      title: article.title.replace(/qzv/i, 'x'),
    }));
    const served = servedIndex(corpus);
    const found = ids(await served.search('qzv'));
    expect(found.length).toBeGreaterThan(BODY_RANKED_UP_TO);
    expect(found).toEqual(rankedMatches(corpus, 'qzv'));
    expect(served.requested.some((path) => /\/(docs|blocks)\//.test(path))).toBe(false);
    // Among the matches in the body alone, the newest come first.
    const bodyOnly = found
      .map((id) => corpus.find((article) => article.id === id)!)
      .filter((a) => !/qzv/i.test([a.title, a.excerpt, a.category, ...a.tags].join(' ')));
    const dates = bodyOnly.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('merges each file’s hits into the ranked list as a full sort would', () => {
    const next = random(5);
    const rank = (position: number): Rank => ({
      title: next() < 0.3,
      tagOrCategory: next() < 0.3,
      excerpt: next() < 0.3,
      body: Math.floor(next() * 3),
      date: DATES[Math.floor(next() * DATES.length)]!,
      position,
    });
    for (let round = 0; round < 50; round += 1) {
      const all: Hit[] = Array.from({ length: Math.floor(next() * 200) }, (_, position) => ({
        rank: rank(position),
        result: { card: {} as never, position },
      }));
      let ranked: Hit[] = [];
      for (let from = 0; from < all.length;) {
        const size = 1 + Math.floor(next() * 20);
        ranked = mergeHits(ranked, all.slice(from, from + size));
        from += size;
      }
      const sorted = [...all].sort((a, b) => compareRanks(a.rank, b.rank));
      expect(ranked.map((hit) => hit.rank.position)).toEqual(
        sorted.map((hit) => hit.rank.position),
      );
    }
  });
});
