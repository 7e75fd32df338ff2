/**
 * The instant a day picked in a date field (YYYY-MM-DD) starts in the member's time zone, plus
 * `days`, as ISO 8601: the same clock the lists show their times in.
 */
export function startOfLocalDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}
