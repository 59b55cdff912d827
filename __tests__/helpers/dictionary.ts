// Reading a language's dictionary in the dictionaries' completeness tests (__tests__/unit/i18n/).

/** Every leaf of a dictionary, by its path ('review.lastReviewed', 'received.text.0'). */
export function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) =>
      leaves(inner, path ? `${path}.${key}` : key),
    );
  return [[path, value]];
}

/** A template's {placeholders}, by name, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * Of the letters outside {placeholders}, the share in Devanagari (1 when there are none, as for
 * the ')।' that closes a sentence after a link).
 */
export function devanagariShare(text: string): number {
  const letters = text.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? [];
  const devanagari = letters.filter((letter) => /\p{Script=Devanagari}/u.test(letter));
  return letters.length === 0 ? 1 : devanagari.length / letters.length;
}
