/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { loadIndexFile, loadManifest } from '@/components/search/load-search-index';
import { SearchResults } from '@/components/search/search-results';
import { indexFiles } from '@/lib/search/index-files';
import { MANIFEST_PATH } from '@/lib/search/paths';
import { BODY_RANKED_UP_TO } from '@/lib/search/run-search';
import { buildSearchIndex } from '@/lib/search/search-index';
import type { Article } from '@/lib/content';
import { makeArticle } from '../../fixtures/articles';

jest.mock('@/components/search/load-search-index', () => ({
  loadManifest: jest.fn(),
  loadIndexFile: jest.fn(),
}));

// A tag match, a title match, a text match, no match: each one document of its own to fetch.
const fourArticles = [
  makeArticle('tagged', { title: 'Rest days', tags: ['sleep'] }),
  makeArticle('titled', { title: 'Sleep well' }),
  makeArticle('bodied', { title: 'Night shifts', content: 'Protect your SLEEP.' }),
  makeArticle('other', { title: 'Salt' }),
];
const filesOf = (articles: Article[]) => new Map(indexFiles(buildSearchIndex(articles)));
let files = filesOf(fourArticles);
const json = (path: string): unknown => JSON.parse(files.get(path) ?? 'null');

type Deferred = { promise: Promise<unknown>; resolve: () => void; reject: () => void };
let documents = new Map<string, Deferred>();
/** The document files of the search so far, in the order asked for, each settled by the test. */
function deferredFile(path: string): Promise<unknown> {
  let resolve = () => {};
  let reject = () => {};
  const promise = new Promise<unknown>((yes, no) => {
    resolve = () => yes(json(path));
    reject = () => no(new Error('HTTP 500'));
  });
  documents.set(path, { promise, resolve, reject });
  return promise;
}

beforeEach(() => {
  documents = new Map();
  jest.mocked(loadManifest).mockImplementation(() => Promise.resolve(json(MANIFEST_PATH)));
  jest.mocked(loadIndexFile).mockImplementation(async (path, valid) => {
    const value = path.includes('/grams/') ? json(path) : await deferredFile(path);
    if (!valid(value)) throw new Error(`${path}: not the search index`);
    return value;
  });
});

const status = () => screen.getByRole('status');
const cards = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const settle = (index: number, fail = false) =>
  act(async () => {
    const file = [...documents.values()][index]!;
    if (fail) file.reject();
    else file.resolve();
  });
const askedFor = () => screen.findByText(/so far/);

