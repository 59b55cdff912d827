import type { APIRequestContext } from '@playwright/test';

/** One article's document in the search index: its card fields and its readable text. */
export type IndexDoc = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  text: string;
};

/** Every document of the search index as the site serves it, in list order. */
export async function indexDocuments(request: APIRequestContext): Promise<IndexDoc[]> {
  const { version, articles } = (await (
    await request.get('/search-index/manifest.json')
  ).json()) as {
    version: string;
    articles: number;
  };
  return Promise.all(
    Array.from(
      { length: articles },
      async (_, n) =>
        (await (await request.get(`/search-index/${version}/docs/${n}.json`)).json()) as IndexDoc,
    ),
  );
}
