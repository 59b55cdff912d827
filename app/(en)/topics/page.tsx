import type { Metadata } from 'next';
import { CategoryDirectory } from '@/components/topics/category-directory';
import { TopicsAtoZ } from '@/components/topics/topics-a-to-z';
import { Disclaimer } from '@/components/ui/disclaimer';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { getCorpus, hubCategories, topicsAtoZ } from '@/lib/content';
import { topicsHubLink } from '@/lib/site/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: `Health Topics A-Z - ${site.name}`,
    description:
      'Every subject we write about: browse health categories, or find a condition or topic from A to Z and the articles that cover it.',
    path: topicsHubLink.href,
    languages: ['en', 'hi'],
  });
}

/** The health topics hub: every category, then the A-Z of the conditions and topics covered. */
export default function TopicsPage() {
  const { articles, categories } = getCorpus();
  return (
    <>
      <PageHeader
        title="Health topics"
        lead="Browse by category, or find a condition or topic from A to Z and the articles that cover it."
        wide
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <Section id="categories-title" title="Categories">
          <CategoryDirectory categories={hubCategories(articles, categories)} />
        </Section>
        <Section id="a-to-z-title" title="Conditions and topics A to Z">
          <TopicsAtoZ letters={topicsAtoZ(articles, categories)} />
        </Section>
        <Disclaimer />
      </div>
    </>
  );
}
