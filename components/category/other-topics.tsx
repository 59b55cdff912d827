import Link from 'next/link';
import type { CategoryWithCount } from '@/lib/content';
import { plural } from '@/lib/format';
import { AllTopicsLink } from '@/components/topics/all-topics-link';

/** Where a reader can go on from a small or empty category: other topics, and the hub of them all. */
export function OtherTopics({ topics }: { topics: CategoryWithCount[] }) {
  return (
    <section aria-labelledby="other-topics-title" className="mt-12">
      <h2 id="other-topics-title" className="text-xl font-semibold text-slate-900">
        Explore other health topics
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link
              href={`/category/${topic.slug}`}
              className="hover:border-brand-500 bg-surface inline-flex items-baseline gap-2 rounded-full border border-slate-200 px-4 py-2 text-slate-900"
            >
              <span className="font-medium">{topic.name}</span>
              <span className="text-sm text-slate-600">{plural(topic.count, 'article')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <AllTopicsLink className="mt-4" />
    </section>
  );
}
