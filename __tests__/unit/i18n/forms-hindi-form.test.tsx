/** @jest-environment jsdom */
// The contact form on a Hindi page: Hindi labels, Hindi messages for every kind of invalid input,
// Hindi toasts and confirmation, what was typed kept on every failure, and exactly the English
// form's fields posted (only the no-JavaScript redirect differs: the Hindi outcome page).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { DRAFT_KEY } from '@/components/contact/use-lead-draft';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { Toaster } from '@/components/ui/toaster';
import { FIELD_RULES, LEAD_FIELDS, type Lead } from '@/lib/forms/contact';
import { clientDictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { site } from '@/lib/site/settings';
import { random } from '../../helpers/random';

// With an access key, as on the live site, so the form carries its no-JavaScript redirect.
jest.mock('@/lib/site/settings', () => {
  const actual = jest.requireActual('@/lib/site/settings');
  return {
    ...actual,
    site: { ...actual.site, form: { ...actual.site.form, accessKey: 'test-key' } },
  };
});

const hi = clientDictionaries.hi.forms;
const words = hi.contact;
const VALID: Lead = {
  name: 'आशा राव',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  city: 'पुणे',
};

function renderForm(lang: Lang = 'hi') {
  return render(
    <LanguageProvider lang={lang} dictionary={clientDictionaries[lang]}>
      <ContactForm />
      <Toaster />
    </LanguageProvider>,
  );
}

/** jsdom has no fetch: the service answers with this status and body, or fails as `status` says. */
function service(status: number | 'offline' | 'timeout' = 200, body: unknown = { success: true }) {
  const fetch = jest.fn<Promise<unknown>, [string, RequestInit]>(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    if (status === 'timeout') throw new DOMException('The operation timed out.', 'TimeoutError');
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const field = (name: keyof Lead) => screen.getByLabelText(words.fields[name], { exact: false });

/** Sets every field at once (as a paste would; maxLength does not stop a script), in either language. */
function enter(lead: Lead) {
  for (const name of LEAD_FIELDS)
    fireEvent.change(document.getElementById(`contact-${name}`)!, {
      target: { value: lead[name] },
    });
}

const submit = () => userEvent.click(document.querySelector('button[type="submit"]')!);

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the Hindi form shows Hindi words', () => {
  it('labels, the required note, the button', () => {
    renderForm();
    for (const name of LEAD_FIELDS) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAttribute('name', name);
      expect(field(name)).toHaveAttribute('maxlength', String(FIELD_RULES[name].maxLength));
    }
    expect(screen.getByLabelText(/^पूरा नाम/)).toBe(field('name'));
    const note = screen.getByText(words.requiredNote.before, { exact: false });
    expect(note.textContent).toBe('जिन खानों पर *तारे का निशान है, उन्हें भरना ज़रूरी है।');
    expect(screen.getByRole('button', { name: 'अपॉइंटमेंट के लिए अनुरोध भेजें' })).toBeEnabled();
    expect(document.body.textContent).not.toMatch(/Full name|Request appointment|Fields marked/);
  });
});

/** A value that breaks one rule of a field, and the Hindi message that rule gives. */
type Broken = { value: string; message: string };

function brokenValues(name: keyof Lead, next: () => number): Broken[] {
  const label = words.fields[name];
  const { maxLength } = FIELD_RULES[name];
  const pick = <T,>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const blank = pick(['', ' ', '\t\n', '\u200b', '\u00a0\u200e', '  \u2003 ']);
  const long = pick(['क', 'a', '9', 'ख़']).repeat(maxLength + 1 + Math.floor(next() * 30));
  const broken: Broken[] = [
    { value: blank, message: fill(words.errors.required, { field: label }) },
  ];
  if (name === 'email')
    broken.push({
      value: pick(['asha', 'asha@', '@example.com', 'a b@example.com', 'आशा@example.com']),
      message: words.errors.email,
    });
  else if (name === 'phone')
    broken.push({
      value: pick(['12345', 'call me', '+91 98765 4321x', '1234567890123456', '९८७६५४३२१०']),
      message: words.errors.phone,
    });
  // An address or a number that long is badly formed too: its length is what is said first.
  broken.push({
    value: name === 'email' ? `${long}@example.com` : name === 'phone' ? '9'.repeat(21) : long,
    message: fill(words.errors.tooLong, { field: label, max: maxLength }),
  });
  return broken;
}

