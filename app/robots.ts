import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { SITEMAP_FILE } from '@/lib/seo/sitemap-files';

export const dynamic = 'force-static';

/** Crawl everything; the sitemap named is the sitemap index when the site has one. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(`/${SITEMAP_FILE}`) };
}
