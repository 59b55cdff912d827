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

/** 'Jan 15, 2024' */
export function formatShortDate(isoDay: string): string {
  const { year, monthName, day } = parts(isoDay);
  return `${monthName.slice(0, 3)} ${day}, ${year}`;
}

/** 'January 15, 2024' */
export function formatLongDate(isoDay: string): string {
  const { year, monthName, day } = parts(isoDay);
  return `${monthName} ${day}, ${year}`;
}

/** '1 article', '3 articles' */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
