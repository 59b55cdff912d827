'use client';

import { PostCard } from '@/components/posts/post-card';
import { MarkedText } from '@/components/ui/marked-text';
import { cardShows, type SearchHit } from '@/lib/search/engine';
import { matchedWords, textFragmentLink } from '@/lib/search/snippet';
import { useBodyMatch } from './use-body-match';

type Props = { hit: SearchHit; needle: string; version: string };

/**
 * A search result: the card with the query marked in place, and when neither its title nor its
 * excerpt holds the query, a short passage of the body around the first match. Its link opens the
 * article at that match (a text fragment).
 */
export function ResultCard({ hit, needle, version }: Props) {
  const { card } = hit;
  const shown = cardShows(card, needle);
  const { ref, body } = useBodyMatch(hit, needle, version, !shown);
  const words = shown
    ? (matchedWords(card.title, needle) ?? matchedWords(card.excerpt, needle))
    : (body?.words ?? null);
  return (
    <div ref={ref} className="h-full">
      <PostCard
        article={card}
        headingLevel={2}
        highlight={needle}
        href={textFragmentLink(`/blog/${card.id}`, words)}
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
