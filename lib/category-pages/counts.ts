// Counts in a page's language: English as the site has always written them ("1000 articles"),
// other languages with their own grouping (Hindi "1,000 लेख"); "one" is the form for 1 alone.
import { INTL_LOCALES, type Lang } from '@/lib/i18n/languages';
import { fill, type Plural } from '@/lib/i18n/text';

/** A number as a page of the language writes it. */
export function numberIn(count: number, lang: Lang): string {
  return lang === 'en' ? String(count) : count.toLocaleString(INTL_LOCALES[lang]);
}

/** '1 article', '3 articles', '3 लेख': the form for the count, filled with it. */
export function countIn(forms: Plural, count: number, lang: Lang): string {
  return fill(count === 1 ? forms.one : forms.other, { count: numberIn(count, lang) });
}
