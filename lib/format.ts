import { INTL_LOCALES, type Lang } from './i18n/languages';
import { fill } from './i18n/text';

/**
 * Dates in US English, written out by hand rather than with Intl.DateTimeFormat: a browser's
 * first Intl formatter loads locale data and takes 20-50 ms of the main thread on page load. The
 * day is read from its ISO form, so no time zone can shift it and the static HTML and the
 * hydrated page agree.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(isoDay: string) {
  const [year, month, day] = isoDay.split('-').map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  if (!monthName) throw new Error(`Not a date in YYYY-MM-DD form: "${isoDay}"`);
  return { year, monthName, day };
}

let hindiDates: Intl.DateTimeFormat | undefined;

/**
 * '26 नवंबर 2026': a day in Hindi, through Intl's hi-IN (digits 0-9), read in UTC so no time zone
 * shifts it. Hindi has no short month names in common use: cards and pages both write it in full.
 */
function formatHindiDate(isoDay: string): string {
  parts(isoDay); // the same check of the form as English
  hindiDates ??= new Intl.DateTimeFormat(INTL_LOCALES.hi, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return hindiDates.format(new Date(`${isoDay}T00:00:00Z`));
}

/** 'Jan 15, 2024'; in Hindi '15 जनवरी 2024' */
export function formatShortDate(isoDay: string, lang: Lang = 'en'): string {
  if (lang === 'hi') return formatHindiDate(isoDay);
  const { year, monthName, day } = parts(isoDay);
  return `${monthName.slice(0, 3)} ${day}, ${year}`;
}

/** 'January 15, 2024'; in Hindi '15 जनवरी 2024' */
export function formatLongDate(isoDay: string, lang: Lang = 'en'): string {
  if (lang === 'hi') return formatHindiDate(isoDay);
  const { year, monthName, day } = parts(isoDay);
  return `${monthName} ${day}, ${year}`;
}

/**
 * An article's read time ('8 min', as lib/content writes it) in a language's words: `template` is
 * the dictionary's ('{minutes} min', '{minutes} मिनट'). Any other form is shown as written.
 */
export function formatReadTime(readTime: string, template: string): string {
  const minutes = /^(\d+) min$/.exec(readTime)?.[1];
  return minutes ? fill(template, { minutes }) : readTime;
}

/** '1 article', '3 articles' */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
