/**
 * Access with terms: an investor's access may end by itself at a time staff choose. The paths,
 * payloads and words the API, the staff console and the investor pages share.
 */

import { formatUtcMinute } from './english-dates.js';

export const INVESTOR_ACCESS_API_PATHS = {
  /** GET: the investor's access (status, expiry); POST: set, extend or clear the expiry. */
  investorAccess: '/api/staff/ir/investors/:id/access',
  /** POST: allow or disallow downloading the deck for this investor. */
  investorDownload: '/api/staff/ir/investors/:id/download',
} as const;

/** How far ahead an expiry may be set (ten years: further is "until revoked"). */
export const ACCESS_EXPIRY_MAX_DAYS = 3660;

/**
 * POST …/investors/:id/access: `accessExpiresAt` an ISO 8601 time in the future, or null to let
 * access run until revoked. Approving a request takes the same optional field.
 */
export interface InvestorAccessExpiryRequest {
  accessExpiresAt: string | null;
}

/** POST …/access-requests/:id/approve: optionally when the access it gives ends. */
export interface AccessRequestApproveRequest {
  accessExpiresAt?: string | null;
}

/** What a staff page shows of one investor's access. */
export interface InvestorAccess {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: 'active' | 'revoked';
  revokedAt: string | null;
  /** When access ends (or ended) by itself; null: until revoked. */
  accessExpiresAt: string | null;
  /** When the investor was mailed that access ends soon; null until then. */
  accessReminderSentAt: string | null;
  /** Whether they may download the deck (viewing is not affected). */
  downloadAllowed: boolean;
}

/** GET …/investors/:id/access. */
export interface InvestorAccessResponse {
  success: true;
  investor: InvestorAccess;
}

/** POST …/investors/:id/access: the investor after the change, and the expiry it replaced. */
export interface InvestorAccessExpiryResponse extends InvestorAccessResponse {
  previousAccessExpiresAt: string | null;
}

/** POST …/investors/:id/download: whether this investor may download the deck. */
export interface InvestorDownloadRequest {
  downloadAllowed: boolean;
}

/** POST …/investors/:id/download: the investor after the change. */
export type InvestorDownloadResponse = InvestorAccessResponse;

export const DECK_DOWNLOAD_MESSAGES = {
  /** The 403 of the download endpoint, and the viewer's line in place of the button. */
  notOffered:
    'Downloading the presentation is not offered for your access. You can read it here in the viewer.',
  notBoolean: 'downloadAllowed must be true or false',
} as const;

export const ACCESS_EXPIRY_MESSAGES = {
  notDate:
    'accessExpiresAt must be a date and time (ISO 8601, e.g. 2027-01-31T17:00:00Z), or null to clear it',
  inPast: 'accessExpiresAt must be a time in the future',
  tooFar: `accessExpiresAt must be within ${ACCESS_EXPIRY_MAX_DAYS} days`,
  notActive:
    "This investor's access has already ended; approve a new access request to give it back",
} as const;

/** The 403's `reason` when an investor whose access ran out signs in with the right code. */
export const ACCESS_EXPIRED_REASON = 'access-expired';

/** 'December 2, 2026 at 17:00 UTC': one wording for the mail, the API's answer and the page. */
export function formatAccessTime(iso: string): string {
  return formatUtcMinute(new Date(iso));
}

/** What a sign-in after the expiry is told: when access ended, and whom to write to. */
export function accessExpiredMessage(expiredAt: string, contactEmail: string): string {
  return `Your access to the investor presentation ended on ${formatAccessTime(expiredAt)}. To have it extended, contact our investor relations team at ${contactEmail}.`;
}

/**
 * How an investor's access ends, for the console: `until` a time still ahead, `expired` at its
 * time (revoked by the expiry, not by staff), or neither (no expiry, or revoked by hand first).
 */
export function accessTerm(
  investor: {
    status: 'active' | 'revoked';
    revokedAt: string | null;
    accessExpiresAt: string | null;
  },
  now: number = Date.now(),
): { kind: 'until' | 'expired'; at: string } | undefined {
  const { status, revokedAt, accessExpiresAt } = investor;
  if (accessExpiresAt === null) return undefined;
  // Past its time but not yet ended by the API's next check: expired all the same.
  if (status === 'active')
    return { kind: Date.parse(accessExpiresAt) <= now ? 'expired' : 'until', at: accessExpiresAt };
  // The expiry ends access at or after its time; a revocation before it was staff's.
  if (revokedAt !== null && Date.parse(revokedAt) >= Date.parse(accessExpiresAt))
    return { kind: 'expired', at: accessExpiresAt };
  return undefined;
}
