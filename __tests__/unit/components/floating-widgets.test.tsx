/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatWidget } from '@/components/chat/chat-widget';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { site } from '@/lib/site/settings';

const emergencyLine = 'In an emergency, call 112 in India, 911 in the US or 999 in the UK.';

describe('the chat popup', () => {
  it('opens from the floating button with its copy and both actions', async () => {
    render(<ChatWidget emergencyLine={emergencyLine} />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: "We're here to help" })).toBeInTheDocument();
    expect(screen.getByText(site.phone.display)).toBeInTheDocument();
    expect(screen.getByText('Available 24/7 for your health inquiries')).toBeInTheDocument();
    expect(screen.getByText(emergencyLine)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Start WhatsApp Chat' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('closes on its close button and when the chat starts', async () => {
    render(<ChatWidget emergencyLine={emergencyLine} />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Start WhatsApp Chat' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the scroll-to-top button', () => {
  function scrollTo(y: number) {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('appears only past 300 px and scrolls to the top', async () => {
    const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTop />);
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0 });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
