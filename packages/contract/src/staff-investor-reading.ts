/**
 * How investors read the deck, at a glance, for the staff console's Investors list and an
 * investor's visit timeline: figures the API derives from what it already stores (sessions, the
 * deck's reading reports, the audit log's openings and downloads).
 */

/**
 * An investor is "viewing now" while one of their live sessions opened the deck or reported
 * reading within this many seconds: twice the viewer's report interval
 * (DECK_ENGAGEMENT_FLUSH_MS), so one late report does not make a reader blink out.
 */
export const VIEWING_NOW_SECONDS = 60;

/** The Reading filter of the Investors list. */
export const INVESTOR_READING_FILTERS = ['opened', 'not-opened', 'viewing-now'] as const;
export type InvestorReadingFilter = (typeof INVESTOR_READING_FILTERS)[number];

/** What each filter is called on the console. */
export const INVESTOR_READING_FILTER_LABELS: Record<InvestorReadingFilter, string> = {
  opened: 'Opened the deck',
  'not-opened': 'Not opened',
  'viewing-now': 'Viewing now',
};

/** The investor list's columns of reading, added to each InvestorSummary. */
export interface InvestorReadingSummary {
  /** Pages of the live deck version the investor read at all (0 when there is no deck). */
  pagesReached: number;
  /** Pages of the live deck version (0 when none is published). */
  livePageCount: number;
  /** pagesReached of livePageCount, 0–100 in whole percent. */
  completionPercent: number;
  /** Reading time over every deck version, in seconds (tenths). */
  readingSeconds: number;
  /** The first and the last time the investor opened the deck, however briefly. */
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  downloads: number;
  /** A live session of theirs opened the deck or reported reading in the last VIEWING_NOW_SECONDS. */
  viewingNow: boolean;
}

/** The device class a visit's browser told (its user agent), when it told one. */
export const VISIT_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** The newest visits an investor page lists. */
export const VISIT_TIMELINE_LIMIT = 50;

/**
 * One visit of an investor: one session (from its sign-in, or, once the session itself is gone,
 * from the deck openings, reading and downloads it left).
 */
export interface InvestorVisit {
  sessionId: string;
  /** The sign-in, or the visit's first recorded activity when the session is no longer kept. */
  startedAt: string;
  /** The visit's last recorded activity (sign-in, opening, reading report or download). */
  lastActivityAt: string;
  /** Times the deck was opened in the visit. */
  opens: number;
  /** Pages read, in order, with the deck version they belong to. */
  pages: { deckVersion: number; page: number }[];
  /** Reading time credited to the visit, in seconds (tenths); 0 for a visit too short to report. */
  readingSeconds: number;
  downloads: number;
  device: VisitDevice | null;
  viewingNow: boolean;
}

/**
 * A browser's user agent as a device class: phone, tablet or desktop; null when there is none.
 * iPadOS reports a desktop Safari, so such an iPad counts as a desktop.
 */
export function visitDeviceOf(userAgent: string | null | undefined): VisitDevice | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) {
    return 'phone';
  }
  return 'desktop';
}
