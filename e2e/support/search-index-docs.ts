/** One article's document in the search index: its card fields and its readable text. */
export type IndexDoc = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  text: string;
  date: string;
};

/**
 * Every document of the search index as the site at `baseURL` serves it, in list order. Fetched
 * with Node's fetch: Playwright's request context took 10 s for the 150 documents of the scale
 * build, fetch half a second.
 */
export async function indexDocuments(baseURL: string): Promise<IndexDoc[]> {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, baseURL));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const { version, articles } = (await get('/search-index/manifest.json')) as {
    version: string;
    articles: number;
  };
  return Promise.all(
    Array.from(
      { length: articles },
      (_, n) => get(`/search-index/${version}/docs/${n}.json`) as Promise<IndexDoc>,
    ),
  );
}
