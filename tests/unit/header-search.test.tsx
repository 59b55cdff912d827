import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, SEARCH_PLACEHOLDER } from '@/components/layout/header-search';

const push = jest.fn();
let params = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => params,
}));

beforeEach(() => {
  push.mockClear();
  params = new URLSearchParams();
});

describe('the header search box', () => {
  it('has its placeholder and a label', () => {
    render(<SearchBox />);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      SEARCH_PLACEHOLDER,
    );
    expect(SEARCH_PLACEHOLDER).toBe('Search articles, topics, tags...');
  });

  it('goes to /?q= with the trimmed, URL-encoded text', async () => {
    render(<SearchBox />);
    await userEvent.type(screen.getByRole('searchbox'), '  sleep & stress {enter}');
    expect(push).toHaveBeenCalledWith('/?q=sleep%20%26%20stress');
  });

  it('does nothing when the text is empty or blank', async () => {
    render(<SearchBox />);
    await userEvent.type(screen.getByRole('searchbox'), '   {enter}');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows the current query', () => {
    params = new URLSearchParams('q=migraine');
    render(<SearchBox />);
    expect(screen.getByRole('searchbox')).toHaveValue('migraine');
  });

  it('shows the new query when the URL changes, and clears when it has none', () => {
    params = new URLSearchParams('q=sleep');
    const { rerender } = render(<SearchBox />);
    params = new URLSearchParams('q=stress');
    rerender(<SearchBox />);
    expect(screen.getByRole('searchbox')).toHaveValue('stress');
    params = new URLSearchParams();
    rerender(<SearchBox />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps text typed into the box while the URL has no query', async () => {
    const { rerender } = render(<SearchBox />);
    await userEvent.type(screen.getByRole('searchbox'), 'diab');
    rerender(<SearchBox />);
    expect(screen.getByRole('searchbox')).toHaveValue('diab');
  });
});
