import { indexablePages } from '@/lib/seo/indexable';
import { sitemapFiles } from '@/lib/seo/sitemap-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { params: Promise<{ sitemap: string }> };

// Every sitemap file at the site's root: `sitemap.xml`, and past the protocol's limits the parts
// its index points at (lib/seo/sitemap-files.ts). One route writes them all because a static export
// cannot do it with Next.js's `app/sitemap.ts`: `generateSitemaps` writes the parts but no index,
// and a route that may have no parts cannot be exported (generateStaticParams may not be empty).

export function generateStaticParams() {
  return sitemapFiles(indexablePages()).map(({ name }) => ({ sitemap: name }));
}

export async function GET(_request: Request, { params }: Params) {
  const { sitemap } = await params;
  const file = sitemapFiles(indexablePages()).find(({ name }) => name === sitemap);
  return file
    ? new Response(file.xml, { headers: { 'Content-Type': 'application/xml' } })
    : new Response('Not found', { status: 404 });
}
