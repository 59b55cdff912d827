'use client';

import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { Search } from 'lucide-react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { plural } from '@/lib/i18n/text';
import { withBasePath } from '@/lib/site/base-path.mjs';
import { normaliseQuery } from '@/lib/search/fold';
import type { TitleEntry } from '@/lib/search/title-suggestions';
import { optionId, TitleSuggestionList } from './title-suggestion-list';

/** The English placeholder (the shell's words hold each language's: `t.shell.searchBox`). */
export const SEARCH_PLACEHOLDER = 'Search articles, topics, tags...';

/** The suggestions' code: fetched when the reader first focuses or types in a box. */
const loadSuggestions = () => import('@/components/search/load-title-suggestions');

/** Titles in `lang` for `text`; none while their code cannot be fetched (offline, say). */
const suggestionsFor = (text: string, lang: Lang) =>
  loadSuggestions().then(
    (module) => module.suggestionsFor(text, lang),
    () => [],
  );

/**
 * The header's search box: trimmed text goes to /?q=... (/hi?q=... on a Hindi page: the search of
 * the page's language), empty text does nothing. It is prerendered empty and hydrated in place
 * (text typed before the scripts ran stays), then shows the URL's query.
 *
 * As the reader types, up to five article titles of the page's language are suggested (an ARIA
 * combobox): Down and Up move through them, Enter opens the chosen one (or runs the search when
 * none is chosen), Escape closes them.
 */
export function SearchBox() {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-titles`;
  const [value, setValue] = useState('');
  const [suggestions, setSuggestions] = useState<TitleEntry[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef('');
  const { lang, t } = useLanguage({ shell: shellClient });
  const words = t.shell.searchBox;
  const home = pathIn(lang, '/');

  function close() {
    setOpen(false);
    setActive(-1);
  }

  async function suggest(text: string) {
    typed.current = text;
    const found = await suggestionsFor(text, lang);
    if (typed.current !== text) return;
    setSuggestions(found);
    setOpen(found.length > 0);
    setActive(-1);
  }

  /** The URL's query, shown in the box: suggestions for earlier text are dropped. */
  const showQuery = useCallback((query: string) => {
    typed.current = query;
    setValue(query);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  }, []);

  function openArticle([articleId]: TitleEntry) {
    close();
    setValue('');
    router.push(pathIn(lang, `/blog/${articleId}`));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // An input method composing text (Hindi, Japanese...) uses these keys itself.
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : count - 1);
      } else {
        // A ring of -1 (the text as typed), 0, ..., count - 1.
        setActive((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      openArticle(suggestions[active]!);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    // A lone surrogate (pasted half of an emoji) cannot be encoded: it becomes U+FFFD.
    const query = value.trim().toWellFormed();
    if (!normaliseQuery(query)) return;
    router.push(`${home}?q=${encodeURIComponent(query)}`);
  }

  return (
    <form
      role="search"
      action={withBasePath(home)}
      method="get"
      onSubmit={onSubmit}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        {words.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          void suggest(event.target.value);
        }}
        onFocus={() => void loadSuggestions().catch(() => {})}
        onKeyDown={onKeyDown}
        onBlur={close}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
        placeholder={words.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        className="focus:border-brand-700 focus:bg-surface h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <TitleSuggestionList
        id={listId}
        open={open}
        query={value}
        suggestions={suggestions}
        active={active}
        onChoose={openArticle}
      />
      <p role="status" className="sr-only">
        {open && plural(words.suggested, suggestions.length, lang)}
      </p>
      {/* ?q= is known only in the browser: this part alone renders there. */}
      <Suspense fallback={null}>
        <FollowQuery onQuery={showQuery} />
      </Suspense>
      <button
        type="submit"
        aria-label={words.submit}
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