describe('the search view', () => {
  it('shows matches as their documents arrive, title matches first, then the final count', async () => {
    render(<SearchResults query="Sleep" />);
    expect(status()).toHaveTextContent('Searching…');
    expect(await askedFor()).toHaveTextContent('0 results so far for "Sleep"');
    // The first document alone, then the others together.
    expect(documents.size).toBe(1);
    await settle(0);
    expect(documents.size).toBe(3);
    await settle(2);
    expect(
      await screen.findByText('2 results so far for "Sleep", still searching article text…'),
    ).toBe(status());
    expect(cards()).toEqual(['Rest days', 'Night shifts']);
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
    await settle(1);
    expect(status()).toHaveTextContent(/^3 results for "Sleep"$/);
    expect(cards()).toEqual(['Sleep well', 'Rest days', 'Night shifts']);
  });

  it('says "1 result" for one', async () => {
    render(<SearchResults query="night" />);
    await askedFor();
    await settle(0);
    expect(status()).toHaveTextContent(/^1 result for "night"$/);
  });

  it('says no articles were found when no article holds the query, fetching no document', async () => {
    render(<SearchResults query="zzzxqv" />);
    expect(await screen.findByText(/^0 results for "zzzxqv"$/)).toBe(status());
    expect(screen.getByText('No articles found. Try different keywords.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    // No article's document: the help under the sentence reads the titles and terms alone.
    expect([...documents.keys()].filter((path) => /\/(docs|blocks|cards)\//.test(path))).toEqual(
      [],
    );
  });

  it('never leaves a reader at a dead end: did you mean, the topics hub, and titles that are not results', async () => {
    render(<SearchResults query="slep" />);
    expect(await screen.findByText(/^0 results for "slep"$/)).toBe(status());
    expect(
      await screen.findByRole('link', { name: 'See all health topics, A to Z' }),
    ).toHaveAttribute('href', '/topics');
    for (const file of documents.values()) await act(async () => file.resolve());
    const suggestion = await screen.findByRole('link', { name: 'sleep' });
    expect(suggestion.closest('p')).toHaveTextContent(/^Did you mean sleep\?$/);
    expect(suggestion).toHaveAttribute('href', '/?q=sleep');
    const start = screen.getByRole('region', { name: 'Or start with one of these articles' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Rest days', 'Sleep well', 'Night shifts', 'Salt']);
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(cards()).toEqual(['Or start with one of these articles']);
  });

  it('keeps the topics hub link when the help cannot be loaded', async () => {
    render(<SearchResults query="slep" />);
    await screen.findByText(/^0 results for "slep"$/);
    expect(
      await screen.findByRole('link', { name: 'See all health topics, A to Z' }),
    ).toBeVisible();
    for (const file of documents.values()) await act(async () => file.reject());
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all health topics, A to Z' })).toBeVisible();
  });

  it('says search is unavailable when the manifest cannot be loaded', async () => {
    jest.mocked(loadManifest).mockRejectedValue(new Error('HTTP 500'));
    render(<SearchResults query="Sleep" />);
    expect(await screen.findByText('Search is unavailable right now. Please try again.')).toBe(
      status(),
    );
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
  });

  it('says search is incomplete, with no final count, when a document fails', async () => {
    render(<SearchResults query="Sleep" />);
    await askedFor();
    await settle(0);
    await settle(1);
    await settle(2, true);
    expect(status()).toHaveTextContent(
      'Search is incomplete: article text could not be searched. 2 results so far for "Sleep". Please try again.',
    );
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
  });

  it('does not search the files of another build (a deployment during the search)', async () => {
    const manifest = json(MANIFEST_PATH) as { version: string };
    jest.mocked(loadManifest).mockResolvedValue({ ...manifest, version: `${manifest.version}0` });
    render(<SearchResults query="Sleep" />);
    expect(await screen.findByText('Search is unavailable right now. Please try again.')).toBe(
      status(),
    );
  });

  it('marks the query in place, or shows a passage of the body around it, and links to the article with the query', async () => {
    render(<SearchResults query="Sleep" />);
    await askedFor();
    for (const index of [0, 1, 2]) await settle(index);
    const card = (title: string) =>
      screen.getByRole('heading', { level: 2, name: title }).closest('article')!;
    // In the title: marked there; every link carries the query as typed, for the article to mark.
    expect(card('Sleep well').querySelector('h2 mark')).toHaveTextContent(/^Sleep$/);
    expect(card('Sleep well').querySelector('a')).toHaveAttribute(
      'href',
      '/blog/titled#search=Sleep',
    );
    // In the body alone: a passage with the match marked.
    const passage = card('Night shifts').querySelector('p.border-l-2');
    expect(passage).toHaveTextContent('Protect your SLEEP.');
    expect(passage!.querySelector('mark')).toHaveTextContent(/^SLEEP$/);
    expect(card('Night shifts').querySelector('a')).toHaveAttribute(
      'href',
      '/blog/bodied#search=Sleep',
    );
    // In a tag alone: no passage.
    expect(card('Rest days').querySelector('p.border-l-2')).toBeNull();
    expect(card('Rest days').querySelector('a')).toHaveAttribute(
      'href',
      '/blog/tagged#search=Sleep',
    );
  });

  it('fetches the document of a card answered from card files alone once it nears the screen', async () => {
    // A four-letter query matching more articles than are ranked by their text.
    const many = BODY_RANKED_UP_TO + 1;
    files = filesOf(
      Array.from({ length: many }, (_, i) =>
        makeArticle(`night-${i}`, { title: `Night ${i}`, content: 'Protect your SLEEP.' }),
      ),
    );
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    class Observer {
      constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: Observer });
    render(<SearchResults query="prot" />);
    await askedFor();
    for (let file = 0; documents.size > file; file += 1) await settle(file); // the card files
    expect(await screen.findByText(`${many} results for "prot"`)).toBe(status());
    expect(observers).toHaveLength(many);
    const cardFiles = documents.size;
    expect([...documents.keys()].every((path) => path.includes('/cards/'))).toBe(true);
    await act(async () => observers[0]!([{ isIntersecting: true }]));
    expect(documents.size).toBe(cardFiles + 1);
    await settle(cardFiles);
    const mark = await screen.findByText('Prot', { selector: 'mark' });
    expect(mark.closest('p')).toHaveTextContent('Protect your SLEEP.');
    Object.assign(window, { IntersectionObserver: undefined });
    files = filesOf(fourArticles);
  });
});
