// Filling a dictionary's templates: "{count} articles", plural forms, dates in each language.
// Browser-safe.
import { INTL_LOCALES, type Lang } from './languages';

/** A word that changes with a count: "1 article" / "{count} articles". */
export type Plural = { one: string; other: string };

/** A template with its {names} replaced: fill('{count} found', { count: 3 }) is '3 found'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The form of a plural for a count, filled with it. */
export function plural(forms: Plural, count: number, lang: Lang): string {
  if (!rules.has(lang)) rules.set(lang, new Intl.PluralRules(INTL_LOCALES[lang]));
  const form = rules.get(lang)!.select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: count.toLocaleString(INTL_LOCALES[lang]) });
}
