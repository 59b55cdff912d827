/** @jest-environment jsdom */
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryGrid } from '@/components/category/category-grid';
import { PostCard } from '@/components/posts/post-card';
import type { CardFile } from '@/lib/category-pages/card-file';
import { toCard } from '@/lib/content/card';
import { pageCount, pageItems } from '@/lib/category-pages/paging';
import { makeArticle } from '../../fixtures/articles';

/** A category of `total` articles, 'Nutrition 1'..'Nutrition {total}' in list order. */
function category(slug: string, total: number) {
  const articles = Array.from({ length: total }, (_, i) =>
    makeArticle(`${slug}-${i + 1}`, { title: `${slug} ${i + 1}` }),
  );
  const file = (page: number): CardFile => ({
    category: slug,
    page,
    pages: pageCount(total),
    total,
    articles: pageItems(articles, page).map(toCard),
  });
  return { articles, file, pages: pageCount(total) };
}

// A shared machine can be slow to load the card component the first time.
configure({ asyncUtilTimeout: 5000 });

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const json = (body: unknown, status = 200): Answer => ({
  ok: status < 400,
  status,
  json: async () => body,
});
const fetchMock = jest.fn<Promise<Answer>, [string]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

/** Serves every card file of the categories given from `/category-cards/{slug}/{page}.json`. */
function serve(...categories: ReturnType<typeof category>[]) {
  fetchMock.mockImplementation(async (url) => {
    const [, slug, page] = /^\/category-cards\/([^/]+)\/(\d+)\.json$/.exec(url) ?? [];
    const found = categories.find((c) => c.file(1).category === slug);
    return found && Number(page) <= found.pages
      ? json(found.file(Number(page)))
      : json('Not found', 404);
  });
}

