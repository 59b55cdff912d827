import { escapeXml } from './escape-xml';

/**
 * One page of a sitemap: its absolute URL, when known the day its content last changed, and the
 * same page in each language it exists in (hreflang alternates, itself included).
 */
export type SitemapEntry = {
  url: string;
  lastModified?: string;
  alternates?: Record<string, string>;
};

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const lastmod = (day?: string) => (day ? `<lastmod>${escapeXml(day)}</lastmod>\n` : '');

/** What surrounds the entries of a `<urlset>` file. */
export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
/** The same for entries with hreflang alternates (Next.js names the namespace only then). */
export const URLSET_OPEN_ALTERNATES = `${DECLARATION}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n`;

const alternateLinks = (alternates: Record<string, string> = {}) =>
  Object.entries(alternates)
    .map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />\n`,
    )
    .join('');
export const URLSET_CLOSE = '</urlset>\n';

/** One `<url>` entry, laid out as Next.js lays out its own sitemaps. */
export const urlEntry = ({ url, lastModified, alternates }: SitemapEntry) =>
  `<url>\n<loc>${escapeXml(url)}</loc>\n${alternateLinks(alternates)}${lastmod(lastModified)}</url>\n`;

/** A sitemap file of already written `<url>` entries. */
export const urlset = (entries: readonly string[]) =>
  `${entries.some((entry) => entry.includes('<xhtml:link')) ? URLSET_OPEN_ALTERNATES : URLSET_OPEN}${entries.join('')}${URLSET_CLOSE}`;

/** A sitemap index: the absolute URL of each sitemap file and its newest change. */
export const sitemapIndex = (files: readonly SitemapEntry[]) =>
  `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${files
    .map(
      ({ url, lastModified }) =>
        `<sitemap>\n<loc>${escapeXml(url)}</loc>\n${lastmod(lastModified)}</sitemap>\n`,
    )
    .join('')}</sitemapindex>\n`;
