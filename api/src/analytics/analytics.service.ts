import { Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { analyticsEvents } from '../database/schema.js';
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
  ) {
    this.salt = new DailySalt(db);
    this.insert = prepareInsert(db);
  }

  /** Counts the event against the client's limit, then stores it: stored before we answer. */
  async record(event: AnalyticsEventDto, client: AnalyticsClient): Promise<void> {
    const salt = await this.salt.saltFor();
    await this.rateLimits.consumeOrThrow(
      'analyticsPerClient',
      `client:${clientKey(salt, client.ip)}`,
    );
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
    const since = sql`now() - make_interval(days => ${days})`;
    const [totals] = rowsOf<{ views: string; visitors: string; since: string }>(
      await this.db.execute(sql`
        SELECT count(*) AS views, count(DISTINCT visitor_hash) AS visitors,
          to_char((${since}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since
        FROM analytics_events WHERE kind = 'view' AND at >= ${since}`),
    );
    const inWindow = sql`at >= ${since}`;
    const [pages, referrers] = await Promise.all([
      this.pageStats(inWindow, MAX_REPORT_ROWS),
      this.referrerStats(inWindow, TOP_REFERRERS),
    ]);
    return {
      days,
      since: totals!.since,
      totals: { views: Number(totals!.views), visitors: Number(totals!.visitors) },
      pages,
      referrers,
    };
  }

  /** Views, visitors and time on page per path, busiest first, of the events `where` selects. */
  async pageStats(where: SQL, limit: number): Promise<PageStats[]> {
    const rows = rowsOf<{
      path: string;
      views: string;
      visitors: string;
      avg_seconds: string | null;
    }>(
      await this.db.execute(sql`
        SELECT path,
          count(*) FILTER (WHERE kind = 'view') AS views,
          count(DISTINCT visitor_hash) FILTER (WHERE kind = 'view') AS visitors,
          round(sum(duration_ms) FILTER (WHERE kind = 'leave')
            / nullif(count(*) FILTER (WHERE kind = 'view'), 0) / 1000.0, 1) AS avg_seconds
        FROM analytics_events WHERE ${where}
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

  /** Views per referring origin, most first, of the events `where` selects. */
  async referrerStats(where: SQL, limit: number): Promise<ReferrerStats[]> {
    const rows = rowsOf<{ origin: string; views: string }>(
      await this.db.execute(sql`
        SELECT referrer_origin AS origin, count(*) AS views
        FROM analytics_events
        WHERE kind = 'view' AND referrer_origin IS NOT NULL AND ${where}
        GROUP BY referrer_origin
        ORDER BY views DESC, origin
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({ origin: row.origin, views: Number(row.views) }));
  }
}
