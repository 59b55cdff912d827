'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { Search } from 'lucide-react';

export const SEARCH_PLACEHOLDER = 'Search articles, topics, tags...';

/** The header's search box: trimmed text goes to /?q=..., empty text does nothing. */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(initial);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    router.push(`/?q=${encodeURIComponent(query)}`);
  }

  return (
    <form role="search" action="/" method="get" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        className="focus:border-brand-700 h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:bg-white"
      />
    </form>
  );
}

/** The search box showing the current query; remounts when the query in the URL changes. */
export function SearchBoxWithQuery() {
  const query = useSearchParams().get('q') ?? '';
  return <SearchBox key={query} initial={query} />;
}
