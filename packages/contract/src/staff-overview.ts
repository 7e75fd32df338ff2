import type { StaffRole } from './staff.js';

/**
 * The staff console's overview: figures of what is going on, each linking to the page where it is
 * dealt with, shown only to the roles that may open that page. Pending requests, unhandled
 * messages and undelivered mail come from `GET /api/staff/counts`; investors' figures from
 * `GET /api/staff/ir/overview`; the mail's delivery state from `GET /api/staff/mail/delivery`.
 */

export const STAFF_OVERVIEW_API_PATHS = {
  /** ir and admin: active investors, who is viewing the deck now, who opened it this week. */
  investors: '/api/staff/ir/overview',
} as const;

/** "Opened this week": investors who opened the deck within this many days. */
export const OPENED_RECENTLY_DAYS = 7;

/** GET /api/staff/ir/overview. */
export interface StaffInvestorsOverviewResponse {
  success: true;
  /** Investors whose access is active (not revoked, not expired). */
  activeInvestors: number;
  /** Investors viewing the deck now (as the Investors list's "Viewing now" filter). */
  viewingNow: number;
  /** Investors who opened the deck in the last OPENED_RECENTLY_DAYS days. */
  openedRecently: number;
}

export const STAFF_OVERVIEW_FIGURES = [
  'pending-access-requests',
  'active-investors',
  'viewing-now',
  'opened-recently',
  'unhandled-contact-messages',
  'mail-not-delivered',
] as const;
export type StaffOverviewFigure = (typeof STAFF_OVERVIEW_FIGURES)[number];

/**
 * Each figure's words, who sees it, and the console page (below /staff/, with the list's filter)
 * it links to.
 */
export const STAFF_OVERVIEW_FIGURE_DETAILS: Record<
  StaffOverviewFigure,
  { label: string; roles: readonly StaffRole[]; page: string; query?: string }
> = {
  'pending-access-requests': {
    label: 'Access requests waiting',
    roles: ['ir', 'admin'],
    page: 'ir/access-requests',
    query: 'status=pending',
  },
  'active-investors': {
    label: 'Investors with access',
    roles: ['ir', 'admin'],
    page: 'ir/investors',
    query: 'status=active',
  },
  'viewing-now': {
    label: 'Viewing the deck now',
    roles: ['ir', 'admin'],
    page: 'ir/investors',
    query: 'reading=viewing-now',
  },
  'opened-recently': {
    label: `Opened the deck in the last ${OPENED_RECENTLY_DAYS} days`,
    roles: ['ir', 'admin'],
    page: 'ir/investors',
    query: 'reading=opened&sort=lastOpenedAt&direction=desc',
  },
  'unhandled-contact-messages': {
    label: 'Contact messages not handled',
    roles: ['marketing', 'admin'],
    page: 'marketing/contact-messages',
    query: 'handled=false',
  },
  'mail-not-delivered': {
    label: 'Mail not delivered yet',
    roles: ['admin'],
    page: 'admin/mail-outbox',
  },
};
