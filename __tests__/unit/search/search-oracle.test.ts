import { getCorpus, inListOrder, matches } from '@/lib/content';
import { searchPhase } from '@/lib/search/status';
import type { SearchState } from '@/lib/search/run-search';
import { generatedCorpus, generatedQueries } from '../../helpers/search-corpus';
import {
  generatedQueries as typedQueries,
  LINK_QUERIES,
} from '../../../e2e/support/search-queries';
import { searchRule as oracle } from '../../../e2e/support/search-rule';
import { servedIndex } from '../../helpers/served-index';

const ids = (state: SearchState | undefined) =>
  state?.status === 'ready' ? state.results.map((e) => e.card.id) : [];

/** Whether `part` is a subsequence of the list whose places are given (id -> place). */
const isSubsequence = (part: string[], places: ReadonlyMap<string, number>) => {
  let last = -1;
  return part.every((id) => (places.get(id) ?? -1) > last && (last = places.get(id)!) >= 0);
};
const placesIn = (ids: string[]) => new Map(ids.map((id, place) => [id, place]));

describe.each([
  ['the real corpus', () => inListOrder(getCorpus().articles), 300],
  ['a generated corpus of 300 articles', () => generatedCorpus(300), 300],
  ['a generated corpus of 10,000 articles', () => generatedCorpus(10_000), 100],
])('search over the index of %s', (_name, corpus, queryCount) => {
  const articles = corpus();
  const served = servedIndex(articles);
  const queries = generatedQueries(articles, queryCount);

  it('is asked a few hundred varied queries, some matching nothing', () => {
    expect(queries.length).toBeGreaterThanOrEqual(queryCount);
    expect(queries.filter((q) => oracle(articles, q).length === 0).length).toBeGreaterThan(3);
  });

  it('finds exactly what the rule finds, in rank order; every step a subsequence', async () => {
    for (const query of queries) {
      const states = await served.search(query);
      const expected = oracle(articles, query);
      expect(expected.length).toBe(articles.filter((a) => matches(a, query)).length);
      expect({ query, phase: searchPhase(states.at(-1)!), ids: ids(states.at(-1)) }).toEqual({
        query,
        phase: 'final',
        ids: expected,
      });
      const places = placesIn(expected);
      // Every 20th step and the last: the steps of a common query at 10,000 articles number hundreds.
      const steps = states.filter((_, step) => step % 20 === 0 || step === states.length - 1);
      const wrong = steps.filter((state) => !isSubsequence(ids(state), places));
      expect({ query, wrong }).toEqual({ query, wrong: [] });
    }
  }, 120_000);
});

describe('queries of every kind a browser can send, over the real corpus', () => {
  const articles = inListOrder(getCorpus().articles);
  const served = servedIndex(articles);
  // What the header sends (trimmed, a lone surrogate made U+FFFD) and what a link carries.
  const typed = typedQueries(200).map((q) => q.trim().toWellFormed());
  const linked = LINK_QUERIES.map((raw) => new URLSearchParams(`q=${raw}`).get('q') ?? '');

  it('finds exactly what the rule finds: every whitespace and control character, right-to-left text, emoji, long text', async () => {
    expect(typed.length).toBe(200);
    for (const query of [...typed, ...linked]) {
      const states = await served.search(query);
      expect({ query, ids: ids(states.at(-1)) }).toEqual({ query, ids: oracle(articles, query) });
    }
  }, 120_000);
});

describe('search over the index of a generated corpus', () => {
  const articles = generatedCorpus(300);

  it.each([
    ['only a body', 'BodyOnly11x', ['gen-011']],
    ['only a tag', ' tagonly13x ', ['gen-013']],
    ['only the category', 'CATONLY37x', ['gen-037']],
  ])('finds what %s holds, fetching only the files that can hold it', async (_, query, final) => {
    const served = servedIndex(articles);
    const states = await served.search(query);
    expect(ids(states.at(-1))).toEqual(final);
    const documents = served.requested.filter((path) => !path.includes('/grams/'));
    expect(documents).toHaveLength(1);
    expect(served.requested.filter((path) => path.includes('/grams/')).length).toBeLessThanOrEqual(
      6,
    );
  });

  it('says a search is incomplete when a file fails, keeping the matches found, and fails without the buckets', async () => {
    const query = 'heart';
    const expected = oracle(articles, query);
    const missing = servedIndex(articles, (path) => /\/(docs|blocks|cards)\/1\.json$/.test(path));
    const last = (await missing.search(query)).at(-1)!;
    expect(searchPhase(last)).toBe('incomplete');
    expect(isSubsequence(ids(last), placesIn(expected))).toBe(true);
    expect(ids(last).length).toBeLessThan(expected.length);
    const noBuckets = servedIndex(articles, (path) => path.includes('/grams/'));
    expect((await noBuckets.search(query)).at(-1)).toEqual({ status: 'error' });
  });
});
