/** @jest-environment jsdom */
// The Hindi home, category, topics and About pages, rendered from the real content: the Hindi
// articles only, Hindi words and links under /hi; an empty Hindi category points to the English one.
import { render, screen, within } from '@testing-library/react';
import HindiAboutPage from '@/app/(hi)/hi/about/page';
import HindiCategoryPage, {
  generateMetadata as hindiCategoryMetadata,
  generateStaticParams as hindiCategoryParams,
} from '@/app/(hi)/hi/category/[slug]/[[...page]]/page';
import { generateMetadata as englishCategoryMetadata } from '@/app/(en)/category/[slug]/[[...page]]/page';
import HindiHomePage from '@/app/(hi)/hi/page';
import HindiTopicsPage from '@/app/(hi)/hi/topics/page';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { getCorpus } from '@/lib/content';
import { clientDictionaries, dictionaries } from '@/lib/i18n/dictionary';
import { absoluteUrl, categoryMetadata } from '@/lib/seo/metadata';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useSearchParams: () => new URLSearchParams(),
}));

const ID = 'migraine-triggers-treatment-india';
const HINDI_TITLE = 'भारत में माइग्रेन: ट्रिगर, इलाज और कब मदद लें';
/** The category with English articles and no Hindi one (web design gives no health advice). */
const EMPTY = 'web-design-seo';
const EMPTY_NAME = 'वेब डिज़ाइन और SEO';
const hi = dictionaries.hi.pages;

const inHindi = (page: React.ReactNode) =>
  render(
    <LanguageProvider lang="hi" dictionary={clientDictionaries.hi}>
      {page}
    </LanguageProvider>,
  );
const params = (slug: string, page?: string[]) => ({ params: Promise.resolve({ slug, page }) });
const englishTitles = () => getCorpus().articles.map((article) => article.title);

describe('the Hindi home page', () => {
  beforeEach(() => inHindi(<HindiHomePage />));

  it('lists the Hindi migraine article, by its Hindi title, linked under /hi', () => {
    const links = screen.getAllByRole('link', { name: HINDI_TITLE });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', `/hi/blog/${ID}`);
    for (const title of englishTitles()) expect(screen.queryByText(title)).toBeNull();
  });

  it('has the Hindi headline, sections and search switch structure', () => {
    expect(screen.getByRole('heading', { level: 1, name: hi.home.hero.title })).toBeInTheDocument();
    for (const title of [hi.home.featured, hi.home.latest, hi.home.topics])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(document.querySelector('[data-normal-view]')).not.toBeNull();
    const topics = screen.getByRole('region', { name: hi.home.topics });
    const tile = within(topics).getByRole('link', { name: /दिमाग और नसें/ });
    expect(tile).toHaveAttribute('href', '/hi/category/neurology');
    expect(tile).toHaveTextContent('1 लेख');
    expect(screen.getByRole('link', { name: hi.allTopicsLink })).toHaveAttribute(
      'href',
      '/hi/topics',
    );
  });
});

