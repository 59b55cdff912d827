/** @jest-environment node */
import { getCorpus, inListOrder, matches, normaliseQuery, type Article } from '@/lib/content';
import type { BodyShard } from '@/lib/search/body-shards';
import { buildTiers } from '@/lib/search/build-tiers';
import { searchTiers } from '@/lib/search/engine';
import { random } from '../helpers/random';
import { generatedCorpus, generatedQueries } from '../helpers/search-corpus';

/** The matching rule (docs/PRODUCT.md) by brute force: every match by `matches`, title matches first, list order kept. */
function oracle(articles: readonly Article[], query: string): string[] {
  const hits = articles.filter((a) => matches(a, query));
  const inTitle = (a: Article) => a.title.toLowerCase().includes(normaliseQuery(query));
  return [...hits.filter(inTitle), ...hits.filter((a) => !inTitle(a))].map((a) => a.id);
}

/** The tiers as the browser gets them: through JSON. */
const asFetched = <T>(value: T): T => JSON.parse(JSON.stringify(value));

const isSubsequence = (part: string[], whole: string[]) => {
  let at = 0;
  return part.every((id) => (at = whole.indexOf(id, at) + 1) > 0);
};

describe.each([
  ['the real corpus', inListOrder(getCorpus().articles), undefined],
  ['a generated corpus of 300 articles', generatedCorpus(300), 6 * 1024],
])('search over the tiers of %s', (_name, articles, budget) => {
  const { meta, shards } = asFetched(buildTiers(articles, budget));
  const queries = generatedQueries(articles, 300);
  const pickShards = random(3);

  it('is cut into shards and asked a few hundred varied queries, some matching nothing', () => {
    expect(shards.length).toBeGreaterThan(budget ? 10 : 0);
    expect(queries.length).toBeGreaterThanOrEqual(300);
    expect(queries.filter((q) => oracle(articles, q).length === 0).length).toBeGreaterThan(3);
  });

  it('finds exactly what the rule finds, title matches first, in list order', () => {
    for (const query of queries) {
      const final = searchTiers(meta, shards, query);
      expect(final.complete).toBe(true);
      expect({ query, ids: final.results.map((e) => e.id) }).toEqual({
        query,
        ids: oracle(articles, query),
      });
    }
  });

  it('shows a subset in the same relative order before the bodies are in', () => {
    for (const query of queries) {
      const some: BodyShard[] = shards.filter(() => pickShards() < 0.5);
      const expected = oracle(articles, query);
      for (const loaded of [[], some]) {
        const partial = searchTiers(meta, loaded, query);
        const ids = partial.results.map((e) => e.id);
        expect({ query, subset: isSubsequence(ids, expected) }).toEqual({ query, subset: true });
        if (loaded.length < shards.length) expect(partial.complete).toBe(false);
      }
    }
  });
});

describe('search over the tiers of a generated corpus', () => {
  const articles = generatedCorpus(300);
  const { meta, shards } = asFetched(buildTiers(articles, 6 * 1024));

  it.each([
    ['only a body', 'BodyOnly11x', [], ['gen-011']],
    ['only a tag', ' tagonly13x ', ['gen-013'], ['gen-013']],
    ['only the category', 'CATONLY37x', ['gen-037'], ['gen-037']],
  ])(
    'finds what %s holds: after the shards, or at once from the meta tier',
    (_, query, early, final) => {
      expect(searchTiers(meta, [], query).results.map((e) => e.id)).toEqual(early);
      expect(searchTiers(meta, shards, query).results.map((e) => e.id)).toEqual(final);
    },
  );
});
