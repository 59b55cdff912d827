'use client';

import { useEffect, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { Search } from 'lucide-react';
import { focusSearchBox } from '@/components/layout/visible-search-box';
import { stripBasePath } from '@/lib/site/base-path.mjs';
import { topicsHubLink } from '@/lib/site/navigation';
import { notFoundCopyFor } from '@/lib/site/not-found';

const subscribe = () => () => {};

/**
 * Reads the missing path in the browser, says what was not found, and logs the path; then two
 * ways on: the header's search box (a button that puts the reader in it) and the topics hub.
 */
export function NotFoundMessage() {
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
  const copy = notFoundCopyFor(stripBasePath(pathname) ?? pathname);
  // The search button works with scripts only: without them it is not shown.
  const scripted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (pathname)
      console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-brand-700 dark:text-brand-500 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        href="/"
        className="bg-brand-700 hover:bg-brand-deep mt-8 rounded-full px-6 py-3 font-semibold text-white"
      >
        {copy.action}
      </Link>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
        {scripted && (
          <button
            type="button"
            onClick={focusSearchBox}
            className="text-brand-800 inline-flex items-center gap-2 py-1 font-medium underline underline-offset-2"
          >
            <Search className="size-4" aria-hidden="true" />
            Search the site
          </button>
        )}
        <Link
          href={topicsHubLink.href}
          className="text-brand-800 inline-block py-1 font-medium underline underline-offset-2"
        >
          Browse all health topics
        </Link>
      </div>
    </div>
  );
}
