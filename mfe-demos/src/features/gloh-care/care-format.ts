/** 'Good morning' before noon, 'Good afternoon' before 6 PM, else 'Good evening'. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Today's date as the greeting shows it, e.g. 'Monday, January 15, 2024'. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** Lower score is better wellness (spec section 3); the labels say which band it is in. */
export function wellnessBand(score: number): 'Doing well' | 'Some concerns' | 'Needs support' {
  if (score < 0.34) return 'Doing well';
  if (score < 0.67) return 'Some concerns';
  return 'Needs support';
}

export function countUnread(messages: readonly { unread: boolean }[]): number {
  return messages.filter((message) => message.unread).length;
}

/** '2024-01-08' → 'Jan 8', read in UTC so the label never shifts with the viewer's time zone. */
export function formatShortDateOf(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
