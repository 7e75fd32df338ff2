/** 'Good morning' before noon, 'Good afternoon' before 6 PM, else 'Good evening'. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Lower score is better wellness; the labels say which band it is in. */
export function wellnessBand(score: number): 'Doing well' | 'Some concerns' | 'Needs support' {
  if (score < 0.34) return 'Doing well';
  if (score < 0.67) return 'Some concerns';
  return 'Needs support';
}

export function countUnread(messages: readonly { unread: boolean }[]): number {
  return messages.filter((message) => message.unread).length;
}
