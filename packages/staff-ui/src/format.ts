// Staff pages render only in the browser, so times are written in the member's own locale and
// time zone (no server render to agree with, unlike @gloh/shared/number-format). The zone is
// written after each time ("Nov 29, 2026, 8:15 PM GMT+1"): members in several countries read
// the same list, and exports and analytics days are in UTC. (dateStyle and timeStyle cannot be
// combined with timeZoneName, hence the fields one by one: medium date, short time.)
const DAY_FIELDS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME_FIELDS = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
const DATE_TIME = new Intl.DateTimeFormat(undefined, { ...DAY_FIELDS, ...TIME_FIELDS });
const DATE = new Intl.DateTimeFormat(undefined, DAY_FIELDS);
const TIME = new Intl.DateTimeFormat(undefined, TIME_FIELDS);

/** What a staff page shows for a time or a number that is not there. */
export const STAFF_NONE = '—';

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as staff read them: `12 s`, `1 min 05 s`, `1 h 02 min 05 s`. */
export function formatStaffDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(rest)} s`;
  if (minutes > 0) return `${minutes} min ${pad(rest)} s`;
  return `${rest} s`;
}

/**
 * The short name of the member's time zone at `at` (it may differ in summer): "GMT+1", "CET",
 * "UTC". For a text that says which days a filter means.
 */
export function staffTimeZoneName(at: Date = new Date()): string {
  return TIME.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * An API time (ISO 8601) as the member reads it, its time zone named; `—` for none. A time the browser cannot read is
 * shown as the API wrote it rather than hidden.
 */
export function formatStaffDateTime(iso: string | null): string {
  if (iso === null) return STAFF_NONE;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : DATE_TIME.format(time);
}

/** The date and the time (with its zone) apart, for a narrow column that shows them on two lines. */
export function formatStaffDateAndTime(iso: string): { date: string; time: string } {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return { date: iso, time: '' };
  return { date: DATE.format(time), time: TIME.format(time) };
}
