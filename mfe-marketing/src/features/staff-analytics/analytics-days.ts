// Analytics days are UTC days: shown as such, whatever the member's time zone.
const UTC_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Sun, 4 Jan 2026` from a `YYYY-MM-DD` UTC day. */
export function formatDay(day: string): string {
  return UTC_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** The UTC day (`YYYY-MM-DD`) of a time. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
