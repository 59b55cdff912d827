import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewRecordView } from '@/components/review/review-record-view';
import { getCorpus } from '@/lib/content';
import { FIRST_AID_PATH, firstAidRecordPath, routeIds } from '@/lib/content/first-aid/paths';
import { reviewerOf } from '@/lib/content/review';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';

export const dynamicParams = false;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return routeIds(getCorpus().firstAid.records.map((record) => record.article));
}

async function lookup(params: Props['params']) {
  const { id } = await params;
  const { emergencies, records } = getCorpus().firstAid;
  const emergency = emergencies.find((e) => e.id === id);
  const record = records.find((r) => r.article === id);
  return emergency && record ? { emergency, record } : notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { emergency, record } = await lookup(params);
  return pageMetadata({
    title: `What we checked: first aid for ${emergency.title} - ${site.name}`,
    description: `The signs, first-aid steps and when-to-call advice that national health services list for this emergency (${record.items.length} items), and where our first-aid page covers each.`,
    path: firstAidRecordPath(emergency.id),
  });
}

export default async function FirstAidRecordPage({ params }: Props) {
  const { emergency, record } = await lookup(params);
  const reviewer = reviewerOf(record.reviewedBy, getCorpus().team)!;
  const subject = {
    title: `First aid: ${emergency.title}`,
    path: `${FIRST_AID_PATH}/${emergency.id}`,
    noun: 'first-aid page' as const,
  };
  return <ReviewRecordView subject={subject} record={record} reviewer={reviewer} />;
}
