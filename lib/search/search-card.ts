import { toCard, type Card } from '@/lib/content/card';
import type { Article } from '@/lib/content/types';

/**
 * What the search index holds of one article for its card: the card (lib/content/card.ts), plus
 * the tags search reads.
 */
export const toMetaEntry = (article: Article) => ({ ...toCard(article), tags: article.tags });

export type MetaEntry = Card & { tags: string[] };

/** One article in the search index: its card and its readable text (what search matches). */
export type SearchDoc = MetaEntry & { text: string };

/** The card fields of a document, without its text. */
export function cardOf(doc: SearchDoc): MetaEntry {
  const card: Partial<SearchDoc> = { ...doc };
  delete card.text;
  return card as MetaEntry;
}
