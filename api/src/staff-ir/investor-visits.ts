import { sql, type SQL } from 'drizzle-orm';
import {
  type InvestorVisit,
  VIEWING_NOW_SECONDS,
  VISIT_TIMELINE_LIMIT,
  visitDeviceOf,
} from '@gloh/contract/staff-investor-reading';
import { AUDIT_ACTIONS } from '../audit/audit.service.js';
import { type Database, rowsOf } from '../database/database.js';

/** `now() - VIEWING_NOW_SECONDS`: activity after it is someone reading now. */
export const VIEWING_NOW_SINCE: SQL = sql`now() - make_interval(secs => ${VIEWING_NOW_SECONDS})`;

interface VisitRow {
  sessionId: string;
  startedAt: Date | string;
  lastActivityAt: Date | string;
  opens: string | number;
  downloads: string | number;
  visibleMs: string | number | null;
  pages: string | { deckVersion: number; page: number }[] | null;
  userAgent: string | null;
  viewingNow: boolean;
}

/**
 * One investor's visits in the last `days` days, newest first: one per session, from what each
 * left behind. A session's row (with its sign-in in the audit log, written in the same
 * transaction, so at the same `now()`) gives its start and browser; the deck's openings and
 * downloads name their session in the audit log; the reading reports are kept per session. Ended
 * sessions are deleted after a while, and their openings and reading still make a visit then.
 * One statement, whatever the number of visits.
 */
export async function investorVisits(
  db: Database,
  investorId: string,
  days: number,
): Promise<InvestorVisit[]> {
  const since = sql`now() - make_interval(days => ${days})`;
  const view = AUDIT_ACTIONS.presentationView;
  const download = AUDIT_ACTIONS.presentationDownload;
  const rows = rowsOf<VisitRow>(
    await db.execute(sql`
      WITH activity AS (
        SELECT s.id::text AS session_id, s.created_at AS at, 'session' AS action,
               (SELECT a.user_agent FROM audit_log a
                 WHERE a.investor_id = s.investor_id AND a.action = ${AUDIT_ACTIONS.loginSuccess}
                   AND a.at = s.created_at
                 LIMIT 1) AS user_agent
        FROM sessions s
        WHERE s.investor_id = ${investorId} AND s.created_at >= ${since}
        UNION ALL
        SELECT a.details->>'sessionId', a.at, a.action, a.user_agent
        FROM audit_log a
        WHERE a.investor_id = ${investorId} AND a.action IN (${view}, ${download})
          AND a.details->>'sessionId' IS NOT NULL AND a.at >= ${since}
      ),
      acts AS (
        SELECT session_id, min(at) AS first_at, max(at) AS last_at,
               max(at) FILTER (WHERE action = ${view}) AS last_open_at,
               count(*) FILTER (WHERE action = ${view}) AS opens,
               count(*) FILTER (WHERE action = ${download}) AS downloads,
               (array_agg(user_agent ORDER BY at) FILTER (WHERE user_agent IS NOT NULL))[1]
                 AS user_agent
        FROM activity GROUP BY session_id
      ),
      reads AS (
        SELECT session_id::text AS session_id, min(first_at) AS first_at, max(last_at) AS last_at,
               sum(visible_ms) AS visible_ms,
               json_agg(json_build_object('deckVersion', deck_version, 'page', page)
                        ORDER BY deck_version, page) AS pages
        FROM deck_page_reads
        WHERE investor_id = ${investorId} AND last_at >= ${since}
        GROUP BY session_id
      ),
      visits AS (
        SELECT coalesce(acts.session_id, reads.session_id) AS session_id,
               -- least() and greatest() leave out a NULL: a side without the visit.
               least(acts.first_at, reads.first_at) AS first_at,
               greatest(acts.last_at, reads.last_at) AS last_at,
               greatest(acts.last_open_at, reads.last_at) AS last_deck_at,
               coalesce(acts.opens, 0) AS opens, coalesce(acts.downloads, 0) AS downloads,
               reads.visible_ms, reads.pages, acts.user_agent
        FROM acts FULL JOIN reads ON reads.session_id = acts.session_id
      )
      SELECT v.session_id AS "sessionId",
             coalesce(s.created_at, v.first_at) AS "startedAt",
             v.last_at AS "lastActivityAt",
             v.opens, v.downloads, v.visible_ms AS "visibleMs", v.pages,
             v.user_agent AS "userAgent",
             (s.id IS NOT NULL AND s.ended_at IS NULL AND s.expires_at > now()
               AND coalesce(v.last_deck_at >= ${VIEWING_NOW_SINCE}, false)) AS "viewingNow"
      FROM visits v
      LEFT JOIN sessions s ON s.id::text = v.session_id AND s.investor_id = ${investorId}
      ORDER BY "startedAt" DESC, v.session_id
      LIMIT ${VISIT_TIMELINE_LIMIT}`),
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    sessionId: row.sessionId,
    startedAt: iso(row.startedAt),
    lastActivityAt: iso(row.lastActivityAt),
    opens: Number(row.opens),
    pages: (typeof row.pages === 'string' ? JSON.parse(row.pages) : (row.pages ?? [])) as {
      deckVersion: number;
      page: number;
    }[],
    readingSeconds: Math.round(Number(row.visibleMs ?? 0) / 100) / 10,
    downloads: Number(row.downloads),
    device: visitDeviceOf(row.userAgent),
    viewingNow: row.viewingNow === true,
  }));
}
