import Link from 'next/link';
import { TrendingUp } from 'lucide-react';
import type { Article } from '@/lib/content';
import { numberIn } from '@/lib/category-pages/counts';
import { dictionaries } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/text';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';

/** An article's read time ('8 min') as the page's language writes it. */
function readTimeIn(readTime: string, lang: Lang): string {
  const minutes = /^(\d+) min$/.exec(readTime)?.[1];
  if (lang === 'en' || !minutes) return readTime;
  return fill(dictionaries[lang].pages.home.minutes, { count: numberIn(Number(minutes), lang) });
}

export function TrendingCard({
  articles,
  lang = 'en',
}: {
  articles: Pick<Article, 'id' | 'title' | 'category' | 'readTime'>[];
  lang?: Lang;
}) {
  const { articleHref } = navigationFor(lang);
  return (
    <section
      aria-labelledby="trending-title"
      className="bg-surface rounded-2xl border border-slate-200 p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="trending-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <TrendingUp className="text-brand-700 dark:text-brand-500 size-5" aria-hidden="true" />
        {dictionaries[lang].pages.home.trendingTitle}
      </h2>
      <ol className="mt-4 divide-y divide-slate-100">
        {articles.map((article, index) => (
          <li key={article.id}>
            <Link href={articleHref(article.id)} className="group flex gap-4 py-3">
              <span
                className="bg-brand-50 text-brand-800 grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span>
                <span className="group-hover:text-brand-800 block font-medium text-slate-900">
                  {article.title}
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  {article.category} · {readTimeIn(article.readTime, lang)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
