import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { ARTICLE_FIELD } from '@/lib/search/article-fields';

/** An article's tags, as plain labels (none shown when it has none). */
export function ArticleTags({ tags, lang = 'en' }: { tags: readonly string[]; lang?: Lang }) {
  if (tags.length === 0) return null;
  return (
    <ul
      className="mt-8 flex flex-wrap gap-2 print:hidden"
      aria-label={dictionaries[lang].article.tags}
      {...ARTICLE_FIELD}
    >
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
