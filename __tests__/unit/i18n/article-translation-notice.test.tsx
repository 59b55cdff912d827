/** @jest-environment jsdom */
// A translated article's page says honestly what it is: a machine translation is called one, with no
// human review claimed unless someone read it; a stale translation says the English has changed.
// The article page's header and cards speak Hindi on Hindi pages and link to the Hindi version
// from English.
import fs from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { ArticleFeedback } from '@/components/article/article-feedback';
import { ArticleHeader } from '@/components/article/article-header';
import { TranslationNotice } from '@/components/article/translation-notice';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { PostCard } from '@/components/posts/post-card';
import { findArticle, getCorpus, type Article, type TranslationTrail } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { clientDictionaries } from '@/lib/i18n/dictionary';
import { makeArticle } from '../../fixtures/articles';

const MACHINE: TranslationTrail = {
  translated: '2026-11-26',
  translatedBy: 'HealthHub Editorial Team',
  method: 'machine',
  backTranslation: { checked: '2026-11-27', method: 'machine', record: 'checks/x.md' },
  stale: false,
  englishTitle: 'Migraine in India',
  englishUpdated: '2026-11-25',
};

const translated = (trail: Partial<TranslationTrail> = {}): Article =>
  makeArticle('migraine', { title: 'माइग्रेन', translation: { ...MACHINE, ...trail } });

const notice = () => screen.getByRole('region', { name: 'इस अनुवाद के बारे में' });
const stale = () => screen.queryByRole('region', { name: 'अंग्रेज़ी लेख बदल गया है' });

