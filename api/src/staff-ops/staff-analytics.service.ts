import { BadRequestException, Injectable } from '@nestjs/common';
import {
  ANALYTICS_PERIOD_MAX_DAYS,
  ANALYTICS_TOP_PAGES,
  ANALYTICS_TOP_REFERRERS,
  type AnalyticsPeriodResponse,
  STAFF_OPS_MESSAGES,
} from '@gloh/contract/staff-ops';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import {
  AnalyticsService,
  type AnalyticsPeriod,
  avgSecondsSql,
  eventsIn,
  summedDaysIn,
} from '../analytics/analytics.service.js';
import { StaffClock } from '../staff/staff-clock.js';
import type { AnalyticsPeriodQueryDto } from './dto/staff-list.dto.js';

const DAY_MS = 86_400_000;
/** A period asked for without `from`: this many days up to `to`. */
const DEFAULT_PERIOD_DAYS = 30;

/** A real calendar day (2026-02-30 is none), as UTC midnight. */
function parseDay(text: string): Date | undefined {
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text
    ? undefined
    : date;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Site analytics per UTC day over a chosen period (analytics_events and, for days past the raw
 * events' retention, their daily sums; see AnalyticsService):
 * views, distinct visitors (the visitor hash's salt changes daily, so a visitor is one per day),
 * average time on page (the 'leave' stretches' sum per view); and the period's top pages and
 * referrers.
 */
@Injectable()
export class StaffAnalyticsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly clock: StaffClock,
    private readonly analytics: AnalyticsService,
  ) {}

  period(query: AnalyticsPeriodQueryDto): { from: string; to: string } {
    const to = query.to === undefined ? parseDay(dayText(this.clock.now())) : parseDay(query.to);
    const from =
      query.from === undefined
        ? to && new Date(to.getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS)
        : parseDay(query.from);
    if (
      !from ||
      !to ||
      from > to ||
      (to.getTime() - from.getTime()) / DAY_MS + 1 > ANALYTICS_PERIOD_MAX_DAYS
    )
      throw new BadRequestException(STAFF_OPS_MESSAGES.badPeriod);
    return { from: dayText(from), to: dayText(to) };
  }

  async report(query: AnalyticsPeriodQueryDto): Promise<Omit<AnalyticsPeriodResponse, 'success'>> {
    const { from, to } = this.period(query);
    const period: AnalyticsPeriod = {
      from: sql`(${from}::date::timestamp AT TIME ZONE 'UTC')`,
      to: sql`((${to}::date + 1)::timestamp AT TIME ZONE 'UTC')`,
    };
    const days = rowsOf<{
      day: string;
      views: string;
      visitors: string;
      avg_seconds: string | null;
    }>(
      await this.db.execute(sql`
        WITH figures AS (
          SELECT (at AT TIME ZONE 'UTC')::date AS day,
            count(*) FILTER (WHERE kind = 'view') AS views,
            count(DISTINCT visitor_hash) FILTER (WHERE kind = 'view') AS visitors,
            sum(duration_ms) FILTER (WHERE kind = 'leave') AS leave_ms
          FROM analytics_events WHERE ${eventsIn(period)}
          GROUP BY 1
          UNION ALL
          SELECT day, views, visitors, leave_ms
          FROM analytics_daily_totals WHERE ${summedDaysIn(period)}
        )
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
          coalesce(sum(f.views), 0) AS views,
          coalesce(sum(f.visitors), 0) AS visitors,
          ${avgSecondsSql(sql`sum(f.leave_ms)`, sql`sum(f.views)`)} AS avg_seconds
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
        LEFT JOIN figures f ON f.day = d.day::date
        GROUP BY d.day
        ORDER BY d.day`),
    );
    const [topPages, topReferrers] = await Promise.all([
      this.analytics.pageStats(period, ANALYTICS_TOP_PAGES),
      this.analytics.referrerStats(period, ANALYTICS_TOP_REFERRERS),
    ]);
    const seconds = (value: string | null) => (value === null ? null : Number(value));
    return {
      from,
      to,
      days: days.map((row) => ({
        day: row.day,
        views: Number(row.views),
        visitors: Number(row.visitors),
        avgSecondsOnPage: seconds(row.avg_seconds),
      })),
      topPages,
      topReferrers,
    };
  }
}
