import { escapeXml } from './escape-xml';

/** One page of a sitemap: its absolute URL and, when known, the day its content last changed. */
export type SitemapEntry = { url: string; lastModified?: string };

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const lastmod = (day?: string) => (day ? `<lastmod>${escapeXml(day)}</lastmod>\n` : '');

/** What surrounds the entries of a `<urlset>` file. */
export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` entry, laid out as Next.js lays out its own sitemaps. */
export const urlEntry = ({ url, lastModified }: SitemapEntry) =>
  `<url>\n<loc>${escapeXml(url)}</loc>\n${lastmod(lastModified)}</url>\n`;

/** A sitemap file of already written `<url>` entries. */
export const urlset = (entries: readonly string[]) =>
  `${URLSET_OPEN}${entries.join('')}${URLSET_CLOSE}`;

/** A sitemap index: the absolute URL of each sitemap file and its newest change. */
export const sitemapIndex = (files: readonly SitemapEntry[]) =>
  `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${files
    .map(
      ({ url, lastModified }) =>
        `<sitemap>\n<loc>${escapeXml(url)}</loc>\n${lastmod(lastModified)}</sitemap>\n`,
    )
    .join('')}</sitemapindex>\n`;
