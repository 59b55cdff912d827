/**
 * The slug rule: lower-case the name, turn each run of non-alphanumeric characters into a single
 * hyphen, trim leading and trailing hyphens. "Women's Health" -> "women-s-health".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug rule for text in any script: letters keep their vowel signs and viramas (Unicode NFC),
 * each other run of characters becomes a hyphen. "माइग्रेन क्या है?" -> "माइग्रेन-क्या-है".
 */
export function scriptSlug(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** True when the text is already a slug (what `slugify` would return for it). */
export function isSlug(text: string): boolean {
  return text.length > 0 && slugify(text) === text;
}
