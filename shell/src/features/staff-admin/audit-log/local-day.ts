const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a day as a date field gives it (YYYY-MM-DD) and as a link may carry it. */
export function isDay(text: string | undefined): text is string {
  return text !== undefined && DAY.test(text) && !Number.isNaN(Date.parse(text));
}

/**
 * The instant a day picked in a date field (YYYY-MM-DD) starts in the member's time zone, plus
 * `days`, as ISO 8601: the same clock the lists show their times in.
 */
export function startOfLocalDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}
