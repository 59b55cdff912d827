/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/toast';

// sonner is loaded when the page is idle or at the first toast; a toast asked for before the
// toaster is on the page must still be shown, and the live region must come before it.
describe('Toaster', () => {
  it('is not in the first render, and shows a toast asked for before it loaded', async () => {
    const { container } = render(<Toaster />);
    expect(container.querySelector('section')).toBeNull();
    act(() => toast.success('Saved', { description: 'All good' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(
      screen.getByText('Saved'),
    );
  });

  it('shows errors and successes in turn, none lost', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('First');
      toast.success('Second');
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });
});
