import type { Metadata } from 'next';
import { FirstAidIndex } from '@/components/first-aid/first-aid-index';
import { firstAidMetadata } from '@/lib/seo/first-aid-metadata';

export const metadata: Metadata = firstAidMetadata('en');

export default function FirstAidPage() {
  return <FirstAidIndex lang="en" />;
}
