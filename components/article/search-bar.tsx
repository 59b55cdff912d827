'use client';

import Link from 'next/link';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { articleClient } from '@/lib/i18n/dictionaries/en/client/article';
import { pathIn } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { foldForSearch, INVISIBLE, normaliseQuery } from '@/lib/search/fold';
import { ARTICLE_FIELD_SELECTOR } from '@/lib/search/article-fields';
import { ARTICLE_TEXT_ID, FIRST_MATCH_ID } from '@/lib/search/result-link';
import { markMatches } from './mark-matches';

type Marked = { count: number; capped: boolean; clear: () => void };
type Words = (typeof articleClient)['searchBar'];

/** Whether the article's title, summary, category or tags hold the query (as search folds both). */
function fieldsHold(query: string): boolean {
  const fields = [...document.querySelectorAll(ARTICLE_FIELD_SELECTOR)];
  return fields.some((field) =>
    foldForSearch(field.textContent ?? '').includes(normaliseQuery(query)),
  );
}

/**
 * What the bar says of the query's matches in the text, the query isolated from the sentence
 * (`<bdi>`), so right-to-left text cannot reorder the site's words, and shown without the
 * invisible characters search ignores (direction controls among them), so that its own words read
 * in the order they are matched in.
 */
function summary(query: string, { count, capped }: Marked, words: Words): ReactNode {
  const template = capped
    ? words.capped
    : count === 0
      ? words.notInText
      : count === 1
        ? words.once
        : words.times;
  const [before, after] = fill(template, { count }).split('{query}');
  return (
    <>
      {before}
      <bdi>{query.replace(INVISIBLE, '')}</bdi>
      {after}
    </>
  );
}

/**
 * The bar of an article opened from a search result (./search-marks.tsx), under its review line:
 * how many times the query is marked in the text, a link to the first match (focused when
 * followed), the way back to the results and a button that removes the marks.
 */
export function SearchBar({ query }: { query: string }) {
  const { lang, t } = useLanguage({ article: articleClient });
  const words = t.article.searchBar;
  const [marked, setMarked] = useState<Marked | null>(null);
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    const text = document.getElementById(ARTICLE_TEXT_ID);
    if (!text || !normaliseQuery(query)) return;
    const result = markMatches(text, query);
    // The marks are in; the bar follows in the next frame.
    const frame = requestAnimationFrame(() => setMarked(result));
    return () => {
      cancelAnimationFrame(frame);
      result.clear();
    };
  }, [query]);
  // Only what the site knows: matches in the text, or the query in the fields a result matches on.
  if (!marked || removed || (marked.count === 0 && !fieldsHold(query))) return null;
  const removeMarks = () => {
    marked.clear();
    setRemoved(true);
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
  };
  const goToFirst = (event: MouseEvent) => {
    const first = document.getElementById(FIRST_MATCH_ID);
    if (!first) return;
    event.preventDefault();
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  };
  return (
    <section
      aria-label={words.label}
      className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800 print:hidden"
    >
      <p className="basis-full">{summary(query, marked, words)}</p>
      {marked.count > 0 && (
        <a
          href={`#${FIRST_MATCH_ID}`}
          onClick={goToFirst}
          className="text-brand-800 font-semibold underline underline-offset-2"
        >
          {words.firstMatch}
        </a>
      )}
      <Link
        href={{ pathname: pathIn(lang, '/'), query: { q: query } }}
        className="text-brand-800 underline underline-offset-2"
      >
        {words.backToResults}
      </Link>
      <button
        type="button"
        onClick={removeMarks}
        className="text-brand-800 cursor-pointer underline underline-offset-2"
      >
        {words.removeMarks}
      </button>
    </section>
  );
}
