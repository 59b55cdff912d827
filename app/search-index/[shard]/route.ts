import { corpusTiers } from '@/lib/search/corpus-tiers';
import { shardFile, shardIndex } from '@/lib/search/paths';

export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { params: Promise<{ shard: string }> };

/** One file per body shard: body-0.json, body-1.json... */
export function generateStaticParams() {
  return corpusTiers().shards.map((_, index) => ({ shard: shardFile(index) }));
}

export async function GET(_request: Request, { params }: Params) {
  const index = shardIndex((await params).shard);
  const shard = index === undefined ? undefined : corpusTiers().shards[index];
  return shard ? Response.json(shard) : new Response('Not found', { status: 404 });
}
