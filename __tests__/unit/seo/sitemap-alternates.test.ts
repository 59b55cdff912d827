import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { absoluteUrl, languageAlternates } from '@/lib/seo/metadata';
import { sitemapFiles } from '@/lib/seo/sitemap-files';
import type { SitemapEntry } from '@/lib/seo/sitemap-xml';

/** Pages, some in English and Hindi (with hreflang alternates), some in English alone. */
const pages = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => {
    const path = `/blog/guide-${i + 1}`;
    const alternates = i % 3 === 0 ? languageAlternates(path, ['en', 'hi']) : undefined;
    return {
      url: absoluteUrl(path),
      ...(i % 4 !== 3 && { lastModified: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` }),
      ...(alternates && { alternates }),
    };
  });

it.each([1, 2, 7, 40])(
  'a sitemap with hreflang alternates (%i pages) is written as Next.js writes one',
  (count) => {
    const entries = pages(count);
    const next = resolveSitemap(
      entries.map(({ alternates, ...entry }) => ({
        ...entry,
        ...(alternates && { alternates: { languages: alternates } }),
      })),
    );
    expect(sitemapFiles(entries)).toEqual([{ name: 'sitemap.xml', xml: next }]);
  },
);

it('names each language and x-default', () => {
  expect(languageAlternates('/about', ['en', 'hi'])).toEqual({
    en: absoluteUrl('/about'),
    hi: absoluteUrl('/hi/about'),
    'x-default': absoluteUrl('/about'),
  });
  expect(languageAlternates('/privacy', ['en'])).toBeUndefined();
});
