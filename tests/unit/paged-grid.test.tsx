import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedGrid } from '@/components/category/paged-grid';

const items = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => <p key={i}>{`${prefix} ${i + 1}`}</p>);

const visibleItems = () => screen.getAllByRole('listitem').filter((li) => !li.hidden).length;

describe('the category grid with Load More', () => {
  it('shows 6, then 6 more per press, and hides the button once all are shown', async () => {
    render(<PagedGrid>{items('Article', 14)}</PagedGrid>);
    expect(visibleItems()).toBe(6);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(visibleItems()).toBe(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(visibleItems()).toBe(14);
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });

  it('keeps every item in the markup for crawlers, hidden beyond the page', () => {
    render(<PagedGrid>{items('Article', 8)}</PagedGrid>);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(8);
    expect(screen.getByText('Article 8', { ignore: '' })).not.toBeVisible();
  });

  it('has no button when 6 or fewer', () => {
    render(<PagedGrid>{items('Article', 6)}</PagedGrid>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts again at page 1 when the category changes', async () => {
    const { rerender } = render(<PagedGrid key="a">{items('A', 14)}</PagedGrid>);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(visibleItems()).toBe(12);
    rerender(<PagedGrid key="b">{items('B', 14)}</PagedGrid>);
    expect(visibleItems()).toBe(6);
  });
});
