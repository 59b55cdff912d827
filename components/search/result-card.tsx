'use client';

import { useLanguage } from '@/components/i18n/language-provider';
import { PostCard } from '@/components/posts/post-card';
import { MarkedText } from '@/components/ui/marked-text';
import { pathIn } from '@/lib/i18n/languages';
import { cardShows, type SearchHit } from '@/lib/search/engine';
import { resultLink } from '@/lib/search/result-link';
import { useBodyMatch } from './use-body-match';

type Props = { hit: SearchHit; query: string; needle: string; version: string };

/**
 * A search result: the card with the query marked in place, and when neither its title nor its
 * excerpt holds the query, a short passage of the body around the first match. Its link opens the
 * article at its top with the query's matches marked (lib/search/result-link.ts), in the page's
 * language (/hi/blog/{id} on a Hindi page).
 */
export function ResultCard({ hit, query, needle, version }: Props) {
  const { lang } = useLanguage({});
  const { card } = hit;
  const { ref, body } = useBodyMatch(hit, needle, version, !cardShows(card, needle), lang);
  return (
    <div ref={ref} className="h-full">
      <PostCard
        article={card}
        headingLevel={2}
        highlight={needle}
        lang={lang}
        href={resultLink(pathIn(lang, `/blog/${card.id}`), query)}
      >
        {body && (
          <p className="border-l-2 border-slate-300 pl-3 text-sm text-slate-700">
            <MarkedText text={body.snippet} needle={needle} />
          </p>
        )}
      </PostCard>
    </div>
  );
}
