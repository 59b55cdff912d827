import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleActions } from '@/components/article/article-actions';
import { ArticleHeader } from '@/components/article/article-header';
import { ArticleTags } from '@/components/article/article-tags';
import { SearchMarks } from '@/components/article/search-marks';
import { BackToArticles } from '@/components/article/back-to-articles';
import { KeyTakeaways } from '@/components/article/key-takeaways';
import { RelatedArticles } from '@/components/article/related-articles';
import { SourcesList } from '@/components/article/sources-list';
import { ContentsAside, TableOfContents } from '@/components/article/table-of-contents';
import { ArticleFeedback } from '@/components/article/article-feedback';
import { CoverImage } from '@/components/posts/cover-image';
import { Prose } from '@/components/ui/prose';
import { findArticle, findCategory, getCorpus, related, articleBody } from '@/lib/content';
import { languagesOf } from '@/lib/content/localized';
import { articleMetadata } from '@/lib/seo/metadata';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Disclaimer } from '@/components/ui/disclaimer';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbTrail } from '@/lib/site/navigation';
import { reviewRecordPath } from '@/lib/content/review-kinds';
import { ARTICLE_TEXT_ID } from '@/lib/search/result-link';

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
  const article = await lookup(params);
  return articleMetadata(article, 'en', languagesOf(article.id));
}

export default async function ArticlePage({ params }: Props) {
  const article = await lookup(params);
  const { articles, categories, reviews } = getCorpus();
  const hasRecord = reviews.some((record) => record.article === article.id);
  const relatedArticles = related(articles, article);
  const category = findCategory(categories, article.categorySlug)!;
  const { html, sources, sections } = articleBody(article);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[articleJsonLd(article, category.medical), breadcrumbJsonLd(category, article)]}
      />
      <div className="mx-auto max-w-3xl lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,48rem)_14rem] lg:justify-between lg:gap-12">
        <article className="min-w-0">
          <Breadcrumbs trail={breadcrumbTrail(category, article)} />
          <BackToArticles />
          <ArticleHeader
            article={article}
            recordPath={hasRecord ? reviewRecordPath(article.id) : undefined}
          />
          <SearchMarks />
          <CoverImage
            article={article}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="mt-8 rounded-2xl print:hidden"
          />
          <KeyTakeaways takeaways={article.takeaways} />
          <TableOfContents sections={sections} />
          <Prose html={html} id={ARTICLE_TEXT_ID} className="mt-8" />
          <ArticleTags tags={article.tags} />
          <ArticleActions article={article} className="mt-8 flex md:hidden" />
          <SourcesList sources={sources} />
          <div className="mt-10">
            <Disclaimer />
          </div>
          <ArticleFeedback article={article.id} title={article.title} />
        </article>
        <ContentsAside sections={sections} />
      </div>
      <RelatedArticles articles={relatedArticles} />
    </div>
  );
}
