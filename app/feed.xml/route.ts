import { getCorpus } from '@/lib/content';
import { rssFeed } from '@/lib/seo/feed';

export const dynamic = 'force-static';

/** The RSS feed: the newest articles (lib/seo/feed.ts, FEED_ITEMS). */
export function GET() {
  return new Response(rssFeed(getCorpus().articles), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
