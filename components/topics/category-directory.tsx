import Link from 'next/link';
import type { CategoryWithCount } from '@/lib/content';
import { countIn } from '@/lib/category-pages/counts';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';
import { TopicIcon } from '@/components/home/topic-icon';

/**
 * Every category of the hub with its description and article count. A category with articles
 * links to its page; an empty one says so and links nowhere (no link leads to an empty page),
 * except, on a translation's hub, to the English page when that has articles (`englishCounts`).
 */
export function CategoryDirectory({
  categories,
  lang = 'en',
  englishCounts = {},
}: {
  categories: CategoryWithCount[];
  lang?: Lang;
  /** The English article count of each category, by slug (a translation's hub). */
  englishCounts?: Record<string, number>;
}) {
  const { categoryHref } = navigationFor(lang);
  const { articleCount, topics: words } = dictionaries[lang].pages;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => {
        const inEnglish = lang !== 'en' && (englishCounts[category.slug] ?? 0) > 0;
        const body = (
          <>
            <span className="flex items-center gap-3">
              <span className="bg-brand-50 text-brand-800 grid size-10 shrink-0 place-items-center rounded-xl">
                <TopicIcon name={category.name} slug={category.slug} />
              </span>
              <span className="font-semibold text-slate-900">{category.name}</span>
            </span>
            <span className="text-sm text-slate-700">{category.description}</span>
            <span className="mt-auto text-sm font-medium text-slate-600">
              {category.count > 0 ? countIn(articleCount, category.count, lang) : words.noArticles}
            </span>
            {category.count === 0 && inEnglish && (
              <Link
                href={`/category/${category.slug}`}
                hrefLang="en"
                className="text-brand-800 w-fit py-1 text-sm font-semibold underline underline-offset-2"
              >
                {words.inEnglish}
                <span className="sr-only">: {category.name}</span>
              </Link>
            )}
          </>
        );
        const box = 'flex h-full flex-col gap-3 rounded-2xl border p-5';
        return (
          <li key={category.slug}>
            {category.count > 0 ? (
              <Link
                href={categoryHref(category.slug)}
                className={`${box} bg-surface hover:border-brand-500 border-slate-200 hover:shadow-md`}
              >
                {body}
              </Link>
            ) : (
              <div className={`${box} border-dashed border-slate-300 bg-slate-50`}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
