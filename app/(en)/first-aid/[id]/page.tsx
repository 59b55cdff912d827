import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmergencyPage } from '@/components/first-aid/emergency-page';
import { emergenciesIn } from '@/lib/content';
import { routeIds } from '@/lib/content/first-aid/paths';
import { emergencyMetadata } from '@/lib/seo/first-aid-metadata';

export const dynamicParams = false;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return routeIds(emergenciesIn('en').map(({ id }) => id));
}

async function lookup(params: Props['params']) {
  const { id } = await params;
  return emergenciesIn('en').find((e) => e.id === id) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return emergencyMetadata(await lookup(params), 'en');
}

export default async function FirstAidEmergencyPage({ params }: Props) {
  return <EmergencyPage emergency={await lookup(params)} lang="en" />;
}
