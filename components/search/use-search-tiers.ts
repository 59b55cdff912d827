'use client';

import { useEffect, useState } from 'react';
import type { BodyShard } from '@/lib/search/body-shards';
import type { TiersState } from '@/lib/search/status';
import { loadMeta, loadShard } from './load-search-tiers';

/**
 * The search data as it arrives: the meta tier first, then every body shard, fetched in parallel
 * right after it. `pending` counts the shards not settled yet; a failed one is simply not added.
 */
export function useSearchTiers(): TiersState {
  const [state, setState] = useState<TiersState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const settle = (shard?: BodyShard) =>
      live &&
      setState((s) =>
        s.status === 'ready'
          ? { ...s, shards: shard ? [...s.shards, shard] : s.shards, pending: s.pending - 1 }
          : s,
      );
    loadMeta().then(
      (meta) => {
        if (!live) return;
        setState({ status: 'ready', meta, shards: [], pending: meta.shards });
        for (let index = 0; index < meta.shards; index += 1)
          loadShard(index).then(settle, () => settle());
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
