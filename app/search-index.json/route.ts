import { getCorpus, inListOrder } from '@/lib/content';
import { toSearchEntries } from '@/lib/content/search-index';

export const dynamic = 'force-static';

/** The search data, a static file fetched only when a search runs. */
export function GET() {
  return Response.json(toSearchEntries(inListOrder(getCorpus().articles)));
}
