const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the computer's own time zone, YYYY-MM-DD: the date a new article gets. */
export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest calendar day anywhere on Earth (UTC+14), YYYY-MM-DD. A date after it is in the future
 * for every editor, whatever the time zone of the computer that builds the site.
 */
export function latestDayOnEarth(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
