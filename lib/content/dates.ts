// Calendar days as YYYY-MM-DD: today, and the day the content is checked as of.
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

/**
 * The day the content is checked on: today (the latest day on Earth), or CONTENT_TODAY
 * (YYYY-MM-DD) to see the content as it will stand on another day, such as which reviews fall due
 * by then.
 */
export function contentToday(env = process.env, now = new Date()): string {
  const day = env.CONTENT_TODAY?.trim();
  if (!day) return latestDayOnEarth(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Error(`CONTENT_TODAY must be a day written as YYYY-MM-DD, not "${day}"`);
  return day;
}
