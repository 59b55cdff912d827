// The Hindi article page, /hi/blog/{id}: a translated article, laid out as its English page is,
// with the translation's notice under the review line (components/article/translation-notice.tsx).
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
import { findArticle, findCategory, related, articleBody } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { articleMetadata } from '@/lib/seo/metadata';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Disclaimer } from '@/components/ui/disclaimer';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbTrail } from '@/lib/site/navigation';
import { reviewRecordPath } from '@/lib/content/review-kinds';
import { ARTICLE_TEXT_ID } from '@/lib/search/result-link';

const lang = 'hi';

export const dynamicParams = false;

type Props = { params: Promise<{ id: string }> };

/**
 * An id no article has (ids are slugs). A static export needs one page of the route at least, and a
 * corpus may have no translation (the scale build's generated library has none): then this id's
 * page, the 404, is the one.
 */
const NO_TRANSLATION = '_none';

export function generateStaticParams() {
  const ids = corpusIn(lang).articles.map((article) => ({ id: article.id }));
  return ids.length > 0 ? ids : [{ id: NO_TRANSLATION }];
}

async function lookup(params: Props['params']) {
  const { id } = await params;
  return findArticle(corpusIn(lang).articles, id) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await lookup(params), lang, ['en', 'hi']);
}

export default async function HindiArticlePage({ params }: Props) {
  const article = await lookup(params);
  const { articles, categories, reviews } = corpusIn(lang);
  // The review record is the English article's (an English-only page, as the review line says).
  const hasRecord = reviews.some((record) => record.article === article.id);
  const relatedArticles = related(articles, article);
  const category = findCategory(categories, article.categorySlug)!;
  const { html, sources, sections } = articleBody(article, lang);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          articleJsonLd(article, category.medical, lang),
          breadcrumbJsonLd(category, article, lang),
        ]}
      />
      <div className="mx-auto max-w-3xl lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,48rem)_14rem] lg:justify-between lg:gap-12">
        <article className="min-w-0">
          <Breadcrumbs trail={breadcrumbTrail(category, article, lang)} lang={lang} />
          <BackToArticles lang={lang} />
          <ArticleHeader
            article={article}
            recordPath={hasRecord ? reviewRecordPath(article.id) : undefined}
            lang={lang}
          />
          <SearchMarks />
          <CoverImage
            article={article}
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="mt-8 rounded-2xl print:hidden"
          />
          <KeyTakeaways takeaways={article.takeaways} lang={lang} />
          <TableOfContents sections={sections} lang={lang} />
          <Prose html={html} id={ARTICLE_TEXT_ID} className="mt-8" />
          <ArticleTags tags={article.tags} lang={lang} />
          <ArticleActions article={article} className="mt-8 flex md:hidden" lang={lang} />
          <SourcesList sources={sources} lang={lang} />
          <div className="mt-10">
            <Disclaimer lang={lang} />
          </div>
          <ArticleFeedback article={article.id} title={article.title} />
        </article>
        <ContentsAside sections={sections} lang={lang} />
      </div>
      <RelatedArticles articles={relatedArticles} lang={lang} />
    </div>
  );
}
