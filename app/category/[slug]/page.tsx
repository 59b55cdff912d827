import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PagedGrid } from '@/components/category/paged-grid';
import { PostCard } from '@/components/posts/post-card';
import { articlesInCategory, findCategory, getCorpus } from '@/lib/content';
import { plural } from '@/lib/format';
import { categoryMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbTrail } from '@/lib/navigation';

export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getCorpus().categories.map((category) => ({ slug: category.slug }));
}

async function lookup(params: Props['params']) {
  const { slug } = await params;
  return findCategory(getCorpus().categories, slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await lookup(params);
  return categoryMetadata(category, articlesInCategory(getCorpus().articles, category.slug).length);
}

export default async function CategoryPage({ params }: Props) {
  const category = await lookup(params);
  const articles = articlesInCategory(getCorpus().articles, category.slug);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <JsonLd data={breadcrumbJsonLd(category)} />
      <header className="max-w-3xl">
        <Breadcrumbs trail={breadcrumbTrail(category)} />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 md:text-4xl">{category.name}</h1>
        <p className="mt-4 text-lg text-slate-700">
          Expert {category.name} advice and evidence-based articles from our team of medical
          professionals.
        </p>
        <p className="mt-2 text-slate-600">{plural(articles.length, 'article')} found</p>
      </header>
      <div className="mt-10">
        {articles.length > 0 ? (
          <PagedGrid key={category.slug}>
            {articles.map((article) => (
              <PostCard key={article.id} article={article} headingLevel={2} />
            ))}
          </PagedGrid>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">
              No articles found in this category
            </h2>
            <p className="mt-2 text-slate-600">
              We&apos;re constantly adding new content. Check back soon for updates!
            </p>
            <Link
              href="/"
              className="bg-brand-700 hover:bg-brand-800 mt-6 inline-block rounded-full px-6 py-3 font-semibold text-white"
            >
              Browse All Articles
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
