import { foldForSearch, normaliseQuery } from './fold';

/** An article as the title suggestions know it: its id (its page is /blog/{id}) and title. */
export type TitleEntry = [id: string, title: string];

/** At most this many titles are suggested. */
export const MAX_SUGGESTIONS = 5;
/** Shorter queries suggest nothing: one letter is in almost every title. */
export const MIN_SUGGESTION_LENGTH = 2;

/** Part of a word: a letter, a digit, or a mark (a Devanagari vowel sign ends no word). */
const letterOrDigit = /[\p{L}\p{N}\p{M}]/u;

/** How well `title` (folded) fits `needle`: 0 starts with it, 1 a word does, 2 holds it. */
function fit(title: string, needle: string): number | null {
  let at = title.indexOf(needle);
  if (at < 0) return null;
  if (at === 0) return 0;
  for (; at > 0; at = title.indexOf(needle, at + 1))
    if (!letterOrDigit.test(title[at - 1]!)) return 1;
  return 2;
}

/**
 * Up to `MAX_SUGGESTIONS` titles holding the query (folded and trimmed, as search matches a
 * title): titles that start with it first, then those with a word that does, then the rest,
 * each group in list order.
 */
export function suggestTitles(titles: readonly TitleEntry[], query: string): TitleEntry[] {
  const needle = normaliseQuery(query);
  if (needle.length < MIN_SUGGESTION_LENGTH) return [];
  const groups: TitleEntry[][] = [[], [], []];
  for (const entry of titles) {
    const rank = fit(foldForSearch(entry[1]), needle);
    if (rank !== null) groups[rank]!.push(entry);
    if (groups[0]!.length >= MAX_SUGGESTIONS) break;
  }
  return groups.flat().slice(0, MAX_SUGGESTIONS);
}
