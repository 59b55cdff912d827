// Did-you-mean: the known name nearest to a misspelt one, by edit distance.
/** The number of single-character edits (insert, delete, replace) that turn a into b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, replace);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate closest to a word that is probably a typo of it (case is ignored; at most a third
 * of the word's letters differ), or undefined when none is close enough.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** 'did you mean "Nutrition"? ' for a near miss, '' otherwise. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const guess = closest(word, candidates);
  return guess === undefined ? '' : `did you mean "${guess}"? `;
}
