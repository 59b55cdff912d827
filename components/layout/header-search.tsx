'use client';

import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { Search } from 'lucide-react';
import { withBasePath } from '@/lib/base-path.mjs';

export const SEARCH_PLACEHOLDER = 'Search articles, topics, tags...';

/**
 * The header's search box: trimmed text goes to /?q=..., empty text does nothing. It is
 * prerendered empty and hydrated in place (text typed before the scripts ran stays), then shows
 * the URL's query.
 */
export function SearchBox() {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A lone surrogate (pasted half of an emoji) cannot be encoded: it becomes U+FFFD.
    const query = value.trim().toWellFormed();
    if (!query) return;
    router.push(`/?q=${encodeURIComponent(query)}`);
  }

  return (
    <form
      role="search"
      action={withBasePath('/')}
      method="get"
      onSubmit={onSubmit}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        className="focus:border-brand-700 focus:bg-surface h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500"
      />
      {/* ?q= is known only in the browser: this part alone renders there. */}
      <Suspense fallback={null}>
        <FollowQuery onQuery={setValue} />
      </Suspense>
      <button
        type="submit"
        aria-label="Search"
        className="hover:bg-brand-50 hover:text-brand-800 absolute top-1/2 right-1 grid size-8 -translate-y-1/2 place-items-center rounded-full text-slate-600"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}

/** Puts the URL's query into the box when the page starts with one and whenever it changes. */
function FollowQuery({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().get('q') ?? '';
  const shown = useRef('');
  useEffect(() => {
    if (query === shown.current) return;
    shown.current = query;
    onQuery(query);
  }, [query, onQuery]);
  return null;
}
