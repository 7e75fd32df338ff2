const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as people read them: `42 s`, `1 min 05 s`, `1 h 02 min 05 s`. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(rest)} s`;
  if (minutes > 0) return `${minutes} min ${pad(rest)} s`;
  return `${rest} s`;
}

/** An average time on page, or what to show when nobody left a page in that stretch. */
export function formatTimeOnPage(seconds: number | null): string {
  return seconds === null ? 'No data' : formatDuration(seconds);
}
