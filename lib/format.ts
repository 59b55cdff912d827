/** Dates in a fixed locale and time zone, so the static HTML and the hydrated page agree. */
const short = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const long = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** 'Jan 15, 2024' */
export function formatShortDate(isoDay: string): string {
  return short.format(asDate(isoDay));
}

/** 'January 15, 2024' */
export function formatLongDate(isoDay: string): string {
  return long.format(asDate(isoDay));
}

/** '1 article', '3 articles' */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
