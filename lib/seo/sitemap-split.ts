/** What one sitemap file may hold: URLs, and bytes of XML before compression. */
export type SitemapLimits = { urls: number; bytes: number };

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MiB (52,428,800 bytes). */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 52_428_800 };

/** A run of entries, from `start` up to but not including `end`. */
export type EntryRange = { start: number; end: number };

/**
 * Cuts a sitemap's entries into files within `limits`, keeping their order. `entryBytes` holds
 * each entry's size in bytes and `wrapperBytes` the size of what surrounds them in every file
 * (the XML declaration and the `<urlset>` tags). One range, possibly empty, when everything fits
 * in a single file; otherwise each file is filled as far as both limits allow.
 */
export function splitSitemap(
  entryBytes: readonly number[],
  wrapperBytes: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): EntryRange[] {
  const room = limits.bytes - wrapperBytes;
  let current: EntryRange = { start: 0, end: 0 };
  const ranges = [current];
  let used = 0;
  entryBytes.forEach((bytes, index) => {
    if (bytes > room) {
      throw new Error(
        `Sitemap entry ${index} is ${bytes} bytes; a sitemap file holds at most ${limits.bytes} bytes.`,
      );
    }
    if (current.end - current.start === limits.urls || used + bytes > room) {
      current = { start: index, end: index };
      ranges.push(current);
      used = 0;
    }
    current.end = index + 1;
    used += bytes;
  });
  return ranges;
}
