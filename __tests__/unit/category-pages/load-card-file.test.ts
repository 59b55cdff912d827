import type { CardFile } from '@/lib/category-pages/card-file';
import { toCard } from '@/lib/content/card';
import { makeArticle } from '../../fixtures/articles';

const file: CardFile = {
  category: 'nutrition',
  page: 2,
  pages: 2,
  total: 7,
  articles: [toCard(makeArticle('a'))],
};
const fetchMock = jest.spyOn(global, 'fetch');
afterAll(() => {
  fetchMock.mockRestore();
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});

/** A fresh copy of the loader under the given base path (read when lib/site/base-path.mjs loads). */
async function loader(basePath: string) {
  process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  jest.resetModules();
  return (await import('@/components/category/load-card-file')).loadCardFile;
}

describe('loading a page of cards', () => {
  it('fetches the page file under the base path', async () => {
    fetchMock.mockResolvedValue(Response.json(file));
    const loadCardFile = await loader('/health/hub');
    await expect(loadCardFile('nutrition', 2)).resolves.toEqual(file);
    expect(fetchMock).toHaveBeenLastCalledWith('/health/hub/category-cards/nutrition/2.json');
  });

  it('fails on an HTTP error, a file that is not cards, or the cards of another page', async () => {
    const loadCardFile = await loader('');
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    await expect(loadCardFile('nutrition', 2)).rejects.toThrow('HTTP 404');
    fetchMock.mockResolvedValue(Response.json({ shards: 1, articles: [] }));
    await expect(loadCardFile('nutrition', 2)).rejects.toThrow('not the cards of page 2');
    fetchMock.mockImplementation(async () => Response.json(file));
    await expect(loadCardFile('nutrition', 1)).rejects.toThrow('not the cards of page 1');
    await expect(loadCardFile('fitness', 2)).rejects.toThrow('of fitness');
    expect(fetchMock).toHaveBeenLastCalledWith('/category-cards/fitness/2.json');
  });
});
