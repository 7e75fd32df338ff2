const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as staff read them: `12 s`, `1 min 05 s`, `1 h 02 min 05 s`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(rest)} s`;
  if (minutes > 0) return `${minutes} min ${pad(rest)} s`;
  return `${rest} s`;
}
