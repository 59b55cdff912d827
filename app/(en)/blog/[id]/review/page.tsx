import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewRecordView } from '@/components/review/review-record-view';
import { findArticle, getCorpus } from '@/lib/content';
import { reviewRecordPath } from '@/lib/content/review-kinds';
import { reviewerOf } from '@/lib/content/review';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

export const dynamicParams = false;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return getCorpus().reviews.map((record) => ({ id: record.article }));
}

async function lookup(params: Props['params']) {
  const { id } = await params;
  const { articles, reviews } = getCorpus();
  const article = findArticle(articles, id);
  const record = reviews.find((r) => r.article === id);
  return article && record ? { article, record } : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article, record } = await lookup(params);
  return pageMetadata({
    title: `What we checked: ${article.title} - ${site.name}`,
    description: `The warning signs, first aid and medicine rules that national health services list for this topic (${record.items.length} items), and where the article covers each.`,
    path: reviewRecordPath(article.id),
  });
}

export default async function ReviewRecordPage({ params }: Props) {
  const { article, record } = await lookup(params);
  const reviewer = reviewerOf(record.reviewedBy, getCorpus().team) ?? article.reviewer;
  const subject = { title: article.title, path: `/blog/${article.id}`, noun: 'article' as const };
  const signOff = {
    version: article.signOff.version,
    ...(article.reviewer.kind === 'clinician' && { signer: article.reviewer }),
  };
  return (
    <ReviewRecordView subject={subject} record={record} reviewer={reviewer} signOff={signOff} />
  );
}
