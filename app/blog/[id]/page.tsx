import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { KeyTakeaways } from '@/components/article/key-takeaways';
import { ReviewLine } from '@/components/article/review-line';
import { ShareBar } from '@/components/article/share-bar';
import { SourcesList } from '@/components/article/sources-list';
import { ContentsAside, TableOfContents } from '@/components/article/table-of-contents';
import { ArticleFeedback } from '@/components/article/article-feedback';
import { CoverImage } from '@/components/posts/cover-image';
import { DraftBadge } from '@/components/posts/draft-badge';
import { PostCard } from '@/components/posts/post-card';
import { Prose } from '@/components/ui/prose';
import { findArticle, findCategory, getCorpus, related, renderArticle } from '@/lib/content';
import { absoluteUrl, articleMetadata } from '@/lib/seo/metadata';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Disclaimer } from '@/components/ui/disclaimer';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbTrail } from '@/lib/site/navigation';
import { formatLongDate } from '@/lib/format';
import { reviewRecordPath } from '@/lib/content/review-kinds';

export const dynamicParams = false;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return getCorpus().articles.map((article) => ({ id: article.id }));
}

async function lookup(params: Props['params']) {
  const { id } = await params;
  return findArticle(getCorpus().articles, id) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await lookup(params));
}

export default async function ArticlePage({ params }: Props) {
  const article = await lookup(params);
  const { articles, categories, reviews } = getCorpus();
  const hasRecord = reviews.some((record) => record.article === article.id);
  const relatedArticles = related(articles, article);
  const category = findCategory(categories, article.categorySlug)!;
  const { html, sources, sections } = renderArticle(article);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[articleJsonLd(article, category.medical), breadcrumbJsonLd(category, article)]}
      />
      <div className="mx-auto max-w-3xl lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,48rem)_14rem] lg:justify-between lg:gap-12">
        <article className="min-w-0">
          <Breadcrumbs trail={breadcrumbTrail(category, article)} />
          <Link
            href="/"
            className="text-brand-800 mt-4 inline-flex items-center gap-2 rounded-md font-medium hover:underline print:hidden"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Articles
          </Link>
          <header className="mt-6 space-y-4">
            <Link
              href={`/category/${article.categorySlug}`}
              className="bg-brand-50 text-brand-800 inline-block rounded-full px-3 py-1 text-sm font-semibold"
            >
              {article.category}
            </Link>
            {article.draft && <DraftBadge className="ml-2" />}
            <h1 className="text-3xl leading-tight font-bold text-slate-900 md:text-4xl">
              {article.title}
            </h1>
            <p className="text-lg text-slate-700">{article.excerpt}</p>
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span>{article.author}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              {article.updated && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>
                    Updated{' '}
                    <time dateTime={article.updated}>{formatLongDate(article.updated)}</time>
                  </span>
                </>
              )}
              <span aria-hidden="true">·</span>
              <span>{article.readTime} read</span>
            </p>
            <ReviewLine
              article={article}
              recordPath={hasRecord ? reviewRecordPath(article.id) : undefined}
            />
            <div className="flex flex-wrap items-center gap-3 border-y border-slate-200 py-4 print:hidden">
              <ShareBar
                url={absoluteUrl(`/blog/${article.id}`)}
                title={article.title}
                excerpt={article.excerpt}
              />
              <Link
                href="/contact"
                className="bg-brand-700 hover:bg-brand-deep inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold text-white sm:ml-auto"
              >
                <CalendarCheck className="size-4" aria-hidden="true" />
                Book Appointment
              </Link>
            </div>
          </header>
          <CoverImage
            article={article}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="mt-8 rounded-2xl print:hidden"
          />
          <KeyTakeaways takeaways={article.takeaways} />
          <TableOfContents sections={sections} />
          <Prose html={html} className="mt-8" />
          {article.tags.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2 print:hidden" aria-label="Tags">
              {article.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          <SourcesList sources={sources} />
          <div className="mt-10">
            <Disclaimer />
          </div>
          <ArticleFeedback article={article.id} title={article.title} />
        </article>
        <ContentsAside sections={sections} />
      </div>
      {relatedArticles.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14 print:hidden">
          <h2 id="related-title" className="mb-6 text-2xl font-bold text-slate-900">
            Related Articles
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {relatedArticles.map((item) => (
              <li key={item.id}>
                <PostCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
