/**
 * How long the site keeps what it stores, in days: the API's defaults (each one a setting a
 * deployment may change, `RETENTION_*`) and the figures the privacy policy states, written once
 * so the two cannot drift apart.
 */
export const RETENTION_DEFAULT_DAYS = {
  /**
   * Each page-view record; after that only the day's totals per page and per referring site are
   * kept. A month covers the staff console's default period with the visitor figures exact.
   */
  analyticsEvents: 30,
  /** Core Web Vitals and uncaught errors per release: a quarter holds several releases to compare. */
  releaseHealth: 90,
  /** Contact messages: a year to answer and follow up a conversation. */
  contactMessages: 365,
  /**
   * Decided access requests, counted from the decision, and investor accounts, counted from the
   * revocation of their access (the policy's 24 months). A request still waiting for a decision is
   * kept until it is decided, and one that became an investor account stays with that account.
   */
  accessRequests: 730,
  /** The audit log: two years of who did what, for security reviews and disputes. */
  auditLog: 730,
  /** Sent and failed mails (the envelope and any text kept), long enough to trace a delivery. */
  mail: 30,
  /** Ended or expired sessions, used or expired reset and invitation links. */
  sessions: 30,
  /** Client (IP) addresses kept with a contact message, an access request or an audit entry. */
  clientAddresses: 30,
} as const;

export type RetentionPeriodName = keyof typeof RETENTION_DEFAULT_DAYS;

/** "30 days", "1 year", "2 years": a period as the privacy policy words it. */
export function retentionPeriodText(days: number): string {
  if (days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}
