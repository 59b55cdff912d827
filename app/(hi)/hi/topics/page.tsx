// The Hindi topics hub: every category with its Hindi articles, then the A-Z of the Hindi articles' topics.
import type { Metadata } from 'next';
import { CategoryDirectory } from '@/components/topics/category-directory';
import { TopicsAtoZ } from '@/components/topics/topics-a-to-z';
import { Disclaimer } from '@/components/ui/disclaimer';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { categoriesWithCounts, getCorpus, hubCategories, topicsAtoZ } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { dictionaries } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

const lang = 'hi';
const words = dictionaries[lang].pages.topics;

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: fill(words.metaTitle, { site: site.name }),
    description: words.metaDescription,
    path: '/topics',
    lang,
    languages: ['en', 'hi'],
  });
}

/** The English article count of each category: an empty Hindi category links to its English page. */
function englishCounts(): Record<string, number> {
  const { articles, categories } = getCorpus();
  return Object.fromEntries(
    categoriesWithCounts(articles, categories).map((c) => [c.slug, c.count]),
  );
}

export default function HindiTopicsPage() {
  const { articles, categories } = corpusIn(lang);
  const letters = topicsAtoZ(articles, categories, lang);
  return (
    <>
      <PageHeader title={words.title} lead={words.lead} wide />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="categories-title" title={words.categories}>
          <CategoryDirectory
            categories={hubCategories(articles, categories, lang)}
            lang={lang}
            englishCounts={englishCounts()}
          />
        </Section>
        {letters.length > 0 && (
          <Section id="a-to-z-title" title={words.aToZ}>
            <TopicsAtoZ letters={letters} lang={lang} />
          </Section>
        )}
        <Disclaimer lang={lang} />
      </div>
    </>
  );
}
