import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, SEARCH_PLACEHOLDER } from '@/components/layout/header-search';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => push.mockClear());

describe('the header search box', () => {
  it('has the placeholder of the spec and a label', () => {
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
    render(<SearchBox initial="migraine" />);
    expect(screen.getByRole('searchbox')).toHaveValue('migraine');
  });
});
