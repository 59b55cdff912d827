import { corpusTiers } from '@/lib/search/corpus-tiers';

export const dynamic = 'force-static';

/** The meta tier of the search data, a static file fetched only when a search runs. */
export function GET() {
  return Response.json(corpusTiers().meta);
}
