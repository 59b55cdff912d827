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

/** True when the text is already a slug (what `slugify` would return for it). */
export function isSlug(text: string): boolean {
  return text.length > 0 && slugify(text) === text;
}
