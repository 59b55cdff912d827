import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { absoluteUrl } from '@/lib/seo/metadata';
import { SITEMAP_FILE, type SitemapFile, sitemapFiles } from '@/lib/seo/sitemap-files';
import type { SitemapEntry } from '@/lib/seo/sitemap-xml';

/** `count` pages, one new day each, some without a date (as /about and /contact are). */
const pages = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    url: absoluteUrl(`/blog/guide-${i + 1}`),
    ...(i % 4 !== 3 && {
      lastModified: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    }),
  }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
const bytes = (file: SitemapFile) => Buffer.byteLength(file.xml);

describe('the sitemap below the limits', () => {
  it('is one sitemap.xml, written as Next.js writes a sitemap', () => {
    for (const count of [0, 1, 37]) {
      const entries = pages(count);
      expect(sitemapFiles(entries)).toEqual([
        { name: 'sitemap.xml', xml: resolveSitemap(entries) },
      ]);
    }
  });

  it('escapes what XML reserves in a URL', () => {
    const [file] = sitemapFiles([{ url: 'https://example.org/?a=1&b=<2>' }]);
    expect(file!.xml).toContain('<loc>https://example.org/?a=1&amp;b=&lt;2&gt;</loc>');
  });
});

describe('the sitemap past the limits', () => {
  const limits = { urls: 10, bytes: 1_000 };

  it('becomes an index at sitemap.xml pointing at parts within the limits', () => {
    const entries = pages(45);
    const [index, ...parts] = sitemapFiles(entries, limits);
    expect(index!.name).toBe(SITEMAP_FILE);
    expect(index!.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n<sitemap>\n<loc>/,
    );
    expect(parts.length).toBeGreaterThan(4);
    expect(parts.map(({ name }) => name)).toEqual(parts.map((_, i) => `sitemap-${i}.xml`));
    expect(locs(index!.xml)).toEqual(parts.map(({ name }) => absoluteUrl(`/${name}`)));
    for (const part of parts) {
      expect(locs(part.xml).length).toBeLessThanOrEqual(limits.urls);
      expect(bytes(part)).toBeLessThanOrEqual(limits.bytes);
    }
    // Every page once, in order.
    expect(parts.flatMap(({ xml }) => locs(xml))).toEqual(entries.map(({ url }) => url));
  });

  it('gives each part in the index the newest change among its pages', () => {
    const [index, ...parts] = sitemapFiles(pages(45), limits);
    const indexDays = [...index!.xml.matchAll(/<sitemap>\n<loc>[^<]+<\/loc>\n<lastmod>([^<]+)/g)];
    expect(indexDays.map(([, day]) => day)).toEqual(
      parts.map(({ xml }) =>
        [...xml.matchAll(/<lastmod>([^<]+)/g)]
          .map(([, d]) => d)
          .sort()
          .at(-1),
      ),
    );
  });

  it('cuts at the byte limit when that comes first', () => {
    const files = sitemapFiles(pages(45), { urls: 50_000, bytes: 600 });
    expect(files.length).toBeGreaterThan(2);
    for (const part of files.slice(1)) expect(bytes(part)).toBeLessThanOrEqual(600);
  });

  it('points at its parts under the base path of a sub-path build', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NEXT_PUBLIC_BASE_PATH: '/health/hub',
      NEXT_PUBLIC_SITE_URL: 'https://example.org',
    });
    let files: SitemapFile[] = [];
    await jest.isolateModulesAsync(async () => {
      const { sitemapFiles: inSubPath } = await import('@/lib/seo/sitemap-files');
      files = inSubPath(pages(25), limits);
    });
    process.env = saved;
    expect(locs(files[0]!.xml)).toEqual([
      'https://example.org/health/hub/sitemap-0.xml',
      'https://example.org/health/hub/sitemap-1.xml',
      'https://example.org/health/hub/sitemap-2.xml',
    ]);
  });
});
