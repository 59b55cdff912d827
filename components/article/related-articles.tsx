import { PostCard } from '@/components/posts/post-card';
import type { Article } from '@/lib/content';

/** Cards of the articles to read next (none shown when there are none). */
export function RelatedArticles({ articles }: { articles: readonly Article[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-14 print:hidden">
      <h2 id="related-title" className="mb-6 text-2xl font-bold text-slate-900">
        Related Articles
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((item) => (
          <li key={item.id}>
            <PostCard article={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
