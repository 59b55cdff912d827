/** @jest-environment node */
import { cutShards, utf8Length } from '@/lib/search/body-shards';
import { buildTiers } from '@/lib/search/build-tiers';
import { isBodyShard, isMetaTier } from '@/lib/search/guards';
import { META_PATH, shardFile, shardIndex, shardPath } from '@/lib/search/paths';
import { makeArticle } from '../fixtures/articles';
import { generatedCorpus } from '../helpers/search-corpus';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('cutting the bodies into shards', () => {
  const articles = generatedCorpus(200);

  it.each([2_000, 6_000, 50_000, 10_000_000])(
    'keeps every shard within a budget of %i bytes, each article once, in list order',
    (budget) => {
      const shards = cutShards(articles, budget);
      for (const shard of shards) {
        expect(shard.ids.length).toBeGreaterThan(0);
        if (shard.ids.length > 1) expect(bytes(shard)).toBeLessThanOrEqual(budget);
      }
      expect(shards.flatMap((s) => s.ids)).toEqual(articles.map((a) => a.id));
      expect(shards.flatMap((s) => s.bodies)).toEqual(articles.map((a) => a.content.toLowerCase()));
    },
  );

  it('fills shards close to the budget rather than cutting early', () => {
    const shards = cutShards(articles, 6_000);
    const sizes = shards.slice(0, -1).map(bytes);
    expect(Math.min(...sizes)).toBeGreaterThan(6_000 * 0.8);
  });

  it('gives an article larger than the budget a shard of its own', () => {
    const big = makeArticle('big', { content: 'x'.repeat(5_000) });
    const shards = cutShards([makeArticle('a'), big, makeArticle('b')], 1_000);
    expect(shards.map((s) => s.ids)).toEqual([['a'], ['big'], ['b']]);
  });

  it('counts bytes as UTF-8, escapes included', () => {
    for (const text of ['plain', 'café ñ ü', 'emoji 🫀', 'quote " and \\ and \n', 'e\u0301']) {
      expect(utf8Length(JSON.stringify(text))).toBe(bytes(text));
    }
    const accented = Array.from({ length: 20 }, (_, i) =>
      makeArticle(`a${i}`, { content: 'é🫀"\n'.repeat(40 + i) }),
    );
    for (const shard of cutShards(accented, 2_000)) {
      if (shard.ids.length > 1) expect(bytes(shard)).toBeLessThanOrEqual(2_000);
    }
  });

  it('makes no shard for no articles', () => {
    expect(cutShards([])).toEqual([]);
  });
});

describe('the tiers', () => {
  it('hold the card fields in the meta tier and the bodies only in the shards', () => {
    const draft = makeArticle('d', { draft: true, content: 'secret body' });
    const { meta, shards } = buildTiers([makeArticle('a'), draft]);
    expect(meta.shards).toBe(shards.length);
    expect(Object.keys(meta.articles[0] ?? {}).sort()).toEqual([
      'author',
      'category',
      'date',
      'excerpt',
      'id',
      'image',
      'imageAlt',
      'readTime',
      'tags',
      'title',
    ]);
    expect(meta.articles[1]?.draft).toBe(true);
    expect(JSON.stringify(meta)).not.toMatch(/secret body|Body of a/);
    expect(isMetaTier(JSON.parse(JSON.stringify(meta)))).toBe(true);
    expect(shards.every(isBodyShard)).toBe(true);
  });

  it('reject files that are not this site’s search data', () => {
    expect(isMetaTier([])).toBe(false);
    expect(isMetaTier({ shards: 1, articles: [{ id: 'a' }] })).toBe(false);
    expect(isBodyShard({ ids: ['a'], bodies: [] })).toBe(false);
    expect(isBodyShard({ ids: ['a'], bodies: [1] })).toBe(false);
  });

  it('are published under /search-index/', () => {
    expect(META_PATH).toBe('/search-index/meta.json');
    expect(shardPath(12)).toBe('/search-index/body-12.json');
    expect(shardIndex(shardFile(12))).toBe(12);
    for (const file of ['body-01.json', 'body-1.js', 'meta.json', 'body-.json']) {
      expect(shardIndex(file)).toBeUndefined();
    }
  });
});
