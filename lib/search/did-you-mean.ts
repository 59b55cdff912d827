import { editDistance } from '@/lib/content/closest-name';
import { foldForSearch, normaliseQuery } from './fold';
import type { MetaEntry } from './search-card';

/**
 * "Did you mean ...?" for a search with no hits (docs/PRODUCT.md): a term of the articles' titles,
 * tags and category names within a few typing mistakes of the query. Every term is held by some
 * article's title, tag or category, so a suggestion always finds something.
 */

/** Shorter queries get no suggestion: within one edit of two letters is almost any word. */
export const MIN_LENGTH = 3;

const WORD = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}'’-]*[\p{L}\p{N}\p{M}]/gu;

/** A title's word as a suggestion shows it: lower case, unless written as an acronym ("PCOS"). */
const asWord = (word: string) =>
  (word.match(/\p{Lu}/gu)?.length ?? 0) > 1 ? word : word.toLocaleLowerCase('en');

/**
 * The terms a suggestion is drawn from: each tag and category name whole, and each word (3
 * letters or more) of the titles, tags and category names; one spelling of each (folded), the
 * ones more articles hold first.
 */
export function suggestionTerms(cards: readonly MetaEntry[]): string[] {
  const terms = new Map<string, { term: string; articles: number; first: number }>();
  cards.forEach((card, position) => {
    const phrases = [card.category, ...card.tags];
    const words = [card.title, ...phrases].flatMap((field) =>
      [...field.matchAll(WORD)].map(([word]) => asWord(word)),
    );
    const seen = new Set<string>();
    for (const term of [...phrases, ...words]) {
      const key = foldForSearch(term);
      if (key.length < MIN_LENGTH || seen.has(key)) continue;
      seen.add(key);
      const known = terms.get(key);
      if (known) known.articles += 1;
      else terms.set(key, { term, articles: 1, first: position });
    }
  });
  return [...terms.values()]
    .sort((a, b) => b.articles - a.articles || a.first - b.first)
    .map(({ term }) => term);
}

/** How many edits a query of `length` characters may be from a suggestion: a third of it, at least 1. */
const allowedEdits = (length: number) => Math.max(1, Math.floor(length / 3));

type Term = { term: string; key: string };

/** The term nearest to `folded` within its allowed edits (the earlier on a tie), or undefined. */
function nearest(folded: string, terms: readonly Term[]): string | undefined {
  let best: { term: string; distance: number } | undefined;
  const limit = allowedEdits(folded.length);
  for (const { term, key } of terms) {
    if (Math.abs(key.length - folded.length) > limit) continue;
    const distance = editDistance(folded, key);
    if (distance <= limit && (!best || distance < best.distance)) best = { term, distance };
  }
  return best?.term;
}

/**
 * A suggestion for `query`, which found nothing: the nearest term to the whole query; else, for a
 * query of several words, each word not among the terms replaced by its nearest, when the phrase
 * that makes is in some title, tag or category name (`phrases`). Undefined when nothing is near.
 */
export function didYouMean(
  query: string,
  terms: readonly string[],
  phrases: readonly string[],
): string | undefined {
  const needle = normaliseQuery(query);
  if (needle.length < MIN_LENGTH) return undefined;
  const keyed = terms.map((term) => ({ term, key: foldForSearch(term) }));
  const whole = nearest(needle, keyed);
  if (whole !== undefined) return whole;
  const words = needle.split(' ');
  if (words.length < 2) return undefined;
  const known = new Set(keyed.map(({ key }) => key));
  const corrected = words.map((word) =>
    known.has(word) || word.length < MIN_LENGTH ? word : nearest(word, keyed),
  );
  if (corrected.some((word) => word === undefined)) return undefined;
  const phrase = corrected.join(' ');
  const folded = foldForSearch(phrase);
  if (folded === needle || !phrases.some((p) => foldForSearch(p).includes(folded)))
    return undefined;
  return phrase;
}
