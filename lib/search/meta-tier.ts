import type { Article } from '@/lib/content/types';

/**
 * What the meta tier holds of one article: the fields `PostCard` shows, plus the tags search reads,
 * and `draft` on a draft (only `npm run dev` has drafts). The body is in the shards.
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

/** The meta tier: every article in list order, and how many body shards there are. */
export type MetaTier = { shards: number; articles: MetaEntry[] };
