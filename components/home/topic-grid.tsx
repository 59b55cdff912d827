import Link from 'next/link';
import type { CategoryWithCount } from '@/lib/content';
import { countIn } from '@/lib/category-pages/counts';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';
import { TopicIcon } from './topic-icon';

export function TopicGrid({ topics, lang = 'en' }: { topics: CategoryWithCount[]; lang?: Lang }) {
  const { categoryHref } = navigationFor(lang);
  const { articleCount } = dictionaries[lang].pages;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Link
            href={categoryHref(topic.slug)}
            className="hover:border-brand-500 bg-surface flex h-full flex-col items-start gap-3 rounded-2xl border border-slate-200 p-5 hover:shadow-md"
          >
            <span className="bg-brand-50 text-brand-800 grid size-11 place-items-center rounded-xl">
              <TopicIcon name={topic.name} slug={topic.slug} />
            </span>
            <span className="font-semibold text-slate-900">{topic.name}</span>
            <span className="text-sm text-slate-600">
              {countIn(articleCount, topic.count, lang)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
