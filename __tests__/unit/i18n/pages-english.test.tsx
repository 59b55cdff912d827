/** @jest-environment jsdom */
// The English home, category and About pages after the dictionary: the same words and links as
// before, and nothing of the Hindi edition but the alternates they announce.
import { render, screen, within } from '@testing-library/react';
import EnglishAboutPage, { generateMetadata as aboutMetadata } from '@/app/(en)/about/page';
import EnglishCategoryPage from '@/app/(en)/category/[slug]/[[...page]]/page';
import EnglishHomePage, { metadata as homeMetadata } from '@/app/(en)/page';
import { absoluteUrl } from '@/lib/seo/metadata';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useSearchParams: () => new URLSearchParams(),
}));

const DEVANAGARI = /\p{Script=Devanagari}/u;
const params = (slug: string) => ({ params: Promise.resolve({ slug, page: undefined }) });

describe('the English pages', () => {
  it('home: the same sections and links, no Hindi', () => {
    render(<EnglishHomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trusted health insights for everyday life' }),
    ).toBeInTheDocument();
    for (const title of [
      'Featured Article',
      'Latest Health Articles',
      'Trending This Week',
      'Recommended For You',
      'Explore Health Topics',
      'Where to turn',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore Topics/ })).toHaveAttribute(
      'href',
      '/category/nutrition',
    );
    expect(
      screen.getByRole('link', { name: 'Learn More about booking an appointment' }),
    ).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'See all health topics, A to Z' })).toHaveAttribute(
      'href',
      '/topics',
    );
    expect(document.body.textContent).not.toMatch(DEVANAGARI);
    expect(homeMetadata.alternates?.languages).toMatchObject({ hi: absoluteUrl('/hi') });
  });

  it('category: the English words and counts', async () => {
    render(await EnglishCategoryPage(params('neurology')));
    expect(screen.getByText('1 article found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Expert Neurology advice and evidence-based articles from our team of medical professionals.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(DEVANAGARI);
  });

  it('category: an empty one, as before', async () => {
    render(await EnglishCategoryPage(params('fitness')));
    expect(screen.getByText('0 articles found')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'No articles found in this category' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('heading', { name: 'Explore other health topics' }),
    ).toBeInTheDocument();
  });

  it('about: English labels and sample profiles', () => {
    render(<EnglishAboutPage />);
    expect(screen.getAllByText('Sample profile').length).toBeGreaterThan(0);
    const numbers = screen.getByRole('region', { name: 'HealthHub in numbers' });
    expect(within(numbers).getByText('medical professionals')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Evidence-Based' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(DEVANAGARI);
    expect(aboutMetadata().alternates?.languages).toMatchObject({ hi: absoluteUrl('/hi/about') });
  });
});
