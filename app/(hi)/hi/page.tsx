// The Hindi home page: the English home's sections over the Hindi articles, with the same search
// switch (?q= searches the Hindi articles).
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
import { featuredArticle, latest, recommended, topicTiles, trending } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { dictionaries } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/text';

const lang = 'hi';

/** The home's sections; one with nothing to show yet (the translations are few) is left out. */
function NormalView() {
  const { articles, categories } = corpusIn(lang);
  const words = dictionaries[lang].pages.home;
  const featured = featuredArticle(articles);
  const newest = latest(articles);
  const picked = recommended(articles);
  const tiles = topicTiles(articles, categories);
  return (
    <>
      <Hero lang={lang} />
      <ContactShortcut lang={lang} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        {featured && (
          <Section id="featured-title" title={words.featured}>
            <FeaturedCard article={featured} lang={lang} />
          </Section>
        )}
        {newest.length > 0 && (
          <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
            <Section id="latest-title" title={words.latest}>
              <ul className="grid gap-6 sm:grid-cols-2">
                {newest.map((article) => (
                  <li key={article.id}>
                    <PostCard article={article} lang={lang} />
                  </li>
                ))}
              </ul>
            </Section>
            <aside aria-label={words.trending}>
              <TrendingCard articles={trending(articles)} lang={lang} />
            </aside>
          </div>
        )}
        {picked.length > 0 && (
          <Section id="recommended-title" title={words.recommended}>
            <ul className="grid gap-6 md:grid-cols-3">
              {picked.map((article) => (
                <li key={article.id}>
                  <PostCard article={article} lang={lang} />
                </li>
              ))}
            </ul>
          </Section>
        )}
        {tiles.length > 0 && (
          <Section id="topics-title" title={words.topics}>
            <TopicGrid topics={tiles} lang={lang} />
          </Section>
        )}
        {/* Under the tiles, outside their section: the section holds the tiles alone (at most 8). */}
        <AllTopicsLink className={tiles.length > 0 ? '-mt-10' : ''} lang={lang} />
      </div>
    </>
  );
}

const { title, description } = dictionaries[lang].shell.site;

export const metadata = pageMetadata({
  title: fill(title, { site: site.name }),
  description,
  path: '/',
  lang,
  languages: ['en', 'hi'],
});

export default function HindiHomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd(lang)]} />
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
