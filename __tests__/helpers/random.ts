/** A small deterministic generator, so every run makes the same corpus and queries. */
export function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
}
