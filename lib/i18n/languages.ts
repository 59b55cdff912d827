// The site's languages, and where each language's pages live: English at the root, Hindi under /hi.
// Browser-safe: the language switch and the 404 page read it.

export const LANGUAGES = ['en', 'hi'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/** Dates and numbers: Hindi through Intl's hi-IN (its digits are 0-9, as MoHFW's Hindi pages write them). */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-US', hi: 'hi-IN' };

const PREFIX: Record<Lang, string> = { en: '', hi: '/hi' };

/** A site path in a language: pathIn('hi', '/blog/x') is '/hi/blog/x', pathIn('hi', '/') '/hi'. */
export function pathIn(lang: Lang, path: string): string {
  const prefix = PREFIX[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a site path (without the base path). */
export function languageOf(pathname: string): Lang {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** A path without its language prefix: '/hi/blog/x' is '/blog/x', '/hi' is '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const lang = languageOf(pathname);
  const rest = pathname.slice(PREFIX[lang].length);
  return rest === '' ? '/' : rest;
}
