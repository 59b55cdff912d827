import type { Article } from '@/lib/content/types';

/**
 * What the search index holds of one article for its card: the fields `PostCard` shows, plus the
 * tags search reads, and `draft` on a draft (only `npm run dev` has drafts).
 */
export function toMetaEntry(article: Article) {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    tags: article.tags,
    author: article.author,
    date: article.date,
    readTime: article.readTime,
    image: article.image,
    imageAlt: article.imageAlt,
    ...(article.draft && { draft: article.draft }),
  };
}

export type MetaEntry = ReturnType<typeof toMetaEntry>;

/** One article in the search index: its card and its readable text (what search matches). */
export type SearchDoc = MetaEntry & { text: string };

/** The card fields of a document, without its text. */
export function cardOf(doc: SearchDoc): MetaEntry {
  const card: Partial<SearchDoc> = { ...doc };
  delete card.text;
  return card as MetaEntry;
}
