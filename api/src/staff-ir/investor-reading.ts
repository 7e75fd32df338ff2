import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { InvestorReadingFilter } from '@gloh/contract/staff-investor-reading';
import { AUDIT_ACTIONS } from '../audit/audit.service.js';
import type { Database } from '../database/database.js';
import { auditLog, deckPageReads, investors, sessions } from '../database/schema.js';
import { sessionIsLive } from '../auth/sessions.service.js';
import { VIEWING_NOW_SINCE } from './investor-visits.js';

const VIEW = AUDIT_ACTIONS.presentationView;
const DOWNLOAD = AUDIT_ACTIONS.presentationDownload;
const LOGIN = AUDIT_ACTIONS.loginSuccess;

/** The live deck version: the one activated last (a version stored without going live never was). */
const LIVE_VERSION = sql`(SELECT version FROM deck_versions WHERE activated_at > '-infinity'::timestamptz
  ORDER BY activated_at DESC, version DESC LIMIT 1)`;
const LIVE_PAGE_COUNT = sql<number>`coalesce((SELECT page_count FROM deck_versions
  WHERE version = ${LIVE_VERSION}), 0)`;

/**
 * What the Investors list shows of each investor's reading, as subqueries grouped by investor
 * (each table read once for the whole page, never once per row) and the columns over them:
 * openings, downloads and the last visit from the audit log; pages and time from the reading
 * reports; "viewing now" from their live sessions.
 */
export function investorReading(db: Database) {
  const visits = db
    .select({
      investorId: auditLog.investorId,
      lastVisitAt: sql<
        Date | string | null
      >`max(${auditLog.at}) FILTER (WHERE ${auditLog.action} IN (${LOGIN}, ${VIEW}))`.as(
        'last_visit_at',
      ),
      firstOpenedAt: sql<
        Date | string | null
      >`min(${auditLog.at}) FILTER (WHERE ${auditLog.action} = ${VIEW})`.as('first_opened_at'),
      lastOpenedAt: sql<
        Date | string | null
      >`max(${auditLog.at}) FILTER (WHERE ${auditLog.action} = ${VIEW})`.as('last_opened_at'),
      downloads: sql<number>`count(*) FILTER (WHERE ${auditLog.action} = ${DOWNLOAD})`.as(
        'downloads',
      ),
    })
    .from(auditLog)
    .where(and(isNotNull(auditLog.investorId), inArray(auditLog.action, [LOGIN, VIEW, DOWNLOAD])))
    .groupBy(auditLog.investorId)
    .as('visits');
  const reads = db
    .select({
      investorId: deckPageReads.investorId,
      readingMs: sql<string | number>`sum(${deckPageReads.visibleMs})`.as('reading_ms'),
      livePages: sql<
        string | number
      >`count(DISTINCT ${deckPageReads.page}) FILTER (WHERE ${deckPageReads.deckVersion} = ${LIVE_VERSION})`.as(
        'live_pages',
      ),
    })
    .from(deckPageReads)
    .groupBy(deckPageReads.investorId)
    .as('reads');
  // A live session that opened the deck (deck_opened_at, or a later opening in the audit log) or
  // reported reading within VIEWING_NOW_SECONDS. Asked only of the page's rows, unless it sorts.
  const viewingNow = sql<boolean>`EXISTS (SELECT 1 FROM ${sessions}
    WHERE ${and(eq(sessions.investorId, investors.id), sessionIsLive())}
      AND (${sessions.deckOpenedAt} >= ${VIEWING_NOW_SINCE}
        OR EXISTS (SELECT 1 FROM deck_page_reads r
          WHERE r.session_id = ${sessions.id} AND r.last_at >= ${VIEWING_NOW_SINCE})
        OR EXISTS (SELECT 1 FROM audit_log a
          WHERE a.at >= ${VIEWING_NOW_SINCE} AND a.action = ${VIEW}
            AND a.details->>'sessionId' = ${sessions.id}::text)))`;
  const livePages = sql<number>`coalesce(${reads.livePages}, 0)`;
  const readingMs = sql<number>`coalesce(${reads.readingMs}, 0)`;
  const downloads = sql<number>`coalesce(${visits.downloads}, 0)`;
  const opened = sql`(${visits.firstOpenedAt} IS NOT NULL OR ${reads.investorId} IS NOT NULL)`;
  const filters: Record<InvestorReadingFilter, SQL> = {
    opened,
    'not-opened': sql`NOT ${opened}`,
    'viewing-now': viewingNow,
  };
  return {
    visits,
    reads,
    columns: {
      lastVisitAt: visits.lastVisitAt,
      firstOpenedAt: visits.firstOpenedAt,
      lastOpenedAt: visits.lastOpenedAt,
      downloads,
      livePages,
      livePageCount: LIVE_PAGE_COUNT,
      readingMs,
      viewingNow,
    },
    filters,
  };
}

/** A row's reading columns as the API answers them. */
export function readingSummaryOf(row: {
  livePages: string | number;
  livePageCount: string | number;
  readingMs: string | number;
  firstOpenedAt: Date | string | null;
  lastOpenedAt: Date | string | null;
  downloads: string | number;
  viewingNow: boolean | string;
}) {
  const pagesReached = Number(row.livePages);
  const livePageCount = Number(row.livePageCount);
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return {
    pagesReached,
    livePageCount,
    completionPercent: livePageCount === 0 ? 0 : Math.round((100 * pagesReached) / livePageCount),
    readingSeconds: Math.round(Number(row.readingMs) / 100) / 10,
    firstOpenedAt: iso(row.firstOpenedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
    downloads: Number(row.downloads),
    viewingNow: row.viewingNow === true || row.viewingNow === 't',
  };
}
