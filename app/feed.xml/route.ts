import { getCorpus, latest } from '@/lib/content';
import { rssFeed } from '@/lib/feed';

export const dynamic = 'force-static';

export function GET() {
  const { articles } = getCorpus();
  return new Response(rssFeed(latest(articles, articles.length)), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
