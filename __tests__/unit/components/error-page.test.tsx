/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorPage from '@/app/(en)/error';

describe('the router error screen', () => {
  it('shows the status and status text when the error has them', () => {
    const error = Object.assign(new Error('ignored'), {
      status: 503,
      statusText: 'Service Unavailable',
    });
    render(<ErrorPage error={error} reset={() => {}} />);
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message otherwise, and can try again', async () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('Cannot read the article')} reset={reset} />);
    expect(screen.getByText('Cannot read the article')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
  });
});
