import Link from 'next/link';
import { categoryPagePath } from '@/lib/category-pages/paging';
import type { ClientDictionary } from '@/lib/i18n/client-dictionary';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import type { LoadStatus } from './use-card-pages';

/**
 * The 'Load More Articles' button (for readers with JavaScript; hidden without it, where the page
 * links do the job) and, when a load failed, what happened and the way on: the next page's link.
 */
export function LoadMore({
  status,
  onPress,
  slug,
  nextPage,
  lang,
  words,
}: {
  status: LoadStatus;
  onPress: () => void;
  slug: string;
  nextPage: number;
  lang: Lang;
  words: ClientDictionary['pages']['categoryGrid'];
}) {
  const loading = status === 'loading';
  return (
    <div className="mt-6 flex flex-col items-center gap-4 noscript:hidden">
      <button
        type="button"
        onClick={onPress}
        aria-disabled={loading || undefined}
        className="border-brand-700 text-brand-800 hover:bg-brand-50 min-w-64 rounded-full border px-6 py-3 font-semibold aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        {loading ? words.loading : words.loadMore}
      </button>
      {status === 'failed' && (
        <p
          role="alert"
          className="max-w-xl rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-center text-red-800"
        >
          {words.failed}
          <Link
            href={pathIn(lang, categoryPagePath(slug, nextPage))}
            className="font-semibold underline"
          >
            {words.failedLink}
          </Link>
          {words.failedEnd}
        </p>
      )}
    </div>
  );
}
