'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { bodyMatchOf, type BodyMatch, type SearchHit } from '@/lib/search/engine';
import { isDoc } from '@/lib/search/guards';
import { docPath } from '@/lib/search/paths';
import { loadIndexFile } from './load-search-index';

/** How far below the screen a card's document starts loading. */
const AHEAD = '400px';

/**
 * Where a result matched in the body when its card does not show the query. Known at once when
 * the search read the article's text; otherwise (a query answered from card files alone) its
 * document is fetched once the card nears the screen. Undefined until known; null when the body
 * holds no match or the document could not be fetched (the card is still shown). `lang` is the
 * language of the index searched.
 */
export function useBodyMatch(
  hit: SearchHit,
  needle: string,
  version: string,
  needed: boolean,
  lang: Lang = 'en',
): { ref: RefObject<HTMLDivElement | null>; body: BodyMatch | null | undefined } {
  const ref = useRef<HTMLDivElement>(null);
  const [fetched, setFetched] = useState<BodyMatch | null | undefined>(undefined);
  const known = !needed ? null : hit.body;
  useEffect(() => {
    if (known !== undefined || !ref.current) return;
    let live = true;
    const load = () =>
      loadIndexFile(docPath(version, hit.position, lang), isDoc)
        .then((doc) => live && setFetched(bodyMatchOf(doc, needle)))
        .catch(() => live && setFetched(null));
    // Without IntersectionObserver (old browsers) every card's document is fetched at once.
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(ref.current);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [known, version, hit.position, needle, lang]);
  return { ref, body: known !== undefined ? known : fetched };
}
