import { type EntryRange, SITEMAP_LIMITS, splitSitemap } from '@/lib/seo/sitemap-split';

/** A typical entry: '<url>\n<loc>https://example.org/blog/some-id</loc>\n<lastmod>...</lastmod>\n</url>\n'. */
const TYPICAL_ENTRY = 110;
/** An entry whose URL is 2,000 characters long, near the longest any crawler accepts. */
const LONG_ENTRY = 2_060;
const WRAPPER = 120;

const sizes = (count: number, bytes = TYPICAL_ENTRY) => new Array<number>(count).fill(bytes);
const lengths = (ranges: EntryRange[]) => ranges.map(({ start, end }) => end - start);

/** The ranges cover every entry once, in order, and each file keeps within the limits. */
function expectWithinLimits(entryBytes: number[], ranges: EntryRange[], limits = SITEMAP_LIMITS) {
  expect(ranges[0]!.start).toBe(0);
  expect(ranges.at(-1)!.end).toBe(entryBytes.length);
  ranges.forEach(({ start, end }, index) => {
    if (index > 0) expect(start).toBe(ranges[index - 1]!.end);
    expect(end - start).toBeLessThanOrEqual(limits.urls);
    const bytes = entryBytes.slice(start, end).reduce((sum, b) => sum + b, WRAPPER);
    expect(bytes).toBeLessThanOrEqual(limits.bytes);
  });
}

describe('cutting a sitemap at the protocol limits (50,000 URLs, 52,428,800 bytes)', () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [49_999, [49_999]],
    [50_000, [50_000]],
    [50_001, [50_000, 1]],
    [120_000, [50_000, 50_000, 20_000]],
  ])('%i URLs make files of %j URLs', (count, expected) => {
    const entryBytes = sizes(count);
    const ranges = splitSitemap(entryBytes, WRAPPER);
    expect(lengths(ranges)).toEqual(expected);
    expectWithinLimits(entryBytes, ranges);
  });

  it('cuts by bytes first when the URLs are long', () => {
    const perFile = Math.floor((SITEMAP_LIMITS.bytes - WRAPPER) / LONG_ENTRY); // 25,451
    const entryBytes = sizes(30_000, LONG_ENTRY);
    const ranges = splitSitemap(entryBytes, WRAPPER);
    expect(lengths(ranges)).toEqual([perFile, 30_000 - perFile]);
    expectWithinLimits(entryBytes, ranges);
  });

  it('keeps a file whose size is exactly the byte limit, and cuts one byte over it', () => {
    const exact = (SITEMAP_LIMITS.bytes - WRAPPER) / 4;
    expect(lengths(splitSitemap([exact, exact, exact, exact], WRAPPER))).toEqual([4]);
    expect(lengths(splitSitemap([exact, exact, exact, exact + 1], WRAPPER))).toEqual([3, 1]);
  });
});

describe('cutting with small limits', () => {
  const limits = { urls: 3, bytes: 100 };

  it('fills each file up to the URL limit', () => {
    const ranges = splitSitemap(sizes(7, 10), 20, limits);
    expect(ranges).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 7 },
    ]);
  });

  it('fills each file up to the byte limit, wrapper included', () => {
    // 20 bytes of wrapper leave 80: 30 + 40 fit, a further 30 does not.
    const ranges = splitSitemap([30, 40, 30, 50, 30, 80], 20, limits);
    expect(lengths(ranges)).toEqual([2, 2, 1, 1]);
  });

  it('cuts at whichever limit comes first, entry sizes varying', () => {
    const entryBytes = Array.from({ length: 500 }, (_, i) => 5 + ((i * 37) % 41));
    const ranges = splitSitemap(entryBytes, 20, limits);
    ranges.forEach(({ start, end }) => {
      expect(end - start).toBeLessThanOrEqual(limits.urls);
      const bytes = entryBytes.slice(start, end).reduce((sum, b) => sum + b, 20);
      expect(bytes).toBeLessThanOrEqual(limits.bytes);
      // A file is cut only when the next entry would not fit.
      if (end < entryBytes.length && end - start < limits.urls)
        expect(bytes + entryBytes[end]!).toBeGreaterThan(limits.bytes);
    });
    expect(ranges.at(-1)!.end).toBe(500);
  });

  it('refuses an entry that no file could hold, naming it', () => {
    expect(() => splitSitemap([10, 81], 20, limits)).toThrow(
      'Sitemap entry 1 is 81 bytes; a sitemap file holds at most 100 bytes.',
    );
  });
});
