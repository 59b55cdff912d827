/** @jest-environment jsdom */
// The Hindi contact page and the Hindi pages a form post without JavaScript lands on: their words,
// their links, their metadata.
import { render, screen, within } from '@testing-library/react';
import { ContactPage, contactPageMetadata } from '@/components/contact/contact-page';
import {
  FormOutcomePage,
  formOutcomeMetadata,
  formOutcomeStaticParams,
} from '@/components/contact/form-outcome-page';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { clientDictionaries, dictionaries } from '@/lib/i18n/dictionary';
import { site } from '@/lib/site/settings';

const hi = dictionaries.hi.forms;
const LATIN = /\p{Script=Latin}/u;

/** The text a reader sees, less what is written the same in every language (address, number). */
const seenText = (root: HTMLElement) =>
  [site.email, site.phone.display, site.office.label, site.name].reduce(
    (text, same) => text.split(same).join(''),
    root.textContent ?? '',
  );

describe('the Hindi contact page', () => {
  beforeEach(() =>
    render(
      <LanguageProvider lang="hi" dictionary={clientDictionaries.hi}>
        <ContactPage lang="hi" />
      </LanguageProvider>,
    ),
  );

  it('is in Hindi: heading, intro, form, contact details', () => {
    expect(screen.getByRole('heading', { level: 1, name: hi.contactPage.title })).toBeVisible();
    expect(screen.getByText(hi.contactPage.lead)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: hi.contactPage.formTitle })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: hi.contactPage.formTitle })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: hi.contactPage.reachTitle })).toBeInTheDocument();
    for (const label of [hi.contactPage.email, hi.contactPage.phone, hi.contactPage.office])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: hi.contactPage.social })).toBeInTheDocument();
    expect(seenText(document.body)).not.toMatch(LATIN);
  });

  it('links the English-only privacy policy, saying so', () => {
    const link = screen.getByRole('link', { name: hi.contactPage.privacy.link });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link.textContent).toMatch(/अंग्रेज़ी में/);
  });

  it('marks the office address, written in English, as English', () => {
    expect(screen.getByText(site.office.label)).toHaveAttribute('lang', 'en');
  });
});

describe('the English contact page', () => {
  it('has no Hindi, no hreflang on its privacy link, no lang on its address', () => {
    const { container } = render(<ContactPage />);
    expect(container.textContent).not.toMatch(/\p{Script=Devanagari}/u);
    expect(screen.getByRole('link', { name: 'how we handle them' })).not.toHaveAttribute(
      'hreflang',
    );
    expect(screen.getByText(site.office.label)).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('the contact pages metadata', () => {
  it('names both languages from each, each its own canonical', () => {
    const english = contactPageMetadata('en');
    const hindi = contactPageMetadata('hi');
    const languages = {
      en: `${site.url}/contact`,
      hi: `${site.url}/hi/contact`,
      'x-default': `${site.url}/contact`,
    };
    expect(english.alternates?.canonical).toBe(`${site.url}/contact`);
    expect(hindi.alternates?.canonical).toBe(`${site.url}/hi/contact`);
    expect(english.alternates?.languages).toEqual(languages);
    expect(hindi.alternates?.languages).toEqual(languages);
    expect(english.title).toBe('Contact Us');
    expect(hindi.title).toBe(hi.contactPage.title);
    expect(hindi.description).toBe(hi.contactPage.description);
  });
});

describe.each(formOutcomeStaticParams())('the Hindi outcome page $outcome', ({ outcome }) => {
  const params = Promise.resolve({ outcome });
  const words = hi.outcomes[outcome];

  it('says what happened in Hindi and leads back to a Hindi page', async () => {
    const { container } = render(await FormOutcomePage({ params, lang: 'hi' }));
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    for (const paragraph of words.text) expect(screen.getByText(paragraph)).toBeInTheDocument();
    const back = within(container).getByRole('link', { name: words.back });
    expect(back.getAttribute('href')).toMatch(/^\/hi(\/|$)/);
    expect(seenText(container)).not.toMatch(LATIN);
  });

  it('is not indexed, and its canonical URL is its own', async () => {
    const metadata = await formOutcomeMetadata(params, 'hi');
    expect(metadata.alternates?.canonical).toBe(`${site.url}/hi/form/${outcome}`);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toBe(`${words.title} - ${site.name}`);
  });
});

it('an unknown outcome is not found, in either language', async () => {
  for (const lang of ['en', 'hi'] as const)
    await expect(
      FormOutcomePage({ params: Promise.resolve({ outcome: 'nothing' }), lang }),
    ).rejects.toThrow();
});
