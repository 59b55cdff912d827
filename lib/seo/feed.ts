import { latest } from '../content/queries';
import type { Article } from '../content/types';
import { escapeXml } from './escape-xml';
import { absoluteUrl } from './metadata';
import { site } from '../site/settings';

/** How many articles the feed lists: the newest ones. Readers' apps poll it for what is new. */
export const FEED_ITEMS = 50;

/** 'YYYY-MM-DD' as an RFC 822 date at midnight UTC, as RSS wants. */
const rfc822 = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toUTCString();

/** An RSS 2.0 feed of the newest `FEED_ITEMS` of the given articles, newest first. */
export function rssFeed(articles: readonly Article[]): string {
  const newest = latest(articles, FEED_ITEMS);
  const items = newest.map((article) => {
    const url = absoluteUrl(`/blog/${article.id}`);
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const updated = newest[0]
    ? `\n    <lastBuildDate>${rfc822(newest[0].updated ?? newest[0].date)}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.name)}</title>
    <link>${escapeXml(absoluteUrl('/'))}</link>
    <description>${escapeXml(site.description)}</description>
    <language>en</language>${updated}
    <atom:link href="${escapeXml(absoluteUrl('/feed.xml'))}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
}
