import { act, render, screen } from '@testing-library/react';
import { loadMeta, loadShard } from '@/components/search/load-search-tiers';
import { SearchResults } from '@/components/search/search-results';
import type { BodyShard } from '@/lib/search/body-shards';
import { buildTiers } from '@/lib/search/build-tiers';
import { makeArticle } from '../fixtures/articles';

jest.mock('@/components/search/load-search-tiers', () => ({
  loadMeta: jest.fn(),
  loadShard: jest.fn(),
}));

// One article per shard (a budget of 1 byte): a tag match, a title match, a body match, no match.
const { meta, shards } = buildTiers(
  [
    makeArticle('tagged', { title: 'Rest days', tags: ['sleep'] }),
    makeArticle('titled', { title: 'Sleep well' }),
    makeArticle('bodied', { title: 'Night shifts', content: 'Protect your SLEEP.' }),
    makeArticle('other', { title: 'Salt' }),
  ],
  1,
);

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: () => void };
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: () => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = () => no(new Error('HTTP 500'));
  });
  return { promise, resolve, reject };
}

let files: Deferred<BodyShard>[] = [];
beforeEach(() => {
  files = shards.map(() => deferred<BodyShard>());
  jest.mocked(loadMeta).mockResolvedValue(meta);
  jest.mocked(loadShard).mockImplementation((index) => files[index]!.promise);
});

const status = () => screen.getByRole('status');
const cards = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const settle = (index: number, fail = false) =>
  act(async () => (fail ? files[index]!.reject() : files[index]!.resolve(shards[index]!)));

describe('the search view', () => {
  it('shows the meta-tier matches, title matches first, while the article text loads', async () => {
    render(<SearchResults query="Sleep" />);
    expect(status()).toHaveTextContent('Searching…');
    expect(
      await screen.findByText('2 results so far for "Sleep", still searching article text…'),
    ).toBe(status());
    expect(cards()).toEqual(['Sleep well', 'Rest days']);
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
    expect(loadShard).toHaveBeenCalledTimes(4);
  });

  it('gives the final count once every shard is searched', async () => {
    render(<SearchResults query="Sleep" />);
    await screen.findByText(/so far/);
    await settle(0);
    await settle(1);
    await settle(3);
    expect(status()).toHaveTextContent('2 results so far for "Sleep"');
    await settle(2);
    expect(status()).toHaveTextContent(/^3 results for "Sleep"$/);
    expect(cards()).toEqual(['Sleep well', 'Rest days', 'Night shifts']);
  });

  it('says "1 result" for one', async () => {
    render(<SearchResults query="night" />);
    await screen.findByText(/so far/);
    for (const index of [0, 1, 2, 3]) await settle(index);
    expect(status()).toHaveTextContent(/^1 result for "night"$/);
  });

  it('says no articles were found only when everything is searched', async () => {
    render(<SearchResults query="zzzxqv" />);
    expect(await screen.findByText(/0 results so far/)).toBeInTheDocument();
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
    for (const index of [0, 1, 2, 3]) await settle(index);
    expect(status()).toHaveTextContent(/^0 results for "zzzxqv"$/);
    expect(screen.getByText('No articles found. Try different keywords.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says search is unavailable when the meta tier cannot be loaded', async () => {
    jest.mocked(loadMeta).mockRejectedValue(new Error('HTTP 500'));
    render(<SearchResults query="Sleep" />);
    expect(await screen.findByText('Search is unavailable right now. Please try again.')).toBe(
      status(),
    );
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
  });

  it('says search is incomplete, with no final count, when a shard fails', async () => {
    render(<SearchResults query="zzzxqv" />);
    await screen.findByText(/so far/);
    for (const index of [0, 1, 3]) await settle(index);
    await settle(2, true);
    expect(status()).toHaveTextContent(
      'Search is incomplete: article text could not be searched. 0 results so far for "zzzxqv". Please try again.',
    );
    expect(screen.queryByText(/No articles found/)).not.toBeInTheDocument();
  });

  it('does not take shards that miss articles of the meta tier (a stale mix) for a full search', async () => {
    const stale: BodyShard = { ids: ['gone'], bodies: ['sleep'] };
    jest
      .mocked(loadShard)
      .mockImplementation((index) => Promise.resolve(index === 2 ? stale : shards[index]!));
    render(<SearchResults query="Sleep" />);
    expect(await screen.findByText(/^Search is incomplete/)).toBe(status());
    expect(cards()).toEqual(['Sleep well', 'Rest days']);
  });
});