describe('the Hindi category pages', () => {
  it('exist for every category of the English site', () => {
    expect(hindiCategoryParams().map((p) => p.slug)).toEqual(
      getCorpus().categories.map((c) => c.slug),
    );
  });

  it('list the Hindi neurology article under its Hindi category name', async () => {
    inHindi(await HindiCategoryPage(params('neurology')));
    expect(screen.getByRole('heading', { level: 1, name: 'दिमाग और नसें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HINDI_TITLE })).toHaveAttribute(
      'href',
      `/hi/blog/${ID}`,
    );
    expect(screen.getByText('1 लेख मिला')).toBeInTheDocument();
    const [crumbs] = screen.getAllByRole('navigation');
    expect(within(crumbs!).getAllByRole('link')[0]).toHaveAttribute('href', '/hi');
  });

  it('say in Hindi when a category has no Hindi article, and link to the English page', async () => {
    // Web design: an English article, none in Hindi (it gives no health advice).
    inHindi(await HindiCategoryPage(params(EMPTY)));
    expect(screen.getByRole('heading', { level: 1, name: EMPTY_NAME })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: hi.category.empty.title }),
    ).toBeInTheDocument();
    const english = screen.getByRole('link', { name: hi.category.empty.inEnglish });
    expect(english).toHaveAttribute('href', `/category/${EMPTY}`);
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: hi.category.empty.browse })).toHaveAttribute(
      'href',
      '/hi',
    );
    // Other topics to explore: the Hindi categories that have articles.
    expect(screen.getByRole('heading', { name: hi.category.otherTopics })).toBeInTheDocument();
  });

  it('announce each other only where both list articles', async () => {
    const neurology = await hindiCategoryMetadata(params('neurology'));
    expect(neurology.alternates?.canonical).toBe(absoluteUrl('/hi/category/neurology'));
    expect(neurology.alternates?.languages).toMatchObject({
      en: absoluteUrl('/category/neurology'),
      hi: absoluteUrl('/hi/category/neurology'),
    });
    expect(neurology.title).toBe('दिमाग और नसें पर लेख - HealthHub');
    const english = await englishCategoryMetadata(params('neurology'));
    expect(english.alternates?.languages).toMatchObject({
      hi: absoluteUrl('/hi/category/neurology'),
    });

    const empty = await hindiCategoryMetadata(params(EMPTY));
    expect(empty.robots).toEqual({ index: false, follow: true });
    expect(empty.alternates?.languages).toBeUndefined();
    // An English page without a Hindi twin keeps the metadata it had.
    const category = getCorpus().categories.find((c) => c.slug === EMPTY)!;
    expect(await englishCategoryMetadata(params(EMPTY))).toEqual(categoryMetadata(category, 1));
  });
});

describe('the Hindi topics hub', () => {
  beforeEach(() => inHindi(<HindiTopicsPage />));

  it('groups the Hindi topics under Devanagari letters, linked to the Hindi article', () => {
    const letters = screen.getByRole('navigation', { name: hi.topics.byLetter });
    const shown = within(letters)
      .getAllByRole('link')
      .map((a) => a.textContent!);
    // One Devanagari letter each, in Hindi order, once; माइग्रेन's among them.
    expect(shown.every((letter) => /^[\u0900-\u097F]$/u.test(letter))).toBe(true);
    expect(shown).toEqual([...new Set(shown)].sort((a, b) => a.localeCompare(b, 'hi')));
    expect(shown).toContain('म');
    expect(screen.getAllByRole('link', { name: HINDI_TITLE })[0]).toHaveAttribute(
      'href',
      `/hi/blog/${ID}`,
    );
  });

  it('links a category with Hindi articles to its Hindi page, an empty one to the English', () => {
    expect(screen.getByRole('link', { name: /दिमाग और नसें/ })).toHaveAttribute(
      'href',
      '/hi/category/neurology',
    );
    const english = screen.getByRole('link', {
      name: new RegExp(`^${hi.topics.inEnglish}\\s*: ${EMPTY_NAME}$`),
    });
    expect(english).toHaveAttribute('href', `/category/${EMPTY}`);
    expect(english).toHaveAttribute('hreflang', 'en');
  });
});

describe('the Hindi About page', () => {
  beforeEach(() => inHindi(<HindiAboutPage />));

  it('is the Hindi About text, with its links', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'HealthHub के बारे में' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /संपादकीय नीति/ })).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: /अपॉइंटमेंट का अनुरोध/ })).toHaveAttribute(
      'href',
      '/hi/contact',
    );
  });

  it('keeps every sample profile marked as a sample, without credentials', () => {
    const team = getCorpus().team;
    expect(screen.getAllByText(hi.about.sample)).toHaveLength(team.filter((m) => m.sample).length);
    for (const member of team.filter((m) => m.sample && m.credentials))
      expect(screen.queryByText(member.credentials!)).toBeNull();
  });

  it('shows the figures of the settings with Hindi labels', () => {
    expect(screen.getByText('मेडिकल विशेषज्ञ')).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
  });
});
