'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostCard } from '@/components/posts/post-card';
import type { Card } from '@/lib/content/card';
import type { Lang } from '@/lib/i18n/languages';
import { loadCardFile } from './load-card-file';

export type LoadStatus = 'idle' | 'loading' | 'failed';

/**
 * The card component, fetched with the first added page: the page's own cards are drawn on the
 * server, so its code is not part of the page's first load (nor shared with the other pages').
 */
const loadCardView = () => import('@/components/posts/post-card').then((m) => m.PostCard);

/**
 * The pages Load More has added after `startPage`, fetched one at a time from their static files
 * (the page's language's).
 * `lastShown` is the last page on screen; a failed fetch leaves everything shown as it was, and the
 * next press tries the same page again.
 */
export function useCardPages(slug: string, startPage: number, lang: Lang = 'en') {
  const [added, setAdded] = useState<Card[][]>([]);
  const [CardView, setCardView] = useState<typeof PostCard>();
  const [status, setStatus] = useState<LoadStatus>('idle');
  const busy = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const lastShown = startPage + added.length;
  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    Promise.all([loadCardFile(slug, lastShown + 1, lang), loadCardView()]).then(
      ([file, view]) => {
        busy.current = false;
        if (!live.current) return;
        setCardView(() => view);
        setAdded((pages) => [...pages, file.articles]);
        setStatus('idle');
      },
      () => {
        busy.current = false;
        if (live.current) setStatus('failed');
      },
    );
  }, [slug, lastShown, lang]);

  return { added, CardView, status, lastShown, loadMore };
}
