import { PostCard } from '@/components/posts/post-card';
import type { Article } from '@/lib/content';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';

/** Cards of the articles to read next (none shown when there are none). */
export function RelatedArticles({
  articles,
  lang = 'en',
}: {
  articles: readonly Article[];
  lang?: Lang;
}) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-14 print:hidden">
      <h2 id="related-title" className="mb-6 text-2xl font-bold text-slate-900">
        {dictionaries[lang].article.related}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((item) => (
          <li key={item.id}>
            <PostCard article={item} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
