import { Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { analyticsEvents } from '../database/schema.js';
import { DailyCapService } from '../rate-limit/daily-cap.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AnalyticsEventDto } from './dto/analytics-event.dto.js';
import { clientKey, DailySalt, visitorHash } from './visitor-hash.js';

export interface AnalyticsClient {
  ip: string;
  userAgent: string;
}

export interface PageStats {
  path: string;
  views: number;
  visitors: number;
  /** The 'leave' stretches' sum per view; null without views. */
  avgSecondsOnPage: number | null;
}

export interface ReferrerStats {
  origin: string;
  views: number;
}

export interface AnalyticsReport {
  days: number;
  since: string;
  totals: { views: number; visitors: number };
  pages: PageStats[];
  referrers: ReferrerStats[];
}

const MAX_REPORT_ROWS = 100;
const TOP_REFERRERS = 10;

/**
 * Events at or after `from` and, when given, before `to` (timestamptz SQL). Days whose events were
 * summed into the daily tables (retention/) count when the whole day lies in the period: a period
 * of whole UTC days, as the staff console asks for, reads the same figures before and after.
 */
export interface AnalyticsPeriod {
  from: SQL;
  to?: SQL;
}

/** The events of the period that are still kept one by one. */
export function eventsIn(period: AnalyticsPeriod): SQL {
  return period.to === undefined
    ? sql`at >= ${period.from}`
    : sql`at >= ${period.from} AND at < ${period.to}`;
}

/** The summed days of the period (rows of the analytics_daily_* tables). */
export function summedDaysIn(period: AnalyticsPeriod): SQL {
  const start = sql`(day::timestamp AT TIME ZONE 'UTC')`;
  const end = sql`((day + 1)::timestamp AT TIME ZONE 'UTC')`;
  return period.to === undefined
    ? sql`${start} >= ${period.from}`
    : sql`${start} >= ${period.from} AND ${end} <= ${period.to}`;
}

/**
 * Seconds on page from summed milliseconds and views, rounded as the reports always did (integer
 * milliseconds per view, then tenths of a second); NULL without views or without any reported time.
 */
export const avgSecondsSql = (leaveMs: SQL, views: SQL) =>
  sql`round((${leaveMs})::bigint / nullif((${views})::bigint, 0) / 1000.0, 1)`;

function prepareInsert(db: Database) {
  return db
    .insert(analyticsEvents)
    .values({
      kind: sql.placeholder('kind'),
      path: sql.placeholder('path'),
      referrerOrigin: sql.placeholder('referrerOrigin'),
      viewport: sql.placeholder('viewport'),
      durationMs: sql.placeholder('durationMs'),
      visitorHash: sql.placeholder('visitorHash'),
    })
    .prepare('analytics_event_insert');
}

@Injectable()
export class AnalyticsService {
  private readonly salt: DailySalt;
  private readonly insert: ReturnType<typeof prepareInsert>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rateLimits: RateLimitService,
    private readonly dailyCaps: DailyCapService,
  ) {
    this.salt = new DailySalt(db);
    this.insert = prepareInsert(db);
  }

  /**
   * Counts the event against the client's limit and the address's daily cap, then stores it:
   * stored before we answer.
   */
  async record(event: AnalyticsEventDto, client: AnalyticsClient): Promise<void> {
    const salt = await this.salt.saltFor();
    await this.rateLimits.consumeOrThrow(
      'analyticsPerClient',
      `client:${clientKey(salt, client.ip)}`,
    );
    await this.dailyCaps.consumeOrThrow('analytics', client.ip);
    await this.insert.execute({
      kind: event.kind,
      path: event.path.trim(),
      // A referrer says how a visit began; later views of the visit have none.
      referrerOrigin: event.kind === 'view' ? (event.referrer?.trim() ?? null) : null,
      viewport: event.viewport,
      durationMs: event.kind === 'leave' ? (event.durationMs ?? null) : null,
      visitorHash: visitorHash(salt, client.ip, client.userAgent),
    });
  }

  /**
   * Views and visitors per page and the top referrers of the last `days` days. A visitor is one
   * per day (the hash's salt changes daily), so "visitors" adds up daily unique visitors. Time on
   * page: the browser reports each stretch a page was on screen ('leave'); their sum per view.
   */
  async report(days: number): Promise<AnalyticsReport> {
    const period: AnalyticsPeriod = { from: sql`now() - make_interval(days => ${days})` };
    const [totals] = rowsOf<{ views: string; visitors: string; since: string }>(
      await this.db.execute(sql`
        SELECT coalesce(sum(views), 0) AS views, coalesce(sum(visitors), 0) AS visitors,
          to_char((${period.from}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since
        FROM (
          SELECT count(*) AS views, count(DISTINCT visitor_hash) AS visitors
          FROM analytics_events WHERE kind = 'view' AND ${eventsIn(period)}
          UNION ALL
          SELECT views, visitors FROM analytics_daily_totals WHERE ${summedDaysIn(period)}
        ) figures`),
    );
    const [pages, referrers] = await Promise.all([
      this.pageStats(period, MAX_REPORT_ROWS),
      this.referrerStats(period, TOP_REFERRERS),
    ]);
    return {
      days,
      since: totals!.since,
      totals: { views: Number(totals!.views), visitors: Number(totals!.visitors) },
      pages,
      referrers,
    };
  }

  /** Views, visitors and time on page per path, busiest first, over the period. */
  async pageStats(period: AnalyticsPeriod, limit: number): Promise<PageStats[]> {
    const rows = rowsOf<{
      path: string;
      views: string;
      visitors: string;
      avg_seconds: string | null;
    }>(
      await this.db.execute(sql`
        SELECT path, sum(views) AS views, sum(visitors) AS visitors,
          ${avgSecondsSql(sql`sum(leave_ms)`, sql`sum(views)`)} AS avg_seconds
        FROM (
          SELECT path,
            count(*) FILTER (WHERE kind = 'view') AS views,
            count(DISTINCT visitor_hash) FILTER (WHERE kind = 'view') AS visitors,
            sum(duration_ms) FILTER (WHERE kind = 'leave') AS leave_ms
          FROM analytics_events WHERE ${eventsIn(period)}
          GROUP BY path
          UNION ALL
          SELECT path, views, visitors, leave_ms
          FROM analytics_daily_pages WHERE ${summedDaysIn(period)}
        ) figures
        GROUP BY path
        ORDER BY views DESC, path
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({
      path: row.path,
      views: Number(row.views),
      visitors: Number(row.visitors),
      avgSecondsOnPage: row.avg_seconds === null ? null : Number(row.avg_seconds),
    }));
  }

  /** Views per referring origin, most first, over the period. */
  async referrerStats(period: AnalyticsPeriod, limit: number): Promise<ReferrerStats[]> {
    const rows = rowsOf<{ origin: string; views: string }>(
      await this.db.execute(sql`
        SELECT origin, sum(views) AS views
        FROM (
          SELECT referrer_origin AS origin, count(*) AS views
          FROM analytics_events
          WHERE kind = 'view' AND referrer_origin IS NOT NULL AND ${eventsIn(period)}
          GROUP BY referrer_origin
          UNION ALL
          SELECT origin, views FROM analytics_daily_referrers WHERE ${summedDaysIn(period)}
        ) figures
        GROUP BY origin
        ORDER BY views DESC, origin
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({ origin: row.origin, views: Number(row.views) }));
  }
}
