/**
 * The confidentiality agreement an investor accepts before the deck opens (optional; staff with
 * the `ir` or `admin` role write and publish it). Paths, limits, messages and payloads shared by
 * the API, the viewer and the staff console.
 */
import type { ApiResponse } from './api.js';

export const DECK_AGREEMENT_API_PATHS = {
  /** The signed-in investor: the agreement in force and whether they accepted it. */
  investor: '/api/investor-presentation/agreement',
  /** The signed-in investor accepts a version (JSON `{ version }`). */
  investorAccept: '/api/investor-presentation/agreement/accept',
  /** Staff: the agreement's versions, newest first, and whether one is required. */
  staff: '/api/staff/ir/agreement',
  /** Staff: publish a new version (JSON `{ body }`), which every investor must accept again. */
  staffPublish: '/api/staff/ir/agreement/versions',
  /** Staff: stop requiring the agreement (publishing again turns it back on). */
  staffTurnOff: '/api/staff/ir/agreement/turn-off',
  /** Staff: every acceptance as CSV. */
  staffAcceptancesCsv: '/api/staff/ir/agreement/acceptances/export',
  /** Staff: one investor's acceptances, newest first. */
  staffInvestor: '/api/staff/ir/investors/:id/agreement',
} as const;

/**
 * The `reason` of the 403 the deck's endpoints answer while the signed-in investor has not
 * accepted the agreement in force; `details.version` names it.
 */
export const DECK_AGREEMENT_REQUIRED = 'agreement-required';

/** The longest agreement text staff may publish, in characters. */
export const DECK_AGREEMENT_BODY_MAX_LENGTH = 20_000;

export const DECK_AGREEMENT_MESSAGES = {
  required: 'Accept the confidentiality agreement to open the presentation.',
  bodyMissing: 'body must be the agreement text',
  bodyTooLong: `body must be at most ${DECK_AGREEMENT_BODY_MAX_LENGTH} characters`,
  versionInvalid: 'version must be a whole number',
  /** The investor accepted a version that is not (or no longer) the one in force. */
  notCurrent: 'This is not the current agreement. Reload the page to read the current one.',
  noneRequired: 'No agreement is required.',
} as const;

/** One published version of the agreement, as staff see it. */
export interface DeckAgreementVersion {
  version: number;
  body: string;
  publishedAt: string;
  publishedBy: string;
  /** Set when staff turned the requirement off while this version was in force. */
  withdrawnAt: string | null;
  withdrawnBy: string | null;
  acceptances: number;
}

export interface StaffDeckAgreementResponse {
  success: true;
  /** The version investors must accept, or null when none is required. */
  required: number | null;
  versions: DeckAgreementVersion[];
}

export interface DeckAgreementPublishRequest {
  body: string;
}

export interface DeckAgreementPublishResponse {
  success: true;
  version: DeckAgreementVersion;
}

export interface DeckAgreementTurnOffResponse {
  success: true;
  /** The version that was in force, or null when none was. */
  withdrawn: number | null;
}

/** One investor's acceptance of one version. */
export interface DeckAgreementAcceptance {
  version: number;
  acceptedAt: string;
}

export interface StaffInvestorAgreementResponse {
  success: true;
  /** The version in force now, or null. */
  required: number | null;
  acceptances: DeckAgreementAcceptance[];
}

/** What the viewer reads: the agreement in force (if any) and whether this investor accepted it. */
export interface InvestorDeckAgreementResponse extends ApiResponse {
  success: true;
  agreement: { version: number; body: string; publishedAt: string; accepted: boolean } | null;
}

export interface DeckAgreementAcceptRequest {
  version: number;
}

export interface DeckAgreementAcceptResponse extends ApiResponse {
  success: true;
  version: number;
  acceptedAt: string;
}

/**
 * The agreement's text as paragraphs: blank lines separate them, single line breaks stay inside
 * one. The viewer and the console show it as text, never as markup.
 */
export function agreementParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .filter((lines) => lines.length > 0);
}
