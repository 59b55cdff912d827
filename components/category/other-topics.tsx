import Link from 'next/link';
import type { CategoryWithCount } from '@/lib/content';
import { countIn } from '@/lib/category-pages/counts';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';
import { AllTopicsLink } from '@/components/topics/all-topics-link';

/** Where a reader can go on from a small or empty category: other topics, and the hub of them all. */
export function OtherTopics({ topics, lang = 'en' }: { topics: CategoryWithCount[]; lang?: Lang }) {
  const { categoryHref } = navigationFor(lang);
  const { articleCount, category } = dictionaries[lang].pages;
  return (
    <section aria-labelledby="other-topics-title" className="mt-12">
      <h2 id="other-topics-title" className="text-xl font-semibold text-slate-900">
        {category.otherTopics}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link
              href={categoryHref(topic.slug)}
              className="hover:border-brand-500 bg-surface inline-flex items-baseline gap-2 rounded-full border border-slate-200 px-4 py-2 text-slate-900"
            >
              <span className="font-medium">{topic.name}</span>
              <span className="text-sm text-slate-600">
                {countIn(articleCount, topic.count, lang)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <AllTopicsLink className="mt-4" lang={lang} />
    </section>
  );
}
