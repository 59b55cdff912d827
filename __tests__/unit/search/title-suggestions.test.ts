import { isTitles } from '@/lib/search/guards';
import { indexFiles } from '@/lib/search/index-files';
import { buildSearchIndex } from '@/lib/search/search-index';
import { makeArticle } from '../../fixtures/articles';

const index = buildSearchIndex([makeArticle('sleep-basics'), makeArticle('migraine-triggers')]);
const { manifest } = index;
const titlesFile = `/search-index/${manifest.version}/titles.json`;
const files = new Map(indexFiles(index));
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const fetchMock = jest.spyOn(global, 'fetch');
beforeEach(() => fetchMock.mockReset());
afterAll(() => fetchMock.mockRestore());

/** A fresh copy of the module (its titles are kept per page load). */
async function suggestions() {
  jest.resetModules();
  return import('@/components/search/load-title-suggestions');
}
const serveIndex = () =>
  fetchMock.mockImplementation((url) => {
    const file = files.get(String(url));
    return file === undefined ? answer({}, 404) : answer(JSON.parse(file));
  });

describe('the titles file and the suggestions it feeds', () => {
  it('is written with the index, under its version: every article id and title in list order', () => {
    const titles = JSON.parse(files.get(titlesFile)!) as unknown;
    expect(isTitles(titles)).toBe(true);
    expect(titles).toEqual(index.docs.map((doc) => [doc.id, doc.title]));
    expect([...files.keys()].at(-1)).toBe('/search-index/manifest.json');
  });

  it('fetches the manifest and the titles once per page load, and nothing else', async () => {
    serveIndex();
    const { suggestionsFor } = await suggestions();
    const title = index.docs[1]!.title;
    await expect(suggestionsFor(title.slice(0, 6))).resolves.toContainEqual([
      'migraine-triggers',
      title,
    ]);
    await suggestionsFor('zzzz');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/search-index/manifest.json',
      titlesFile,
    ]);
  });

  it('suggests nothing while the titles cannot be fetched, and tries again', async () => {
    const { suggestionsFor } = await suggestions();
    fetchMock.mockImplementation(() => answer({}, 503));
    await expect(suggestionsFor('sleep')).resolves.toEqual([]);
    serveIndex();
    await expect(suggestionsFor(index.docs[0]!.title)).resolves.toHaveLength(1);
  });

  it('suggests nothing from a titles file that is not the index', async () => {
    const { suggestionsFor } = await suggestions();
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('titles.json') ? answer([['only-an-id']]) : answer(manifest),
    );
    await expect(suggestionsFor(index.docs[0]!.title)).resolves.toEqual([]);
  });
});
