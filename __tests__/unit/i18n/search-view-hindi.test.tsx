/** @jest-environment jsdom */
// The search view and the header's search box on a Hindi page: the Hindi index, Hindi words,
// links that stay in /hi.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { SearchBox } from '@/components/layout/header-search';
import { loadIndexFile, loadManifest } from '@/components/search/load-search-index';
import { SearchResults } from '@/components/search/search-results';
import { inListOrder } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { clientDictionaries } from '@/lib/i18n/dictionary';
import { indexFiles } from '@/lib/search/index-files';
import { manifestPath } from '@/lib/search/paths';
import { buildSearchIndex } from '@/lib/search/search-index';
import type { TitleEntry } from '@/lib/search/title-suggestions';

const MIGRAINE = 'migraine-triggers-treatment-india';
const files = new Map(indexFiles(buildSearchIndex(inListOrder(corpusIn('hi').articles)), 'hi'));
const json = (path: string): unknown => {
  const file = files.get(path);
  if (file === undefined) throw new Error(`${path}: HTTP 404`);
  return JSON.parse(file);
};

jest.mock('@/components/search/load-search-index', () => ({
  loadManifest: jest.fn(),
  loadIndexFile: jest.fn(),
}));
const titleLoads = jest.fn<Promise<TitleEntry[]>, [string, string]>();
jest.mock('@/components/search/load-title-suggestions', () => ({
  suggestionsFor: (query: string, lang: string) => titleLoads(query, lang),
}));
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => new URLSearchParams(),
}));

beforeEach(() => {
  push.mockClear();
  titleLoads.mockReset();
  jest.mocked(loadManifest).mockReset();
  jest.mocked(loadManifest).mockImplementation(async (lang) => json(manifestPath(lang)));
  jest.mocked(loadIndexFile).mockImplementation(async (path, valid) => {
    const value = json(path);
    if (!valid(value)) throw new Error(`${path}: not the search index`);
    return value;
  });
});

const inHindi = (children: React.ReactNode) =>
  render(
    <LanguageProvider lang="hi" dictionary={clientDictionaries.hi}>
      {children}
    </LanguageProvider>,
  );

describe('the search view on a Hindi page', () => {
  it('searches the Hindi index and says so in Hindi, linking the result to /hi/blog/{id}', async () => {
    inHindi(<SearchResults query="माइग्रेन" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('खोज के परिणाम');
    // Every Hindi article that names migraine is found (the women's health one names it too).
    const naming = corpusIn('hi').articles.filter((a) => `${a.title} ${a.text}`.includes('माइग्रेन'));
    const status = await screen.findByText(/^"माइग्रेन" के लिए \d+ परिणाम$/);
    expect(status).toBe(screen.getByRole('status'));
    expect(status).toHaveTextContent(`${naming.length} परिणाम`);
    expect(jest.mocked(loadManifest)).toHaveBeenCalledWith('hi');
    for (const [path] of jest.mocked(loadIndexFile).mock.calls)
      expect(path).toMatch(/^\/search-index\/hi\//);
    // The article about migraine comes first.
    const card = screen.getAllByRole('heading', { level: 2 })[0]!.closest('article')!;
    expect(card.querySelector('h2 mark')).toHaveTextContent(/^माइग्रेन$/);
    expect(card.querySelector('a')).toHaveAttribute(
      'href',
      `/hi/blog/${MIGRAINE}#search=${encodeURIComponent('माइग्रेन')}`,
    );
    expect(document.title).toBe('खोज: माइग्रेन - HealthHub');
  });

  it('finds by a nukta word typed without the nukta what the word spelled with it finds', async () => {
    const count = async (query: string) => {
      const { unmount } = inHindi(<SearchResults query={query} />);
      const status = await screen.findByText(new RegExp(`^"${query}" के लिए \\d+ परिणाम$`));
      const found = Number(status.textContent!.match(/(\d+) परिणाम/)![1]);
      unmount();
      return found;
    };
    const spelled = await count('ज़्यादा');
    expect(spelled).toBeGreaterThan(0);
    expect(await count('ज्यादा')).toBe(spelled);
  });

  it('helps in Hindi when nothing is found: did you mean, the topics hub, Hindi titles', async () => {
    inHindi(<SearchResults query="माइग्रैन" />);
    expect(await screen.findByText('"माइग्रैन" के लिए 0 परिणाम')).toBe(screen.getByRole('status'));
    expect(screen.getByText('कोई लेख नहीं मिला। दूसरे शब्दों से खोजकर देखें।')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'सेहत के सभी विषय देखें' })).toHaveAttribute(
      'href',
      '/hi/topics',
    );
    const suggestion = await screen.findByRole('link', { name: 'माइग्रेन' });
    expect(suggestion.closest('p')).toHaveTextContent(/^क्या आप माइग्रेन खोजना चाहते थे\?$/);
    expect(suggestion).toHaveAttribute('href', `/hi?q=${encodeURIComponent('माइग्रेन')}`);
    const start = screen.getByRole('region', { name: 'या इनमें से किसी लेख से शुरू करें' });
    // Hindi articles by their Hindi titles.
    const starts = within(start).getAllByRole('link');
    expect(starts.length).toBeGreaterThan(0);
    for (const link of starts) {
      expect(link.getAttribute('href')).toMatch(/^\/hi\/blog\/[a-z0-9-]+$/);
      expect(link.textContent).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('says in Hindi when search is unavailable', async () => {
    jest.mocked(loadManifest).mockRejectedValue(new Error('HTTP 500'));
    inHindi(<SearchResults query="माइग्रेन" />);
    expect(await screen.findByText('अभी खोज काम नहीं कर रही है। कृपया फिर से कोशिश करें।')).toBe(
      screen.getByRole('status'),
    );
  });
});

describe('the header search box on a Hindi page', () => {
  const TITLES: TitleEntry[] = [
    [MIGRAINE, 'भारत में माइग्रेन: ट्रिगर, इलाज और कब मदद लें'],
    ['hi-2', 'माइग्रेन की डायरी'],
  ];
  beforeEach(() =>
    titleLoads.mockImplementation(async (query) =>
      TITLES.filter(([, title]) => title.includes(query)),
    ),
  );

  it('is labelled in Hindi and sends the search to /hi?q=', async () => {
    inHindi(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'लेख खोजें' });
    expect(box).toHaveAttribute('placeholder', 'लेख, विषय, टैग खोजें...');
    expect(box.closest('form')).toHaveAttribute('action', '/hi');
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    await userEvent.type(box, '  सिर दर्द {enter}');
    expect(push).toHaveBeenCalledWith(`/hi?q=${encodeURIComponent('सिर दर्द')}`);
  });

  it('suggests the Hindi titles, counted in Hindi, and opens the chosen one in /hi', async () => {
    inHindi(<SearchBox />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'माइग्रेन');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(titleLoads).toHaveBeenLastCalledWith('माइग्रेन', 'hi');
    expect(screen.getByRole('listbox', { name: 'लेखों के शीर्षक' })).toBeVisible();
    expect(
      screen.getByText('2 शीर्षक सुझाए गए: चुनने के लिए ऊपर और नीचे के तीर, खोलने के लिए Enter.'),
    ).toBeInTheDocument();
    await act(() => userEvent.keyboard('{ArrowDown}{Enter}'));
    expect(push).toHaveBeenCalledWith(`/hi/blog/${MIGRAINE}`);
  });
});
