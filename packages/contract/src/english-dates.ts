/**
 * Dates as the site shows them, written from tables rather than with `toLocaleDateString`: the
 * first Intl date formatter a page creates loads ICU data on the main thread (tens of ms on a
 * phone, while the page hydrates), and these labels never depend on the visitor's locale.
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
] as const;

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'Monday, January 15, 2024': the date in the viewer's own time zone (it greets them). */
export function formatLongDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '2024-01-08' → 'Jan 8', read in UTC so the label never shifts with the viewer's time zone. */
export function formatShortDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`;
}

/** 'March 2, 2026' from '2026-03-02': a calendar day, whatever the viewer's time zone. */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** 'December 2, 2026 at 17:00 UTC': a moment to the minute, the same for every reader. */
export function formatUtcMinute(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${hh}:${mm} UTC`;
}
