import { isBucket, isManifest } from '@/lib/search/guards';
import { bucketJson, buildSearchIndex } from '@/lib/search/search-index';
import { makeArticle } from '../../fixtures/articles';

const index = buildSearchIndex([makeArticle('a'), makeArticle('b')]);
const { manifest } = index;
const buckets = [JSON.parse(bucketJson(index, 0)) as unknown];
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A fresh copy of the loader (its cache is per page load) under the given base path. */
async function loader(basePath: string) {
  process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  jest.resetModules();
  return import('@/components/search/load-search-index');
}

const fetchMock = jest.spyOn(global, 'fetch');
beforeEach(() => fetchMock.mockReset());
afterAll(() => {
  fetchMock.mockRestore();
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});

const bucket = `/search-index/${manifest.version}/grams/0.json`;

describe('loading the search index', () => {
  it('revalidates the manifest for every search and fetches each versioned file once, under the base path', async () => {
    fetchMock.mockImplementation((url) =>
      answer(String(url).endsWith('manifest.json') ? manifest : buckets[0]),
    );
    const { loadManifest, loadIndexFile } = await loader('/healthhub');
    await expect(loadManifest()).resolves.toEqual(manifest);
    await expect(loadManifest()).resolves.toEqual(manifest);
    await expect(loadIndexFile(bucket, isBucket)).resolves.toEqual(buckets[0]);
    await expect(loadIndexFile(bucket, isBucket)).resolves.toEqual(buckets[0]);
    expect(fetchMock.mock.calls).toEqual([
      ['/healthhub/search-index/manifest.json', { cache: 'no-cache' }],
      ['/healthhub/search-index/manifest.json', { cache: 'no-cache' }],
      [`/healthhub${bucket}`, undefined],
    ]);
  });

  it('fails on an HTTP error or a file that is not the index, and tries again next time', async () => {
    const { loadIndexFile } = await loader('');
    fetchMock.mockImplementationOnce(() => answer({}, 404));
    await expect(loadIndexFile(bucket, isBucket)).rejects.toThrow('HTTP 404');
    fetchMock.mockImplementationOnce(() => answer({ heart: ['x'] }));
    await expect(loadIndexFile('/search-index/v/grams/1.json', isBucket)).rejects.toThrow(
      'not the search index of this site',
    );
    fetchMock.mockImplementation(() => answer(buckets[0]));
    await expect(loadIndexFile(bucket, isBucket)).resolves.toEqual(buckets[0]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('takes a manifest only with a version and positive dimensions', () => {
    expect(isManifest(manifest)).toBe(true);
    for (const broken of [
      { ...manifest, version: '../x' },
      { ...manifest, buckets: 0 },
      { ...manifest, articles: -1 },
      { ...manifest, cardsPerFile: 1.5 },
      null,
      [],
    ])
      expect(isManifest(broken)).toBe(false);
  });
});
