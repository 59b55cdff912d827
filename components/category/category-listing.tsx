import { PostCard } from '@/components/posts/post-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import type { CategoryPage } from '@/lib/category-pages/category-pages';
import { countIn, numberIn } from '@/lib/category-pages/counts';
import { dictionaries } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/text';
import { breadcrumbTrail } from '@/lib/site/navigation';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { WhereToTurn } from '@/components/ui/where-to-turn';
import { CategoryGrid } from './category-grid';
import { EmptyCategory } from './empty-category';
import { OtherTopics } from './other-topics';

/** A category page; English unless it says otherwise. */
type ListingProps = Omit<CategoryPage, 'lang' | 'englishTotal'> &
  Partial<Pick<CategoryPage, 'lang' | 'englishTotal'>>;

/**
 * One page of a category's listing: breadcrumbs, name, the spec's description line and the
 * category's own description, count (and which page, when there are several), then the page's 6
 * cards with Load More and the page links, or the empty state; a small or empty category then
 * suggests other topics. A health category has, beside its heading on wide screens, where to
 * turn (the emergency numbers, an appointment, the topics hub). Every page of the category has the same breadcrumbs: Home, the category.
 * In the page's language (`lang`): a translation lists its own articles, and an empty translated
 * category points to the English one.
 */
export function CategoryListing({
  category,
  page,
  pages,
  total,
  articles,
  suggested,
  lang = 'en',
  englishTotal = total,
}: ListingProps) {
  const words = dictionaries[lang].pages.category;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <JsonLd data={breadcrumbJsonLd(category, undefined, lang)} />
      <div className="lg:grid lg:grid-cols-[minmax(0,48rem)_22rem] lg:justify-between lg:gap-12">
        <header className="max-w-3xl">
          <Breadcrumbs trail={breadcrumbTrail(category, undefined, lang)} />
          <h1 className="mt-4 text-3xl font-bold text-slate-900 md:text-4xl">{category.name}</h1>
          <p className="mt-4 text-lg text-slate-700">{fill(words.lead, { name: category.name })}</p>
          <p className="mt-3 text-slate-700">{category.description}</p>
          <p className="mt-2 text-slate-600">{countIn(words.found, total, lang)}</p>
          {pages > 1 && (
            <p className="mt-1 text-slate-600">
              {fill(words.pageOf, { page: numberIn(page, lang), pages: numberIn(pages, lang) })}
            </p>
          )}
        </header>
        {category.medical && <WhereToTurn className="self-start" lang={lang} />}
      </div>
      <div className="mt-10">
        {total > 0 ? (
          <CategoryGrid
            key={`${category.slug}/${page}`}
            slug={category.slug}
            page={page}
            pages={pages}
            total={total}
          >
            {articles.map((article) => (
              <PostCard key={article.id} article={article} headingLevel={2} lang={lang} />
            ))}
          </CategoryGrid>
        ) : (
          <EmptyCategory lang={lang} slug={category.slug} englishTotal={englishTotal} />
        )}
        {suggested.length > 0 && <OtherTopics topics={suggested} lang={lang} />}
      </div>
    </div>
  );
}
