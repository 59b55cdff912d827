import { absoluteUrl } from './metadata';
import { SITEMAP_LIMITS, type SitemapLimits, splitSitemap } from './sitemap-split';
import {
  type SitemapEntry,
  URLSET_CLOSE,
  URLSET_OPEN_ALTERNATES,
  sitemapIndex,
  urlEntry,
  urlset,
} from './sitemap-xml';

/** A file the sitemap route writes: its name at the site's root and its XML. */
export type SitemapFile = { name: string; xml: string };

/** The file search engines are given (robots.txt names it): the sitemap or the sitemap index. */
export const SITEMAP_FILE = 'sitemap.xml';

/** 'sitemap-0.xml', 'sitemap-1.xml'...: the parts a sitemap index points at. */
export const sitemapPartName = (index: number) => `sitemap-${index}.xml`;

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;
const newest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | undefined>(
    (latest, { lastModified }) =>
      lastModified && (!latest || lastModified > latest) ? lastModified : latest,
    undefined,
  );

/**
 * The sitemap files of the given pages, in order. While the pages fit in one file within the
 * protocol's limits, that is `sitemap.xml` alone; past them, `sitemap.xml` is an index of
 * `sitemap-0.xml`, `sitemap-1.xml`... each within the limits (an index may list 50,000 of them).
 */
export function sitemapFiles(
  pages: readonly SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapFile[] {
  const entries = pages.map(urlEntry);
  const ranges = splitSitemap(
    entries.map(bytes),
    bytes(URLSET_OPEN_ALTERNATES) + bytes(URLSET_CLOSE),
    limits,
  );
  if (ranges.length === 1) return [{ name: SITEMAP_FILE, xml: urlset(entries) }];
  const parts = ranges.map(({ start, end }, index) => ({
    name: sitemapPartName(index),
    xml: urlset(entries.slice(start, end)),
    lastModified: newest(pages.slice(start, end)),
  }));
  const index = sitemapIndex(
    parts.map(({ name, lastModified }) => ({ url: absoluteUrl(`/${name}`), lastModified })),
  );
  return [{ name: SITEMAP_FILE, xml: index }, ...parts.map(({ name, xml }) => ({ name, xml }))];
}
