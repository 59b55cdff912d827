import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/indexable';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages().map(({ url, lastModified }) => ({
    url,
    ...(lastModified && { lastModified }),
  }));
}