function renderGrid(slug: string, total: number, page = 1) {
  const c = category(slug, total);
  const view = render(
    <CategoryGrid key={`${slug}/${page}`} slug={slug} page={page} pages={c.pages} total={total}>
      {pageItems(c.articles, page).map((article) => (
        <PostCard key={article.id} article={article} headingLevel={2} />
      ))}
    </CategoryGrid>,
  );
  return { ...c, ...view };
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const button = () => screen.queryByRole('button', { name: /Load More Articles|Loading/ });
const press = () => userEvent.click(button()!);
const pageLinks = () => screen.getByRole('navigation', { name: 'Pages' });
const nextLink = () => within(pageLinks()).queryByRole('link', { name: 'Next' });
const requested = () => fetchMock.mock.calls.map(([url]) => url);

describe('the category grid: Load More from the static card files', () => {
  it('shows 6, then 6 more per press from the next file, and no button once all are shown', async () => {
    const { articles, file } = renderGrid('nutrition', 20);
    serve(category('nutrition', 20));
    expect(titles()).toEqual(articles.slice(0, 6).map((a) => a.title));
    for (let presses = 1; presses <= 3; presses += 1) {
      await press();
      await screen.findByText(`nutrition ${Math.min(6 * (presses + 1), 20)}`);
      expect(titles()).toEqual(articles.slice(0, (presses + 1) * 6).map((a) => a.title));
      expect(requested().at(-1)).toBe(`/category-cards/nutrition/${presses + 1}.json`);
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(file(4).articles).toHaveLength(2);
    expect(button()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles 1–20 of 20');
    expect(nextLink()).not.toBeInTheDocument();
  });

  it('renders the added cards as the page renders its own: links, images and meta', async () => {
    const { articles } = renderGrid('nutrition', 8);
    serve(category('nutrition', 8));
    await press();
    const added = await screen.findByRole('link', { name: 'nutrition 7' });
    expect(added).toHaveAttribute('href', `/blog/${articles[6]!.id}`);
    const card = added.closest('article')!;
    expect(within(card).getByRole('img')).toHaveAttribute('alt', articles[6]!.imageAlt);
    expect(within(card).getByText('Jan 1, 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('moves focus to the link of the first new card', async () => {
    renderGrid('nutrition', 14);
    serve(category('nutrition', 14));
    await press();
    await screen.findByText('nutrition 7');
    expect(screen.getByRole('link', { name: 'nutrition 7' })).toHaveFocus();
    await press();
    await screen.findByText('nutrition 13');
    expect(screen.getByRole('link', { name: 'nutrition 13' })).toHaveFocus();
  });

  it('says it is loading, and ignores more presses until the file is in', async () => {
    renderGrid('nutrition', 14);
    let release: (answer: Answer) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    await press();
    expect(button()).toHaveTextContent('Loading more articles…');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('aria-busy', 'true');
    await press();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => release(json(category('nutrition', 14).file(2))));
    expect(button()).toHaveTextContent('Load More Articles');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(titles()).toHaveLength(12);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the file is missing', async () => json('Not found', 404)],
    [
      'the file is not JSON',
      async () => ({
        ...json(null),
        json: () => Promise.reject(new SyntaxError('Unexpected token <')),
      }),
    ],
    [
      'the file is malformed',
      async () => json({ category: 'nutrition', page: 2, articles: 'none' }),
    ],
    ['the file is another page', async () => json(category('nutrition', 20).file(3))],
    ['the file is another category', async () => json(category('fitness', 20).file(2))],
  ])(
    'when %s: says so, keeps what is shown, offers the next page, and can try again',
    async (_, fail) => {
      const { articles } = renderGrid('nutrition', 20);
      fetchMock.mockImplementation(fail as () => Promise<Answer>);
      await press();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Could not load more articles. Check your connection and try again, or go to the next page.',
      );
      expect(within(alert).getByRole('link', { name: 'go to the next page' })).toHaveAttribute(
        'href',
        '/category/nutrition/page/2',
      );
      expect(nextLink()).toHaveAttribute('href', '/category/nutrition/page/2');
      expect(titles()).toEqual(articles.slice(0, 6).map((a) => a.title));
      expect(screen.getByRole('status')).toHaveTextContent('Showing articles 1–6 of 20');
      expect(button()).toHaveTextContent('Load More Articles');

      serve(category('nutrition', 20));
      await press();
      await screen.findByText('nutrition 12');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(requested().at(-1)).toBe('/category-cards/nutrition/2.json');
    },
  );

  it('points Next at the page after the last one shown, and keeps page 1 current', async () => {
    renderGrid('nutrition', 40);
    serve(category('nutrition', 40));
    const names = () =>
      within(pageLinks())
        .getAllByRole('link')
        .map((link) => link.textContent);
    // Seven pages: the first, its neighbour, a gap (hidden from screen readers), the last, Next.
    expect(names()).toEqual(['Page 1', 'Page 2', 'Page 7', 'Next']);
    expect(within(pageLinks()).getByText('…')).toHaveAttribute('aria-hidden', 'true');
    expect(nextLink()).toHaveAttribute('href', '/category/nutrition/page/2');
    await press();
    await screen.findByText('nutrition 12');
    expect(nextLink()).toHaveAttribute('href', '/category/nutrition/page/3');
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles 1–12 of 40');
    const current = within(pageLinks()).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Page 1');
    expect(current).toHaveAttribute('href', '/category/nutrition');
    expect(within(pageLinks()).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('on a numbered page, loads from the page after it and links back with Previous', async () => {
    const { articles } = renderGrid('nutrition', 20, 2);
    serve(category('nutrition', 20));
    expect(titles()).toEqual(articles.slice(6, 12).map((a) => a.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles 7–12 of 20');
    expect(within(pageLinks()).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/category/nutrition',
    );
    expect(within(pageLinks()).getByRole('link', { current: 'page' })).toHaveAccessibleName(
      'Page 2',
    );
    await press();
    await screen.findByText('nutrition 18');
    expect(requested()).toEqual(['/category-cards/nutrition/3.json']);
    expect(titles()).toEqual(articles.slice(6, 18).map((a) => a.title));
  });

  it('starts again at its first page when the category changes', async () => {
    const nutrition = category('nutrition', 14);
    const fitness = category('fitness', 14);
    serve(nutrition, fitness);
    const { rerender } = renderGrid('nutrition', 14);
    await press();
    await screen.findByText('nutrition 12');
    rerender(
      <CategoryGrid key="fitness/1" slug="fitness" page={1} pages={3} total={14}>
        {pageItems(fitness.articles, 1).map((a) => (
          <PostCard key={a.id} article={a} headingLevel={2} />
        ))}
      </CategoryGrid>,
    );
    expect(titles()).toEqual(fitness.articles.slice(0, 6).map((a) => a.title));
    await press();
    await screen.findByText('fitness 12');
    expect(requested().at(-1)).toBe('/category-cards/fitness/2.json');
  });

  it('has no button, count or page links when the category fits on one page', () => {
    renderGrid('neurology', 6);
    expect(titles()).toHaveLength(6);
    expect(button()).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
