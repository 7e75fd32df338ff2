import type { SortDirection, StaffPage } from './staff-lists.js';
import type {
  InvestorReadingFilter,
  InvestorReadingSummary,
  InvestorVisit,
} from './staff-investor-reading.js';

/**
 * The investor-relations part of the staff console (role `ir`, and `admin`): access requests,
 * investors, deck engagement and deck versions. Paths, list limits, messages and payloads, shared
 * by the API and the staff pages.
 */

export const STAFF_IR_API_PATHS = {
  requests: '/api/staff/ir/access-requests',
  requestApprove: '/api/staff/ir/access-requests/:id/approve',
  requestReject: '/api/staff/ir/access-requests/:id/reject',
  investors: '/api/staff/ir/investors',
  /** The investors list's filter (status, reading, search, sort) as CSV, with their reading. */
  investorsExport: '/api/staff/ir/investors/export',
  investorRevoke: '/api/staff/ir/investors/:id/revoke',
  investorResetLink: '/api/staff/ir/investors/:id/reset-link',
  deckEngagement: '/api/staff/ir/engagement/decks/:version',
  investorEngagement: '/api/staff/ir/engagement/investors/:id',
  decks: '/api/staff/ir/decks',
  deckActivate: '/api/staff/ir/decks/:version/activate',
  deckNote: '/api/staff/ir/decks/:version/note',
  /** The version's PDF as uploaded, for staff to look at before it goes live. */
  deckPdf: '/api/staff/ir/decks/:version/pdf',
  deckSchedule: '/api/staff/ir/decks/:version/schedule',
  deckScheduleCancel: '/api/staff/ir/decks/:version/schedule/cancel',
} as const;

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const INVESTOR_STATUSES = ['active', 'revoked'] as const;

/** The fields each list may be sorted by; anything else is a 400. */
export const STAFF_IR_SORT_FIELDS = {
  accessRequests: ['createdAt', 'name', 'email', 'companyName', 'status'],
  investors: [
    'email',
    'name',
    'createdAt',
    'lastVisitAt',
    'activeSessions',
    'completion',
    'readingTime',
    'firstOpenedAt',
    'lastOpenedAt',
    'downloads',
    'viewingNow',
  ],
} as const;
export const ACCESS_REQUEST_SORT_FIELDS = STAFF_IR_SORT_FIELDS.accessRequests;
export const INVESTOR_SORT_FIELDS = STAFF_IR_SORT_FIELDS.investors;

export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export type InvestorStatus = (typeof INVESTOR_STATUSES)[number];
export type AccessRequestSortField = (typeof ACCESS_REQUEST_SORT_FIELDS)[number];
export type InvestorSortField = (typeof INVESTOR_SORT_FIELDS)[number];

/** Engagement looks back this many days unless told otherwise. */
export const ENGAGEMENT_DAYS = { default: 90, min: 1, max: 3650 } as const;

/** The investors CSV holds at most this many rows (the list's filter, no paging). */
export const INVESTOR_EXPORT_MAX_ROWS = 10_000;

/** A note added to the mail that tells a requester their request was declined. */
export const REJECT_NOTE_MAX_LENGTH = 2000;

/** The deck a staff member uploads in the browser (multipart field `file`). */
export const DECK_UPLOAD = {
  field: 'file',
  maxBytes: 25 * 1024 * 1024,
  fileNameMaxLength: 200,
} as const;

/** A short note staff keep on a deck version (what changed, who asked for it). */
export const DECK_NOTE_MAX_LENGTH = 500;

/** How far ahead a version may be scheduled to go live. */
export const DECK_SCHEDULE_MAX_DAYS = 366;

export const STAFF_IR_MESSAGES = {
  requestNotFound: 'No such access request',
  investorNotFound: 'No such investor',
  badInvestorId: 'id must be an investor id (a uuid)',
  deckNotFound: 'No such deck version',
  noDeck: 'No deck has been published yet',
  fileMissing: `Send the PDF as the multipart field "${DECK_UPLOAD.field}"`,
  notPdf: 'The file is not a PDF (it does not start with %PDF-)',
  alreadyLive: 'This deck version is already live',
  scheduleInPast: 'publishAt must be a time in the future',
  scheduleTooFar: `publishAt must be within ${DECK_SCHEDULE_MAX_DAYS} days`,
} as const;

/** The query of a paged list: `?limit=&offset=&sort=&direction=&search=`. */
export interface StaffListQuery<SortField extends string> {
  limit?: number;
  offset?: number;
  sort?: SortField;
  direction?: SortDirection;
  search?: string;
}

/** GET …/access-requests: search in name, email and company; `status` filters. */
export interface AccessRequestListQuery extends StaffListQuery<AccessRequestSortField> {
  status?: AccessRequestStatus;
}

export interface AccessRequestSummary {
  id: number;
  status: AccessRequestStatus;
  name: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  message: string | null;
  createdAt: string;
  decidedAt: string | null;
  /**
   * When the request's email belongs to an investor whose access was revoked: when it was.
   * Approving such a request restores that investor's access.
   */
  investorRevokedAt: string | null;
}

export interface AccessRequestListResponse extends StaffPage {
  success: true;
  requests: AccessRequestSummary[];
}

/**
 * POST …/access-requests/:id/approve (after a passkey step-up): the code goes to the investor by
 * mail, never to staff. `reactivated`: the email belonged to a revoked investor, whose access is
 * restored.
 */
export interface AccessRequestApproveResponse {
  success: true;
  requestId: number;
  investor: { id: string; email: string; firstName: string; lastName: string };
  reactivated: boolean;
}

/** POST …/access-requests/:id/reject; `notify` mails the requester, with `note` when given. */
export interface AccessRequestRejectRequest {
  notify?: boolean;
  note?: string;
}

