import { type NumberRule, POSTGRES_INTEGER_MAX } from './number-rules.js';

/**
 * Deck engagement: the viewer reports, per page of the deck version it shows, how often
 * the page came on screen and for how long it was read; the API adds them up per session.
 */

/** Response header of GET /api/investor-presentation naming the deck version it served. */
export const DECK_VERSION_HEADER = 'X-Deck-Version';

/** One page's share of a batch: what happened to it since the viewer's last batch. */
export interface DeckPageEngagement {
  /** 1-based page number, within the deck version's page count. */
  page: number;
  /** Times the page became the one being read since the last batch (0 when only time is added). */
  views: number;
  /** Milliseconds the page was read: tab visible, page on screen, reader not idle. */
  visibleMs: number;
}

/**
 * POST /api/investor-presentation/engagement, with the session cookie, sent with
 * navigator.sendBeacon (JSON as text/plain) when the page is hidden or left, or with fetch.
 */
export interface DeckEngagementBatch {
  /** The version from DECK_VERSION_HEADER of the copy the viewer shows. */
  deckVersion: number;
  pages: DeckPageEngagement[];
}

export const DECK_ENGAGEMENT_LIMITS = {
  /** Pages in one batch (a deck has far fewer; a page may appear once per batch). */
  maxPagesPerBatch: 200,
  /** Views of one page in one batch. */
  maxViewsPerPage: 1000,
  /**
   * Reading time of one page in one batch. The viewer sends at least every minute while open and
   * on every hide, so more than this in one batch is not a reading.
   */
  maxVisibleMsPerPage: 10 * 60 * 1000,
  /** Body size the endpoint accepts, in bytes. */
  maxBodyBytes: 16 * 1024,
  /** Deck versions and page numbers are PostgreSQL integers. */
  maxDeckVersion: POSTGRES_INTEGER_MAX,
  maxPage: POSTGRES_INTEGER_MAX,
} as const;

/** Every number of a batch and its bounds; the API refuses anything else with a 400. */
export const DECK_ENGAGEMENT_NUMBER_RULES = {
  deckVersion: { label: 'Deck version', min: 1, max: DECK_ENGAGEMENT_LIMITS.maxDeckVersion },
  page: { label: 'Page', min: 1, max: DECK_ENGAGEMENT_LIMITS.maxPage },
  views: { label: 'Views', min: 0, max: DECK_ENGAGEMENT_LIMITS.maxViewsPerPage },
  visibleMs: { label: 'Visible time', min: 0, max: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage },
} as const satisfies Record<'deckVersion' | keyof DeckPageEngagement, NumberRule>;

/**
 * After this long without input (pointer, key, scroll, touch) the reader is taken to be away, and
 * the page's clock stops until the next input. Long enough to read a dense slide.
 */
export const DECK_IDLE_AFTER_MS = 2 * 60 * 1000;

/** How often an open viewer sends what it has counted, besides on every hide. */
export const DECK_ENGAGEMENT_FLUSH_MS = 30 * 1000;
