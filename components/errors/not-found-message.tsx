'use client';

import { useEffect, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { Search } from 'lucide-react';
import { focusSearchBox } from '@/components/layout/visible-search-box';
import { stripBasePath } from '@/lib/site/base-path.mjs';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { languageOf, pathIn } from '@/lib/i18n/languages';
import { notFoundCopyFor } from '@/lib/site/not-found';
import { FIRST_AID_PATH } from '@/lib/content/first-aid/paths';

const subscribe = () => () => {};

type NotFoundWords = (typeof shellClient)['notFound'];

/**
 * Reads the missing path in the browser, says what was not found, and logs the path; then the ways
 * on: the header's search box (a button that puts the reader in it), the topics hub and first aid.
 * One 404 page serves every language: a missing Hindi address (/hi/...) gets the message in
 * Hindi (`hindi`, handed by the 404 page), leading to the Hindi home and topics.
 */
export function NotFoundMessage({ hindi }: { hindi?: NotFoundWords }) {
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
  const page = useLanguage({ shell: shellClient });
  const path = stripBasePath(pathname) ?? pathname;
  const lang = hindi && languageOf(path) === 'hi' ? 'hi' : page.lang;
  const words = lang === 'hi' && hindi ? hindi : page.t.shell.notFound;
  const copy = notFoundCopyFor(path, words);
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
    <div
      lang={lang === page.lang ? undefined : lang}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-brand-700 dark:text-brand-500 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-600">{words.moved}</p>
      <Link
        href={pathIn(lang, '/')}
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
            {words.search}
          </button>
        )}
        <Link
          href={pathIn(lang, '/topics')}
          className="text-brand-800 inline-block py-1 font-medium underline underline-offset-2"
        >
          {words.topics}
        </Link>
        <Link
          href={pathIn(lang, FIRST_AID_PATH)}
          className="inline-block py-1 font-medium text-red-800 underline underline-offset-2"
        >
          {words.firstAid}
        </Link>
      </div>
    </div>
  );
}