describe.each([1, 2, 3, 4, 5, 6])('generated invalid input (seed %i)', (seed) => {
  it('each field shows its Hindi message, tied to it; the first wrong field takes focus; nothing is sent', async () => {
    const fetch = service();
    renderForm();
    const next = random(seed);
    // Each round: every field valid or broken one way, at least one broken.
    for (let round = 0; round < 4; round += 1) {
      const lead = { ...VALID };
      const expected: Partial<Record<keyof Lead, string>> = {};
      for (const name of LEAD_FIELDS) {
        if (next() < 0.4) continue;
        const options = brokenValues(name, next);
        const { value, message } = options[Math.floor(next() * options.length)]!;
        lead[name] = value;
        expected[name] = message;
      }
      if (Object.keys(expected).length === 0) {
        lead.city = '';
        expected.city = 'कृपया अपना शहर लिखें।';
      }
      enter(lead);
      await submit();
      for (const name of LEAD_FIELDS) {
        const message = expected[name];
        if (message) {
          expect(field(name)).toHaveAttribute('aria-invalid', 'true');
          expect(field(name)).toHaveAccessibleDescription(message);
          expect(message).toMatch(/\p{Script=Devanagari}/u);
          expect(message).not.toMatch(/Please|must be/);
        } else expect(field(name)).not.toHaveAttribute('aria-invalid');
        // What was typed stays (a blank one as the browser keeps it: type="email" trims it).
        if (/[\p{L}\p{N}]/u.test(lead[name])) expect(field(name)).toHaveValue(lead[name]);
      }
      const first = LEAD_FIELDS.find((name) => expected[name])!;
      expect(field(first)).toHaveFocus();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('what the Hindi form posts', () => {
  /** The named controls of the form (a plain post sends these) and the JSON body of a send. */
  async function posted(lang: Lang) {
    const fetch = service();
    renderForm(lang);
    const form = document.querySelector('form')!;
    const controls = [...form.querySelectorAll<HTMLInputElement>('[name]')].map((input) => [
      input.name,
      input.type === 'checkbox' ? '' : input.value,
    ]);
    enter(VALID);
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    const body = JSON.parse(init.body as string) as Record<string, string>;
    cleanup();
    sessionStorage.clear();
    return { action: form.getAttribute('action'), method: form.method, controls, url, body };
  }

  it('the same fields, names and endpoint as the English form; only the redirect is Hindi', async () => {
    const english = await posted('en');
    const hindi = await posted('hi');
    expect(Object.keys(hindi.body)).toEqual(['access_key', ...LEAD_FIELDS]);
    expect(Object.keys(hindi.body)).toEqual(Object.keys(english.body));
    expect(hindi.body).toEqual({ access_key: 'test-key', ...VALID });
    expect(hindi.url).toBe(english.url);
    expect(hindi.url).toBe(site.form.endpoint);
    expect([hindi.action, hindi.method]).toEqual([english.action, english.method]);
    expect(hindi.controls.map(([name]) => name)).toEqual(english.controls.map(([name]) => name));
    const redirect = (controls: string[][]) => controls.find(([name]) => name === 'redirect')![1];
    expect(redirect(english.controls)).toBe(`${site.url}/form/request-sent`);
    expect(redirect(hindi.controls)).toBe(`${site.url}/hi/form/request-sent`);
  });
});

describe('sending from the Hindi form', () => {
  async function fillAndSend() {
    enter(VALID);
    await submit();
  }

  it('a success: a Hindi toast, and a Hindi confirmation with the numbers of India to call, which takes focus', async () => {
    service();
    renderForm();
    await fillAndSend();
    const heading = await screen.findByRole('heading', { name: hi.received.title });
    const panel = heading.closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(panel).toHaveFocus());
    for (const line of hi.received.text) expect(within(panel).getByText(line)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '112 इमरजेंसी' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(within(panel).queryByRole('link', { name: /911/ })).toBeNull();
    // (sonner keeps the toasts of earlier tests for a while: there may be more than one)
    await screen.findAllByText(words.successTitle);
    expect(screen.getAllByText(words.successDescription).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: /सूचनाएँ/ })).toBeInTheDocument();
    for (const name of LEAD_FIELDS) expect(field(name)).toHaveValue('');
  });

  it.each([
    ['the service refuses without a message', 200, { success: false }, hi.service.rejected],
    [
      'the service refuses with its own (English) message',
      422,
      { success: false, message: 'Invalid access key' },
      fill(hi.service.serviceSaid, { reason: 'Invalid access key' }),
    ],
    ['there is no connection', 'offline', null, hi.service.network],
    ['the service does not answer in time', 'timeout', null, hi.service.network],
  ] as const)(
    'when %s: a Hindi toast; what was typed is kept',
    async (_, status, body, message) => {
      service(status, body);
      renderForm();
      await fillAndSend();
      await screen.findAllByText(words.errorTitle);
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('button', { name: /सूचना बंद करें/ }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('heading', { name: hi.received.title })).toBeNull();
      for (const name of LEAD_FIELDS) expect(field(name)).toHaveValue(VALID[name]);
      expect(screen.getByRole('button', { name: words.submit })).toBeEnabled();
    },
  );

  it('keeps what was typed as a draft across a reload, as the English form does', async () => {
    renderForm();
    await userEvent.type(field('name'), 'आशा');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('आशा'));
    cleanup();
    renderForm();
    await waitFor(() => expect(field('name')).toHaveValue('आशा'));
  });

  it('shows "sending" in Hindi while a request is on its way', async () => {
    let answer!: () => void;
    globalThis.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, status: 200, json: async () => ({ success: true }) });
        }),
    ) as unknown as typeof globalThis.fetch;
    renderForm();
    await fillAndSend();
    expect(await screen.findByRole('button', { name: words.submitting })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByRole('button', { name: words.submit })).toBeEnabled();
  });
});
