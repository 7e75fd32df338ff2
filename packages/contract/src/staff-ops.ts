import type { StaffPage } from './staff-lists.js';
import type { StaffRole } from './staff.js';

/**
 * The marketing and admin parts of the staff console: contact messages, analytics, the audit log,
 * the mail outbox, and the live events stream. Paths, list limits, messages and payloads, shared by
 * the API and the staff pages.
 */

/** `:id` is a contact message's number or an outbox mail's uuid. */
export const STAFF_OPS_API_PATHS = {
  contactMessages: '/api/staff/marketing/contact-messages',
  contactMessagesCsv: '/api/staff/marketing/contact-messages/export',
  contactMessageHandled: '/api/staff/marketing/contact-messages/:id/handled',
  analytics: '/api/staff/marketing/analytics',
  releaseHealth: '/api/staff/marketing/release-health',
  auditLog: '/api/staff/admin/audit-log',
  mailOutbox: '/api/staff/admin/mail-outbox',
  mailOutboxRetry: '/api/staff/admin/mail-outbox/:id/retry',
  mailDelivery: '/api/staff/mail/delivery',
  mailReveal: '/api/staff/mail/:id/reveal',
  events: '/api/staff/events',
  counts: '/api/staff/counts',
} as const;

/** Who may call each area (any one of the roles). */
export const STAFF_OPS_ROLES = {
  marketing: ['marketing', 'admin'],
  admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A CSV export holds at most this many rows (the newest first when sorted so). */
export const CONTACT_EXPORT_MAX_ROWS = 10_000;
export const CONTACT_MESSAGE_SORTS = ['createdAt', 'name', 'email'] as const;
export type ContactMessageSort = (typeof CONTACT_MESSAGE_SORTS)[number];

export const AUDIT_LOG_SORTS = ['at', 'action', 'actor'] as const;
export type AuditLogSort = (typeof AUDIT_LOG_SORTS)[number];
export const AUDIT_FILTER_MAX_LENGTH = 200;

/** An analytics period is at most this many days, both ends included. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
export const ANALYTICS_TOP_PAGES = 10;
export const ANALYTICS_TOP_REFERRERS = 10;

/**
 * How the console names a mail's state: `queued` waits for its first attempt, `retrying` was tried
 * and will be tried again after a growing delay (its last error is kept), `failed` was tried as
 * many times as the outbox allows and waits for staff to retry it, `sending` is in a worker's hands.
 */
export const MAIL_OUTBOX_STATES = ['queued', 'retrying', 'failed', 'sending', 'sent'] as const;
export type MailOutboxState = (typeof MAIL_OUTBOX_STATES)[number];

/**
 * The secret a mail carries, which staff may reveal once when the mail cannot be delivered, and
 * who may: an access code or reset link is the investor-relations team's, an invite link an admin's.
 */
export const MAIL_SECRET_KINDS = ['access-code', 'reset-link', 'invite-link'] as const;
export type MailSecretKind = (typeof MAIL_SECRET_KINDS)[number];
export const MAIL_SECRET_ROLES = {
  'access-code': ['ir', 'admin'],
  'reset-link': ['ir', 'admin'],
  'invite-link': ['admin'],
} as const satisfies Record<MailSecretKind, readonly StaffRole[]>;
export const MAIL_SECRET_NAMES: Record<MailSecretKind, string> = {
  'access-code': 'access code',
  'reset-link': 'reset link',
  'invite-link': 'invite link',
};

/**
 * Whether this server can deliver mail: `not-configured` (no SMTP: mail waits in the outbox),
 * `failing` (the last delivery attempt failed) or `ok`.
 */
export const MAIL_DELIVERY_STATES = ['ok', 'not-configured', 'failing'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export interface MailDeliveryStatus {
  state: MailDeliveryState;
  configured: boolean;
  /** The error of the last failed attempt, when the last attempt failed. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Mail not delivered yet (queued, retrying, failed or sending). */
  queued: number;
}

export interface MailDeliveryResponse {
  success: true;
  delivery: MailDeliveryStatus;
}

/** What an action that mails someone says about that mail: which one, and can it be delivered. */
export interface MailReceipt {
  id: string;
  delivery: MailDeliveryStatus;
  /** The mail carries a secret that staff may reveal once while it cannot be delivered. */
  revealable: boolean;
}

/** An action's answer with the receipt of the mail it queued. */
export type WithMailReceipt<T> = T & { mail: MailReceipt };

/** POST …/mail/:id/reveal (after a step-up): the mail's secret, given out once. */
export interface MailRevealResponse {
  success: true;
  mailId: string;
  to: string;
  kind: MailSecretKind;
  secret: string;
}

/** Live events: a comment line every this many seconds keeps proxies from closing the stream. */
export const STAFF_EVENTS_HEARTBEAT_SECONDS = 25;
/**
 * Live event streams one staff session may hold open at once (the console keeps one per tab),
 * and one client address over all its sessions (a few members behind one office address). A
 * stream beyond either is refused with 429 and Retry-After; closing a stream frees its place.
 */
export const STAFF_EVENT_STREAMS_PER_SESSION = 4;
export const STAFF_EVENT_STREAMS_PER_ADDRESS = 16;

/**
 * What waits for staff, counted by `GET /api/staff/counts` beside each page in the navigation:
 * access requests not yet decided, contact messages not yet handled, mail not yet delivered.
 */
export const STAFF_PENDING_COUNTS = ['access-requests', 'contact-messages', 'mail-outbox'] as const;
export type StaffPendingCount = (typeof STAFF_PENDING_COUNTS)[number];
/** Who is told each count (any one of the roles); the answer holds only the member's counts. */
export const STAFF_PENDING_COUNT_ROLES = {
  'access-requests': ['ir', 'admin'],
  'contact-messages': ['marketing', 'admin'],
  'mail-outbox': ['admin'],
} as const satisfies Record<StaffPendingCount, readonly StaffRole[]>;

export interface StaffCountsResponse {
  success: true;
  counts: Partial<Record<StaffPendingCount, number>>;
}

export const STAFF_EVENT_TYPES = [
  'access-request',
  'deck-opened',
  'contact-message',
  'counts-changed',
] as const;
export type StaffEventType = (typeof STAFF_EVENT_TYPES)[number];
/**
 * Who receives each event type. `counts-changed` goes to the roles of the count it names
 * (STAFF_PENDING_COUNT_ROLES), so everyone is listed here.
 */
export const STAFF_EVENT_ROLES = {
  'access-request': ['ir', 'admin'],
  'deck-opened': ['ir', 'admin'],
  'contact-message': ['marketing', 'admin'],
  'counts-changed': ['ir', 'marketing', 'admin'],
} as const satisfies Record<StaffEventType, readonly StaffRole[]>;

export const STAFF_OPS_MESSAGES = {
  contactMessageNotFound: 'Contact message not found',
  mailNotFound: 'Mail not found',
  mailNotFailed: 'Only a mail waiting for delivery (queued, retrying or failed) can be retried now',
  mailNotConfigured: 'Mail is not configured on this server: the mail waits in the outbox',
  mailNoSecret: 'This mail carries no code or link to reveal',
  mailAlreadyRevealed: "This mail's code or link was already revealed; it is shown only once",
  mailDeliverable:
    'This mail can still be delivered; its code or link is revealed only while delivery is not configured or failing',
  mailAlreadySent: 'This mail was delivered; its code or link is gone',
  mailRevealRole: 'Your roles do not let you reveal this kind of code or link',
  badPeriod: `from and to must be dates (YYYY-MM-DD), from not after to, at most ${ANALYTICS_PERIOD_MAX_DAYS} days`,
  badId: 'id must be a positive whole number',
  badMailId: 'id must be a mail id (uuid)',
  /** 429: the session holds as many live event streams as it may (a console open in a few tabs). */
  tooManyEventStreams:
    'This session already has as many live event streams open as it may. Close a console tab and try again.',
  /** 429: one client address holds as many live event streams as it may, over all its sessions. */
  tooManyEventStreamsFromAddress:
    'Too many live event streams are open from this address. Close a console tab and try again.',
} as const;

export interface ContactMessageSummary {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
}

export interface ContactMessagesResponse extends StaffPage {
  success: true;
  messages: ContactMessageSummary[];
}

export interface ContactMessageHandledRequest {
  handled: boolean;
}

export interface ContactMessageResponse {
  success: true;
  message: ContactMessageSummary;
}

export interface AnalyticsDay {
  day: string;
  views: number;
  visitors: number;
  avgSecondsOnPage: number | null;
}

export interface AnalyticsPeriodResponse {
  success: true;
  from: string;
  to: string;
  days: AnalyticsDay[];
  topPages: { path: string; views: number; visitors: number; avgSecondsOnPage: number | null }[];
  topReferrers: { origin: string; views: number }[];
}

export interface AuditEntrySummary {
  id: number;
  at: string;
  action: string;
  actor: string;
  /** The name of the staff account whose email `actor` is; null for anyone else or no name. */
  actorName: string | null;
  /** The staff account the entry is about (`details.staffId`), by name and email. */
  staffMember: { name: string; email: string } | null;
  email: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditLogResponse extends StaffPage {
  success: true;
  entries: AuditEntrySummary[];
}

/** Never the body (sealed or not): codes and links stay out of the console. */
export interface MailOutboxSummary {
  id: string;
  to: string;
  subject: string;
  state: MailOutboxState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  /** The secret it carries, if any, and whether staff may still reveal it. */
  secretKind: MailSecretKind | null;
  revealable: boolean;
  revealedAt: string | null;
}

export interface MailOutboxResponse extends StaffPage {
  success: true;
  mails: MailOutboxSummary[];
  delivery: MailDeliveryStatus;
}

export interface MailOutboxMailResponse {
  success: true;
  mail: MailOutboxSummary;
}

export interface AccessRequestEvent {
  id: number;
  name: string;
  companyName: string;
  createdAt: string;
}

export interface DeckOpenedEvent {
  investorId: string;
  name: string;
  companyName: string | null;
  deckVersion: number;
  at: string;
}

/** A visitor's new message through the contact form. */
export interface ContactMessageEvent {
  id: number;
  name: string;
}

/** Something a pending count counts was decided, handled, delivered or retried. */
export interface CountsChangedEvent {
  count: StaffPendingCount;
}

export interface StaffEventPayloads {
  'access-request': AccessRequestEvent;
  'deck-opened': DeckOpenedEvent;
  'contact-message': ContactMessageEvent;
  'counts-changed': CountsChangedEvent;
}