export interface AccessRequestRejectResponse {
  success: true;
  requestId: number;
  notified: boolean;
}

/**
 * GET …/investors: search in name, email and company; `status` filters, and `reading` by whether
 * they opened the deck or are viewing it now.
 */
export interface InvestorListQuery extends StaffListQuery<InvestorSortField> {
  status?: InvestorStatus;
  reading?: InvestorReadingFilter;
}

export interface InvestorSummary extends InvestorReadingSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  status: InvestorStatus;
  createdAt: string;
  revokedAt: string | null;
  /** When access ends by itself (see accessTerm in ./investor-access); null: until revoked. */
  accessExpiresAt: string | null;
  /** Whether they may download the deck (staff may turn it off per investor). */
  downloadAllowed: boolean;
  activeSessions: number;
  /** The last sign-in or deck view, or null. */
  lastVisitAt: string | null;
}

export interface InvestorListResponse extends StaffPage {
  success: true;
  investors: InvestorSummary[];
}

/** POST …/investors/:id/revoke. */
export interface InvestorRevokeResponse {
  success: true;
  email: string;
  sessionsEnded: number;
}

/** POST …/investors/:id/reset-link: the link goes to the investor by mail. */
export interface InvestorResetLinkResponse {
  success: true;
  email: string;
  expiresAt: string;
}

/**
 * GET …/engagement/decks/:version?days=: one value per page (index 0 is page 1), ready as chart
 * series; `reached` is the drop-off curve (investors who read the page at all).
 */
export interface DeckEngagementResponse {
  success: true;
  deckVersion: number;
  pageCount: number;
  days: number;
  /** Investors who read any page of this version. */
  viewers: number;
  pages: number[];
  reached: number[];
  /** Share of the viewers who reached each page, 0–100. */
  reachedPercent: number[];
  /** Median seconds on the page among those who reached it; null where nobody did. */
  medianSeconds: (number | null)[];
  investors: {
    id: string;
    email: string;
    name: string;
    company: string | null;
    totalSeconds: number;
    pagesReached: number;
    lastViewedAt: string | null;
  }[];
}

/** GET …/engagement/investors/:id?version=&days=: one investor's reading of one version. */
export interface InvestorEngagementResponse {
  success: true;
  investor: { id: string; email: string; name: string; status: InvestorStatus };
  deckVersion: number;
  pageCount: number;
  days: number;
  totalSeconds: number;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  /** Times the investor opened the deck (any version) in the period, however briefly. */
  opens: number;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  downloads: number;
  pages: number[];
  /** Seconds on each page; 0 for a page not read. */
  secondsPerPage: number[];
  reached: boolean[];
  /** Their visits, newest first: at most VISIT_TIMELINE_LIMIT, within `days`. */
  visits: InvestorVisit[];
}

export interface DeckVersionSummary {
  version: number;
  pageCount: number;
  sha256: string;
  /** The uploaded file's own name (never a folder on the server). */
  fileName: string;
  uploadedAt: string;
  /**
   * Who uploaded it: the staff member's email (or the CLI operator's `--as`); null when the API
   * published the deck file it was configured with.
   */
  uploadedBy: string | null;
  /** The staff member's name, when the uploader is a member who gave one. */
  uploadedByName: string | null;
  note: string | null;
  noteUpdatedAt: string | null;
  noteUpdatedBy: string | null;
  /** When the API will make this version live; null when not scheduled. */
  publishAt: string | null;
  publishScheduledBy: string | null;
  live: boolean;
}

/** POST …/decks/:version/note: an empty note removes it. */
export interface DeckNoteRequest {
  note: string;
}

/** POST …/decks/:version/schedule: an ISO 8601 time in the future. */
export interface DeckScheduleRequest {
  publishAt: string;
}

/** GET …/decks. */
export interface DeckVersionListResponse {
  success: true;
  versions: DeckVersionSummary[];
}

/**
 * POST …/decks (multipart, field `file`; `?live=false` stores it without making it live),
 * POST …/decks/:version/activate, …/note, …/schedule, …/schedule/cancel.
 */
export interface DeckVersionResponse {
  success: true;
  version: DeckVersionSummary;
  /** Upload only: false when this content was a version already (nothing new stored). */
  created?: boolean;
}

/** The GETs of STAFF_IR_API_PATHS by name: a list's query, and the answer. */
export interface StaffIrReads {
  requests: { query: AccessRequestListQuery; response: AccessRequestListResponse };
  investors: { query: InvestorListQuery; response: InvestorListResponse };
  deckEngagement: { query: { days?: number }; response: DeckEngagementResponse };
  investorEngagement: {
    query: { version?: number; days?: number };
    response: InvestorEngagementResponse;
  };
  decks: { query: object; response: DeckVersionListResponse };
}

/** The POST actions of STAFF_IR_API_PATHS by name: the body they take, and the answer. */
export interface StaffIrActions {
  requestApprove: { request: object; response: AccessRequestApproveResponse };
  requestReject: { request: AccessRequestRejectRequest; response: AccessRequestRejectResponse };
  investorRevoke: { request: object; response: InvestorRevokeResponse };
  investorResetLink: { request: object; response: InvestorResetLinkResponse };
  deckActivate: { request: object; response: DeckVersionResponse };
  deckNote: { request: DeckNoteRequest; response: DeckVersionResponse };
  deckSchedule: { request: DeckScheduleRequest; response: DeckVersionResponse };
  deckScheduleCancel: { request: object; response: DeckVersionResponse };
}

/** A path of STAFF_IR_API_PATHS with its `:params` filled in. */
export function staffIrApiPath(
  path: (typeof STAFF_IR_API_PATHS)[keyof typeof STAFF_IR_API_PATHS],
  params: Record<string, string | number> = {},
): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
