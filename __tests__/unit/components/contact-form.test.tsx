/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { Toaster } from '@/components/ui/toaster';
import { FORM_MESSAGES } from '@/lib/forms/contact';
import { FORM_OUTCOMES } from '@/lib/forms/outcomes';

// The confirmation that stays above the form after a request is sent (besides the toast), and
// never after a failure of any kind.

const RECEIVED = FORM_OUTCOMES['request-sent'];
const LABELS = ['Full name', 'Phone number', 'Email address', 'City'];

/** jsdom has no fetch: the service answers with this status and body (a string is not JSON). */
function service(status = 200, body: unknown = { success: true }) {
  const fetch = jest.fn(async () => {
    if (status === 0) throw new TypeError('Failed to fetch');
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => {
        if (typeof body === 'string') throw new SyntaxError('Unexpected token');
        return body;
      },
    };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

async function fillAndSend() {
  for (const [label, value] of [
    ['Full name', 'Asha Rao'],
    ['Phone number', '+91 98765 43210'],
    ['Email address', 'asha@example.com'],
    ['City', 'Pune'],
  ] as const) {
    const field = screen.getByLabelText(label, { exact: false });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Request appointment' }));
}

const confirmation = () => screen.queryByRole('heading', { name: RECEIVED.title });

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
});
afterEach(() => jest.restoreAllMocks());

describe('after a request is sent', () => {
  it('a confirmation in a status region says it was received and what happens next, and takes focus', async () => {
    service();
    await fillAndSend();
    const heading = await screen.findByRole('heading', { name: RECEIVED.title });
    const panel = heading.closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel.closest('[role="status"]')).not.toBeNull();
    for (const line of RECEIVED.text) expect(within(panel).getByText(line)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '112 India, emergency' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    // Its own words: not the toast's title or sentence again.
    expect(panel.textContent).not.toContain(FORM_MESSAGES.successTitle);
    expect(panel.textContent).not.toContain(FORM_MESSAGES.successDescription);
    // The spec's toast too, and the form back to idle, its fields cleared.
    expect(await screen.findByText(FORM_MESSAGES.successTitle)).toBeInTheDocument();
    for (const label of LABELS)
      expect(screen.getByLabelText(label, { exact: false })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Request appointment' })).toBeEnabled();
  });

  it('goes while the next request is sent, and comes back only if that one is sent too', async () => {
    service();
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: RECEIVED.title })).toBeInTheDocument();
    service(500, { success: false });
    await fillAndSend();
    await screen.findAllByText(FORM_MESSAGES.errorTitle);
    expect(confirmation()).toBeNull();
    service();
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: RECEIVED.title })).toBeInTheDocument();
  });
});

describe.each([
  ['the service refuses with a message', 422, { success: false, message: 'Invalid key' }],
  ['the service refuses without one', 200, { success: false }],
  ['an HTTP error that says success', 500, { success: true }],
  ['an answer that is not JSON', 200, 'not json'],
  ['no connection', 0, null],
])('when %s', (_, status, body) => {
  it('no confirmation; the fields keep what was typed', async () => {
    service(status, body);
    await fillAndSend();
    await screen.findAllByText(FORM_MESSAGES.errorTitle);
    expect(confirmation()).toBeNull();
    expect(screen.getByLabelText('Full name', { exact: false })).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('City', { exact: false })).toHaveValue('Pune');
  });
});

describe('while a request is being sent', () => {
  /** A service that answers success only when `answer` is called. */
  function heldService() {
    let answer = () => {};
    const fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, status: 200, json: async () => ({ success: true }) });
        }),
    );
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    return { fetch, answer: () => answer() };
  }

  it('the fields are read-only, so nothing typed meanwhile goes unsent', async () => {
    const { answer } = heldService();
    await fillAndSend();
    await screen.findByRole('button', { name: 'Submitting...' });
    for (const label of LABELS)
      expect(screen.getByLabelText(label, { exact: false })).toHaveAttribute('readonly');
    answer();
    await screen.findByRole('heading', { name: RECEIVED.title });
    for (const label of LABELS)
      expect(screen.getByLabelText(label, { exact: false })).not.toHaveAttribute('readonly');
  });

  it('a field changed anyway (by a script, an autofill) keeps its change, and its draft, after the success', async () => {
    const { answer } = heldService();
    await fillAndSend();
    await screen.findByRole('button', { name: 'Submitting...' });
    const phone = screen.getByLabelText('Phone number', { exact: false });
    fireEvent.change(phone, { target: { value: '+91 98765 43299' } });
    answer();
    await screen.findByRole('heading', { name: RECEIVED.title });
    expect(phone).toHaveValue('+91 98765 43299');
    expect(screen.getByLabelText('Full name', { exact: false })).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem('healthhub:contact-draft')!)).toMatchObject({
      phone: '+91 98765 43299',
      name: '',
    });
  });
});
