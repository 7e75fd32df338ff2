/** A stored page event (a row for analytics_events), as a desktop browser's beacon leaves it. */
export function analyticsEvent(
  at: Date,
  kind: 'view' | 'leave',
  path: string,
  visitorHash: string,
  extra: { referrerOrigin?: string; durationMs?: number } = {},
) {
  return { at, kind, path, visitorHash, viewport: 'desktop' as const, ...extra };
}
