import type { Lang } from '@/lib/i18n/languages';
import { articleClient as english } from '@/lib/i18n/dictionaries/en/client/article';
import { DraftWord } from './card-words';

/** Marks a draft in `npm run dev`; production builds have no drafts, so it never shows there. */
export function DraftBadge({ className = '', lang = 'en' }: { className?: string; lang?: Lang }) {
  return (
    <span
      className={`inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300 ${className}`}
    >
      {lang === 'en' ? english.card.draft : <DraftWord />}
    </span>
  );
}
