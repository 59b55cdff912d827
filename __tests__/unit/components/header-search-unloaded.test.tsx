/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@/components/layout/header-search';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
// The suggestions' code cannot be fetched (offline, or a deployment removed its file).
jest.mock('@/components/search/load-title-suggestions', () => {
  throw new Error('Loading chunk failed');
});

describe('the header search box when its suggestions cannot load', () => {
  it('stays a plain search box, with no unhandled failure', async () => {
    const failures: unknown[] = [];
    const onFailure = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onFailure);
    try {
      render(<SearchBox />);
      const box = screen.getByRole('combobox', { name: 'Search articles' });
      await userEvent.type(box, 'sleep');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(box).toHaveValue('sleep');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(failures).toEqual([]);
    } finally {
      process.off('unhandledRejection', onFailure);
    }
  });
});
