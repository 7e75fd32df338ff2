import { Injectable } from '@nestjs/common';
import {
  RELEASE_HEALTH_REMOTES,
  type ReleaseFigures,
  type ReleaseHealthRemote,
  type ReleaseHealthReport,
  type ReleaseHealthRow,
} from '@gloh/contract/release-health';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { releaseHealthEvents } from '../database/schema.js';
import { DailyCapService } from '../rate-limit/daily-cap.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AnalyticsClient } from './analytics.service.js';
import type { ReleaseHealthBatchDto } from './dto/release-health.dto.js';
import { clientKey, DailySalt } from './visitor-hash.js';

interface FiguresRow {
  remote: ReleaseHealthRemote;
  release: string;
  first_seen: string;
  last_seen: string;
  page_loads: string;
  lcp: number | string | null;
  inp: number | string | null;
  cls: number | string | null;
  errors: string;
  previous_release: string | null;
}

const roundTo = (value: number | string | null, digits: number) =>
  value === null ? null : Number(Number(value).toFixed(digits));

function figuresOf(row: FiguresRow): ReleaseFigures {
  return {
    release: row.release,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    pageLoads: Number(row.page_loads),
    lcpP75Ms: roundTo(row.lcp, 0),
    inpP75Ms: roundTo(row.inp, 0),
    clsP75: roundTo(row.cls, 3),
    errors: Number(row.errors),
  };
}

/**
 * Core Web Vitals and uncaught errors per remote and release: stored as the browser reports them
 * (with consent), and read back as each release's 75th percentiles beside the release before it.
 */
@Injectable()
export class ReleaseHealthService {
  private readonly salt: DailySalt;

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly rateLimits: RateLimitService,
    private readonly dailyCaps: DailyCapService,
  ) {
    this.salt = new DailySalt(db);
  }

  /**
   * A batch counts once against the client's analytics limit (its own budget, beside the page
   * views') and the address's daily cap of batches, then every event is stored in one statement:
   * all of it or nothing.
   */
  async record(batch: ReleaseHealthBatchDto, client: AnalyticsClient): Promise<void> {
    const salt = await this.salt.saltFor();
    await this.rateLimits.consumeOrThrow(
      'analyticsPerClient',
      `release-health:${clientKey(salt, client.ip)}`,
    );
    await this.dailyCaps.consumeOrThrow('releaseHealth', client.ip);
    await this.db.insert(releaseHealthEvents).values(
      batch.events.map((event) => ({
        remote: event.remote,
        release: event.release.trim(),
        path: event.path.trim(),
        kind: event.kind === 'vital' ? event.metric! : ('error' as const),
        value: event.kind === 'vital' ? event.value! : null,
        message: event.kind === 'error' ? event.message!.trim() : null,
      })),
    );
  }

  /**
   * Each release seen in the last `days` days (of one remote, or all): p75 of LCP, INP and CLS
   * and its uncaught errors, beside the release of the same remote first seen before it (releases
   * are ordered by when they were first seen at all, so "previous" is the one that shipped before;
   * its figures cover its whole recorded life).
   */
  async report(days: number, remote?: ReleaseHealthRemote): Promise<ReleaseHealthReport> {
    const since = sql`now() - make_interval(days => ${days})`;
    const [window] = rowsOf<{ since: string }>(
      await this.db.execute(
        sql`SELECT to_char((${since}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since`,
      ),
    );
    const rows = rowsOf<FiguresRow>(
      await this.db.execute(sql`
        WITH releases AS (
          SELECT remote, release, min(at) AS first_ever
          FROM release_health_events
          ${remote ? sql`WHERE remote = ${remote}` : sql``}
          GROUP BY remote, release
        ),
        ordered AS (
          SELECT remote, release,
            lag(release) OVER (PARTITION BY remote ORDER BY first_ever, release) AS previous_release
          FROM releases
        ),
        figures AS (
          SELECT remote, release,
            to_char(min(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first_seen,
            to_char(max(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_seen,
            min(at) AS first_at,
            count(*) FILTER (WHERE kind = 'LCP') AS page_loads,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'LCP') AS lcp,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS inp,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'CLS') AS cls,
            count(*) FILTER (WHERE kind = 'error') AS errors
          FROM release_health_events
          WHERE at >= ${since} ${remote ? sql`AND remote = ${remote}` : sql``}
          GROUP BY remote, release
        )
        SELECT f.remote, f.release, f.first_seen, f.last_seen, f.page_loads,
          f.lcp, f.inp, f.cls, f.errors, o.previous_release
        FROM figures f JOIN ordered o USING (remote, release)
        ORDER BY f.remote, f.first_at DESC, f.release`),
    );
    const previous = await this.figuresOf(
      rows.flatMap((row) =>
        row.previous_release === null ? [] : [[row.remote, row.previous_release] as const],
      ),
    );
    const order = (row: FiguresRow) => RELEASE_HEALTH_REMOTES.indexOf(row.remote);
    const releases: ReleaseHealthRow[] = [...rows]
      .sort((a, b) => order(a) - order(b))
      .map((row) => ({
        remote: row.remote,
        ...figuresOf(row),
        previous:
          row.previous_release === null
            ? null
            : (previous.get(`${row.remote}\n${row.previous_release}`) ?? null),
      }));
    return { days, since: window!.since, releases };
  }

  /**
   * The figures of the given releases over their whole recorded life, not only the period: the
   * release before one that shipped today may have no event in a short period, and it is the
   * yardstick.
   */
  private async figuresOf(
    wanted: (readonly [ReleaseHealthRemote, string])[],
  ): Promise<Map<string, ReleaseFigures>> {
    const found = new Map<string, ReleaseFigures>();
    if (wanted.length === 0) return found;
    const pairs = sql.join(
      wanted.map(([remote, release]) => sql`(${remote}, ${release})`),
      sql`, `,
    );
    const rows = rowsOf<FiguresRow>(
      await this.db.execute(sql`
        SELECT remote, release,
          to_char(min(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first_seen,
          to_char(max(at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_seen,
          count(*) FILTER (WHERE kind = 'LCP') AS page_loads,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value)
            FILTER (WHERE kind = 'LCP') AS lcp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value)
            FILTER (WHERE kind = 'INP') AS inp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value)
            FILTER (WHERE kind = 'CLS') AS cls,
          count(*) FILTER (WHERE kind = 'error') AS errors,
          NULL AS previous_release
        FROM release_health_events
        WHERE (remote, release) IN (${pairs})
        GROUP BY remote, release`),
    );
    for (const row of rows) found.set(`${row.remote}\n${row.release}`, figuresOf(row));
    return found;
  }
}
