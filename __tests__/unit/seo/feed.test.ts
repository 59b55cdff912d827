import fs from 'node:fs';
import { FEED_ITEMS, rssFeed } from '@/lib/seo/feed';
import { absoluteUrl } from '@/lib/seo/metadata';
import { makeArticle } from '../../fixtures/articles';

/** `count` articles, one a day from 1 January 2020, given oldest first and out of list order. */
const library = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeArticle(`guide-${i + 1}`, {
      order: count - i,
      date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    }),
  );

const links = (xml: string) =>
  [...xml.matchAll(/<item>\n\s*<title>[^<]*<\/title>\n\s*<link>([^<]+)/g)].map(([, link]) => link);

describe('the RSS feed lists the newest articles only', () => {
  it('lists as many as docs/PRODUCT.md says', () => {
    const product = fs.readFileSync('docs/PRODUCT.md', 'utf8');
    expect(product).toContain(
      `\`/feed.xml\` (RSS: the newest ${FEED_ITEMS} articles, newest first)`,
    );
  });

  it.each([0, 1, FEED_ITEMS - 1, FEED_ITEMS, FEED_ITEMS + 1, 10_000])(
    'of %i articles, lists the newest ones, newest first',
    (count) => {
      const xml = rssFeed(library(count));
      const shown = Math.min(count, FEED_ITEMS);
      expect(links(xml)).toEqual(
        Array.from({ length: shown }, (_, i) => absoluteUrl(`/blog/guide-${count - i}`)),
      );
      expect(xml.split('<item>').length - 1).toBe(shown);
    },
  );

  it('dates the channel by its newest article', () => {
    expect(rssFeed(library(120))).toContain(
      `<lastBuildDate>${new Date(Date.UTC(2020, 0, 120)).toUTCString()}</lastBuildDate>`,
    );
    expect(rssFeed([])).not.toContain('<lastBuildDate>');
  });
});
