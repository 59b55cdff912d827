import Link from 'next/link';
import type { CategoryWithCount } from '@/lib/content';
import { plural } from '@/lib/format';
import { TopicIcon } from '@/components/home/topic-icon';

/**
 * Every category of the hub with its description and article count. A category with articles
 * links to its page; an empty one says so and links nowhere (no link leads to an empty page).
 */
export function CategoryDirectory({ categories }: { categories: CategoryWithCount[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => {
        const body = (
          <>
            <span className="flex items-center gap-3">
              <span className="bg-brand-50 text-brand-800 grid size-10 shrink-0 place-items-center rounded-xl">
                <TopicIcon name={category.name} />
              </span>
              <span className="font-semibold text-slate-900">{category.name}</span>
            </span>
            <span className="text-sm text-slate-700">{category.description}</span>
            <span className="mt-auto text-sm font-medium text-slate-600">
              {category.count > 0 ? plural(category.count, 'article') : 'No articles yet'}
            </span>
          </>
        );
        const box = 'flex h-full flex-col gap-3 rounded-2xl border p-5';
        return (
          <li key={category.slug}>
            {category.count > 0 ? (
              <Link
                href={`/category/${category.slug}`}
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
