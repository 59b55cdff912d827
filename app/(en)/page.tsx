import { Suspense } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';
import { AllTopicsLink } from '@/components/topics/all-topics-link';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { SearchSwitch } from '@/components/search/search-switch';
import { ContactShortcut } from '@/components/home/contact-shortcut';
import { Hero } from '@/components/home/hero';
import { TopicGrid } from '@/components/home/topic-grid';
import { TrendingCard } from '@/components/home/trending-card';
import { FeaturedCard } from '@/components/posts/featured-card';
import { PostCard } from '@/components/posts/post-card';
import { Section } from '@/components/ui/section';
import {
  featuredArticle,
  getCorpus,
  latest,
  recommended,
  topicTiles,
  trending,
} from '@/lib/content';

function NormalView() {
  const { articles, categories } = getCorpus();
  const featured = featuredArticle(articles);
  return (
    <>
      <Hero />
      <ContactShortcut />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        {featured && (
          <Section id="featured-title" title="Featured Article">
            <FeaturedCard article={featured} />
          </Section>
        )}
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <Section id="latest-title" title="Latest Health Articles">
            <ul className="grid gap-6 sm:grid-cols-2">
              {latest(articles).map((article) => (
                <li key={article.id}>
                  <PostCard article={article} />
                </li>
              ))}
            </ul>
          </Section>
          <aside aria-label="Trending">
            <TrendingCard articles={trending(articles)} />
          </aside>
        </div>
        <Section id="recommended-title" title="Recommended For You">
          <ul className="grid gap-6 md:grid-cols-3">
            {recommended(articles).map((article) => (
              <li key={article.id}>
                <PostCard article={article} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="topics-title" title="Explore Health Topics">
          <TopicGrid topics={topicTiles(articles, categories)} />
        </Section>
        {/* Under the tiles, outside their section: the section holds the tiles alone (at most 8). */}
        <AllTopicsLink className="-mt-10" />
      </div>
    </>
  );
}

export const metadata = pageMetadata({
  title: `${site.name}: your trusted health hub`,
  description: site.description,
  path: '/',
  languages: ['en', 'hi'],
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      {/* Only the search view waits for the browser (it needs ?q=): the normal view is
          prerendered outside the boundary, so it is hydrated in place, not rebuilt. */}
      <Suspense fallback={null}>
        <SearchSwitch />
      </Suspense>
      <div data-normal-view="">
        <NormalView />
      </div>
    </>
  );
}
