/** @jest-environment node */
import { buildTiers } from '@/lib/search/build-tiers';
import { makeArticle } from '../fixtures/articles';

const { meta, shards } = buildTiers([makeArticle('a'), makeArticle('b')], 1);
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A fresh copy of the loader (its cache is per page load) under the given base path. */
async function loader(basePath: string) {
  process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  jest.resetModules();
  return import('@/components/search/load-search-tiers');
}

const fetchMock = jest.spyOn(global, 'fetch');
beforeEach(() => fetchMock.mockReset());
afterAll(() => {
  fetchMock.mockRestore();
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});

describe('loading the search tiers', () => {
  it('fetches each file once, under the base path', async () => {
    fetchMock.mockImplementation((url) => {
      const shard = String(url).match(/body-(\d+)\.json$/)?.[1];
      return answer(shard === undefined ? meta : shards[Number(shard)]);
    });
    const { loadMeta, loadShard } = await loader('/healthhub');
    await expect(loadMeta()).resolves.toEqual(meta);
    await expect(loadMeta()).resolves.toEqual(meta);
    await expect(loadShard(1)).resolves.toEqual(shards[1]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/healthhub/search-index/meta.json',
      '/healthhub/search-index/body-1.json',
    ]);
  });

  it('fails on an HTTP error or a file that is not search data, and tries again next time', async () => {
    const { loadMeta, loadShard } = await loader('');
    fetchMock.mockImplementationOnce(() => answer({}, 404));
    await expect(loadMeta()).rejects.toThrow('HTTP 404');
    fetchMock.mockImplementationOnce(() => answer({ ids: ['a'] }));
    await expect(loadShard(0)).rejects.toThrow('not the search data of this site');
    fetchMock.mockImplementation(() => answer(meta));
    await expect(loadMeta()).resolves.toEqual(meta);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/search-index/meta.json',
      '/search-index/body-0.json',
      '/search-index/meta.json',
    ]);
  });
});
