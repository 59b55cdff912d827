// The median the measuring scripts report (Lighthouse, throttled loads, the search benchmark,
// content statistics).

/**
 * The middle value, or the mean of the two middle values of an even count.
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
