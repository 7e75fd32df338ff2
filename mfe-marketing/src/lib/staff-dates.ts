// Staff pages render in the browser only, so Intl's cost at hydration (see @gloh/shared's
// number-format) does not apply here: the member's own time zone is the one they expect.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
// Analytics days are UTC days: shown as such, whatever the member's time zone.
const UTC_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `4 Jan 2026, 13:00` from an ISO 8601 time, in the member's time zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** `4 Jan 2026` and `13:00` apart, for a narrow column that shows them on two lines. */
export function formatDateAndTime(iso: string): { date: string; time: string } {
  const time = new Date(iso);
  return { date: DATE.format(time), time: TIME.format(time) };
}

/** `Sun, 4 Jan 2026` from a `YYYY-MM-DD` UTC day. */
export function formatDay(day: string): string {
  return UTC_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** The UTC day (`YYYY-MM-DD`) of a time. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
