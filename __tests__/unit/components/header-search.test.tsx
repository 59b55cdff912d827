/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, SEARCH_PLACEHOLDER } from '@/components/layout/header-search';
import { suggestTitles, type TitleEntry } from '@/lib/search/title-suggestions';

const TITLES: TitleEntry[] = [
  ['sleep-stress', 'Sleep and stress'],
  ['migraine-basics', 'Migraine basics'],
  ['sleep-apnoea', 'Sleep apnoea'],
  ['migraine-triggers', 'Migraine triggers'],
  ['teen-sleep', 'Teenagers and sleep'],
  ['sleepless', 'Sleepless nights'],
  ['sleep-diet', 'Sleep and diet'],
];
/** The suggestions module (loaded lazily by the box), answering from TITLES. */
const titleLoads = jest.fn((query: string) => Promise.resolve(suggestTitles(TITLES, query)));
jest.mock('@/components/search/load-title-suggestions', () => ({
  suggestionsFor: (query: string) => titleLoads(query),
}));

const push = jest.fn();
let params = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => params,
}));

beforeEach(() => {
  push.mockClear();
  titleLoads.mockClear();
  params = new URLSearchParams();
});

describe('the header search box', () => {
  it('has its placeholder and a label', () => {
    render(<SearchBox />);
    expect(screen.getByRole('combobox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      SEARCH_PLACEHOLDER,
    );
    expect(SEARCH_PLACEHOLDER).toBe('Search articles, topics, tags...');
  });

  it('goes to /?q= with the trimmed, URL-encoded text', async () => {
    render(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox'), '  sleep & stress {enter}');
    expect(push).toHaveBeenCalledWith('/?q=sleep%20%26%20stress');
  });

  it('does nothing when the text is empty or blank', async () => {
    render(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox'), '   {enter}');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the current query', () => {
    params = new URLSearchParams('q=migraine');
    render(<SearchBox />);
    expect(screen.getByRole('combobox')).toHaveValue('migraine');
  });

  it('shows the new query when the URL changes, and clears when it has none', () => {
    params = new URLSearchParams('q=sleep');
    const { rerender } = render(<SearchBox />);
    params = new URLSearchParams('q=stress');
    rerender(<SearchBox />);
    expect(screen.getByRole('combobox')).toHaveValue('stress');
    params = new URLSearchParams();
    rerender(<SearchBox />);
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('keeps text typed into the box while the URL has no query', async () => {
    const { rerender } = render(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox'), 'diab');
    rerender(<SearchBox />);
    expect(screen.getByRole('combobox')).toHaveValue('diab');
  });
});

describe('the header search box suggests titles (an ARIA combobox)', () => {
  const box = () => screen.getByRole('combobox', { name: 'Search articles' });
  const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
  const chosen = () =>
    screen.queryAllByRole('option', { selected: true }).map((o) => o.textContent);

  it('is a combobox that controls a listbox, closed until the reader types', () => {
    render(<SearchBox />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    const list = document.getElementById(box().getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
  });

  it('shows up to five titles holding the text, the text marked, and says how many', async () => {
    render(<SearchBox />);
    await userEvent.type(box(), 'sle');
    await waitFor(() => expect(options()).toHaveLength(5));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(options()[0]).toBe('Sleep and stress');
    expect(screen.getAllByRole('option')[0]!.querySelector('mark')).toHaveTextContent('Sle');
    expect(screen.getByRole('status')).toHaveTextContent('5 titles suggested');
    expect(titleLoads).toHaveBeenLastCalledWith('sle');
  });

  it('moves with Down and Up (through the typed text and round), and Enter opens the chosen article', async () => {
    render(<SearchBox />);
    await userEvent.type(box(), 'migr');
    await waitFor(() => expect(options()).toEqual(['Migraine basics', 'Migraine triggers']));
    expect(chosen()).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    expect(chosen()).toEqual(['Migraine basics']);
    const first = screen.getAllByRole('option')[0]!;
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(chosen()).toEqual(['Migraine triggers']);
    await userEvent.keyboard('{ArrowDown}');
    expect(chosen()).toEqual([]);
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(chosen()).toEqual(['Migraine triggers']);
    await userEvent.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/blog/migraine-triggers');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('');
  });

  it('runs the full search on Enter when no title is chosen', async () => {
    render(<SearchBox />);
    await userEvent.type(box(), 'migr');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/?q=migr');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves keys to an input method while it composes text', async () => {
    render(<SearchBox />);
    await userEvent.type(box(), 'migr');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}');
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box(), { key: 'ArrowDown', isComposing: true });
    expect(push).not.toHaveBeenCalled();
    expect(chosen()).toEqual(['Migraine basics']);
  });

  it('closes on Escape, keeping the text, and Down opens it again', async () => {
    render(<SearchBox />);
    await userEvent.type(box(), 'migr');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('migr');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(chosen()).toEqual(['Migraine basics']);
  });

  it('opens a title that is clicked, and closes when the box loses focus', async () => {
    render(
      <>
        <SearchBox />
        <button type="button">elsewhere</button>
      </>,
    );
    await userEvent.type(box(), 'migr');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box(), 'aine b');
    await waitFor(() => expect(options()).toEqual(['Migraine basics']));
    await userEvent.click(screen.getByRole('option'));
    expect(push).toHaveBeenCalledWith('/blog/migraine-basics');
  });

  it('never shows suggestions for text the reader has since changed', async () => {
    let answerFirst: (titles: TitleEntry[]) => void = () => {};
    titleLoads.mockImplementationOnce(
      () => new Promise<TitleEntry[]>((resolve) => (answerFirst = resolve)),
    );
    render(<SearchBox />);
    await userEvent.type(box(), 'x');
    await userEvent.type(box(), 'y');
    answerFirst([['stale', 'Stale title']]);
    await waitFor(() => expect(titleLoads).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(options()).toEqual([]);
  });

  it('drops suggestions when the URL gives the box another query', async () => {
    const { rerender } = render(<SearchBox />);
    await userEvent.type(box(), 'migr');
    await waitFor(() => expect(options()).toHaveLength(2));
    params = new URLSearchParams('q=sleep');
    rerender(<SearchBox />);
    expect(box()).toHaveValue('sleep');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