describe('the translation notice', () => {
  it('says a machine translated it and no person fluent in Hindi has read it', () => {
    render(<TranslationNotice article={translated()} lang="hi" />);
    const text = notice().textContent!;
    expect(text).toContain('मशीन से अनुवादित');
    expect(text).toContain('HealthHub संपादकीय टीम ने 26 नवंबर 2026 को इसका अनुवाद मशीन से करवाया');
    expect(text).toContain('हिन्दी जानने वाले किसी व्यक्ति ने अभी तक इसे अंग्रेज़ी लेख से मिलाकर नहीं पढ़ा है।');
    expect(text).toContain('27 नवंबर 2026 को इसके अर्थ की जाँच एक अलग उलटे अनुवाद');
    expect(text).toContain('मशीन ने हिन्दी पाठ का वापस अंग्रेज़ी में अनुवाद किया');
    expect(stale()).toBeNull();
  });

  it('links the English original, marked as English', () => {
    render(<TranslationNotice article={translated()} lang="hi" />);
    const link = within(notice()).getByRole('link', { name: 'Migraine in India' });
    expect(link).toHaveAttribute('href', '/blog/migraine');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('names who read it against the English, and then claims no lack of review', () => {
    const reviewer = { kind: 'member', name: 'Asha Verma', role: 'Editor' } as const;
    render(
      <TranslationNotice article={translated({ reviewer, reviewed: '2026-12-01' })} lang="hi" />,
    );
    const text = notice().textContent!;
    expect(text).toContain('मशीन से अनुवादित');
    expect(text).toContain('Asha Verma ने 1 दिसंबर 2026 को इसे अंग्रेज़ी से मिलाकर पढ़ा।');
    expect(text).not.toContain('अभी तक');
  });

  it('says a person translated a human translation, and never calls it a machine’s', () => {
    render(
      <TranslationNotice
        article={translated({
          method: 'human',
          translatedBy: 'Ravi Kumar',
          backTranslation: { ...MACHINE.backTranslation, method: 'human' },
        })}
        lang="hi"
      />,
    );
    const text = notice().textContent!;
    expect(text).toContain('Ravi Kumar ने 26 नवंबर 2026 को इसका अनुवाद किया।');
    expect(text).toContain('एक व्यक्ति ने हिन्दी पाठ का वापस अंग्रेज़ी में अनुवाद किया');
    expect(text).not.toContain('मशीन');
  });

  it('shows a second notice, linking the English, when the English has changed since', () => {
    render(<TranslationNotice article={translated({ stale: true })} lang="hi" />);
    const region = stale()!;
    expect(region.textContent).toContain(
      'इस लेख का अंग्रेज़ी संस्करण अनुवाद के बाद बदला गया है (अंग्रेज़ी संस्करण 25 नवंबर 2026 को अपडेट हुआ)',
    );
    const link = within(region).getByRole('link', { name: 'अंग्रेज़ी लेख पढ़ें' });
    expect(link).toHaveAttribute('href', '/blog/migraine');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(notice()).toBeInTheDocument();
  });

  it('is not shown for an article that is not a translation', () => {
    const { container } = render(<TranslationNotice article={makeArticle('x')} lang="hi" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the article page in Hindi and English', () => {
  const id = 'migraine-triggers-treatment-india';

  it('draws the Hindi header in Hindi, with the notice under the review line', () => {
    const hindi = findArticle(corpusIn('hi').articles, id)!;
    render(
      <LanguageProvider lang="hi" dictionary={clientDictionaries.hi}>
        <ArticleHeader article={hindi} recordPath={`/blog/${id}/review`} lang="hi" />
      </LanguageProvider>,
    );
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('अंग्रेज़ी लेख की समीक्षा HealthHub की संपादकीय टीम ने की');
    expect(header.textContent).toMatch(/पढ़ने में \d+ मिनट/);
    expect(screen.getByRole('link', { name: 'हमारी संपादकीय नीति (अंग्रेज़ी में)' })).toHaveAttribute(
      'hreflang',
      'en',
    );
    expect(screen.getByRole('link', { name: hindi.category })).toHaveAttribute(
      'href',
      `/hi/category/${hindi.categorySlug}`,
    );
    expect(notice()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(screen.queryByText('यह लेख हिन्दी में पढ़ें')).toBeNull();
  });

  it('links an English article to its Hindi translation, and no other', () => {
    const { articles } = getCorpus();
    const { unmount } = render(<ArticleHeader article={findArticle(articles, id)!} />);
    const link = screen.getByRole('link', { name: 'यह लेख हिन्दी में पढ़ें' });
    expect(link).toHaveAttribute('href', `/hi/blog/${id}`);
    expect(link).toHaveAttribute('lang', 'hi');
    expect(link).toHaveAttribute('hreflang', 'hi');
    unmount();
    // An article with no translation (the web design one gives no health advice).
    const other = articles.find(
      (article) => !fs.existsSync(`content/translations/hi/${article.id}.md`),
    )!;
    render(<ArticleHeader article={other} />);
    expect(screen.queryByText('यह लेख हिन्दी में पढ़ें')).toBeNull();
    expect(screen.getByText('Our editorial policy')).not.toHaveAttribute('hreflang');
  });
});

describe('an article card', () => {
  const article = makeArticle('a', { draft: true, readTime: '8 min', date: '2026-11-26' });

  it('speaks Hindi on a Hindi page', () => {
    render(
      <LanguageProvider lang="hi" dictionary={clientDictionaries.hi}>
        <PostCard article={article} lang="hi" />
      </LanguageProvider>,
    );
    expect(screen.getByText('ड्राफ़्ट')).toBeInTheDocument();
    expect(screen.getByText('8 मिनट')).toBeInTheDocument();
    expect(screen.getByText('26 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('HealthHub संपादकीय टीम')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/hi/blog/a');
  });

  it('is as it was on an English page', () => {
    render(<PostCard article={article} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('8 min')).toBeInTheDocument();
    expect(screen.getByText('Nov 26, 2026')).toBeInTheDocument();
    expect(screen.getByText('HealthHub Editorial Team')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/blog/a');
  });
});

describe('the feedback form on a Hindi page', () => {
  it('asks and answers in Hindi, and sends the reader to the Hindi outcome page', () => {
    const { container } = render(
      <LanguageProvider lang="hi" dictionary={clientDictionaries.hi}>
        <ArticleFeedback article="a" title="माइग्रेन" />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'हाँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नहीं' })).toBeInTheDocument();
    expect(screen.getByRole('heading').textContent).toBe(
      clientDictionaries.hi.forms.feedback.question,
    );
    const redirect = container.querySelector<HTMLInputElement>('input[name="redirect"]');
    if (redirect) expect(redirect.value).toMatch(/\/hi\/form\/feedback-sent$/);
  });
});
