// Staff pages render only in the browser, so times are written in the member's own locale and
// time zone (no server render to agree with).
const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An API time (ISO 8601) as the member reads it. */
export function formatStaffTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : TIME_FORMAT.format(time);
}

/**
 * The instant a day picked in a date field (YYYY-MM-DD) starts in the member's time zone, plus
 * `days`, as ISO 8601: the same clock the lists show their times in.
 */
export function startOfLocalDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}
