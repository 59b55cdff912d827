import type { Metadata } from 'next';
import { FirstAidIndex } from '@/components/first-aid/first-aid-index';
import { firstAidMetadata } from '@/lib/seo/first-aid-metadata';

export const metadata: Metadata = firstAidMetadata('hi');

export default function HindiFirstAidPage() {
  return <FirstAidIndex lang="hi" />;
}
