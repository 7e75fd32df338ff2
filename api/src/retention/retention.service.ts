import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { RetentionPeriodName } from '@gloh/contract/retention';
import { type SQL, sql } from 'drizzle-orm';
import { APP_ROLE, type AppRole } from '../config/app-role.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { Clock, utcDayOf } from '../common/clock/clock.js';
import { PeriodicTask } from '../common/lifecycle/periodic-task.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';

/** The audit log's actor of the daily run (a run from the CLI names its operator). */
export const SCHEDULED_RETENTION_ACTOR = 'retention';
/** How often each instance looks whether today's run is still to do. */
const CHECK_INTERVAL_MS = 15 * 60 * 1000;
/** A claim this old and unfinished is an instance that died mid-run: another may take the day over. */
const CLAIM_LEASE_SECONDS = 60 * 60;

/** What one run removed, by kind. */
export interface RetentionRemoved {
  /** Page-view records past their period, after their day's figures were summed. */
  analyticsEvents: number;
  /** Days whose page views were summed into the daily tables by this run. */
  analyticsDaysSummed: number;
  releaseHealthEvents: number;
  contactMessages: number;
  /** Investor accounts revoked longer ago than the access requests' period, with all they hold. */
  investorAccounts: number;
  accessRequests: number;
  auditEntries: number;
  mails: number;
  investorSessions: number;
  resetTokens: number;
  deckOpenNotices: number;
  staffSessions: number;
  staffInvitations: number;
  staffChallenges: number;
  /** Contact messages, access requests and audit entries whose client address was cleared. */
  clientAddresses: number;
}

export interface RetentionReport {
  /** The moment the periods were measured back from (ISO 8601). */
  at: string;
  /** Days each kind is kept, as configured. */
  periods: Record<RetentionPeriodName, number>;
  removed: RetentionRemoved;
}

type Executor = Pick<Database, 'execute'>;

/** Runs a statement that answers one row `{ n }` and returns n. */
async function count(db: Executor, statement: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(statement));
  return Number(row?.n ?? 0);
}

/** Deletes what `where` selects in `table` and counts it. */
function deleteWhere(db: Executor, table: SQL, where: SQL): Promise<number> {
  return count(
    db,
    sql`WITH gone AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*) AS n FROM gone`,
  );
}

/**
 * Keeps each kind of data only as long as its period (RETENTION_*, see api/README.md): the daily
 * job, run by one API instance per UTC day (the one that claims the day in `retention_runs`), and
 * `admin retention run` on demand. A run is one transaction under an advisory lock, so a scheduled
 * and a manual run never overlap, and a failed run changes nothing.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RetentionService');
  private readonly task = new PeriodicTask('Retention run', () => this.runIfDue(), this.logger);

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.role !== 'api' || !this.config.retention.schedule) return;
    this.task.start(CHECK_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /**
   * Today's run, if no instance has claimed the day yet: answers its report, or undefined when
   * another instance has it (or had it).
   */
  async runIfDue(): Promise<RetentionReport | undefined> {
    const now = this.clock.now();
    const day = utcDayOf(now);
    const claimed = rowsOf<{ day: string }>(
      await this.db.execute(sql`
        INSERT INTO retention_runs (day) VALUES (${day})
        ON CONFLICT (day) DO UPDATE SET claimed_at = now()
          WHERE retention_runs.finished_at IS NULL
            AND retention_runs.claimed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})
        RETURNING day`),
    );
    if (claimed.length === 0) return undefined;
    const report = await this.run(SCHEDULED_RETENTION_ACTOR, now);
    await this.db.execute(sql`
      UPDATE retention_runs SET finished_at = now(), removed = ${JSON.stringify(report.removed)}::jsonb
      WHERE day = ${day}`);
    this.logger.log(`Retention run removed ${JSON.stringify(report.removed)}`);
    return report;
  }

  /** Removes everything past its period now, whatever ran today already; recorded under `actor`. */
  async run(actor: string, now = this.clock.now()): Promise<RetentionReport> {
    const periods = this.config.retention.days;
    const at = sql`${now.toISOString()}::timestamptz`;
    const before = (name: RetentionPeriodName) =>
      sql`(${at} - make_interval(days => ${periods[name]}))`;
    const removed = await this.db.transaction(async (tx) => {
      // Per schema, so deployments (or test runs) sharing one PostgreSQL do not wait on each other.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('gloh retention ' || current_schema()))`,
      );
      const analytics = await this.sumAndDropAnalytics(tx, before('analyticsEvents'));
      const sessionsBefore = before('sessions');
      const removed: RetentionRemoved = {
        ...analytics,
        releaseHealthEvents: await deleteWhere(
          tx,
          sql`release_health_events`,
          sql`at < ${before('releaseHealth')}`,
        ),
        contactMessages: await deleteWhere(
          tx,
          sql`contact_messages`,
          sql`created_at < ${before('contactMessages')}`,
        ),
        // Access ended that long ago: the account goes, and with it (ON DELETE CASCADE) its
        // sessions, browsers, reset links and reading; then its request, below.
        investorAccounts: await deleteWhere(
          tx,
          sql`investors`,
          sql`status = 'revoked' AND revoked_at < ${before('accessRequests')}`,
        ),
        // A pending request is someone waiting for an answer, never expired here; an approved one
        // that made an investor account is that account's record and goes with it.
        accessRequests: await deleteWhere(
          tx,
          sql`access_requests r`,
          sql`r.status <> 'pending'
            AND coalesce(r.decided_at, r.created_at) < ${before('accessRequests')}
            AND NOT EXISTS (SELECT 1 FROM investors i WHERE i.access_request_id = r.id)`,
        ),
        auditEntries: await deleteWhere(tx, sql`audit_log`, sql`at < ${before('auditLog')}`),
        // Mail still to be delivered is never removed: only what was sent or given up on.
        mails: await deleteWhere(
          tx,
          sql`mail_outbox`,
          sql`(status = 'sent' AND sent_at < ${before('mail')})
            OR (status = 'failed' AND created_at < ${before('mail')})`,
        ),
        investorSessions: await deleteWhere(
          tx,
          sql`sessions`,
          sql`LEAST(ended_at, expires_at) < ${sessionsBefore}`,
        ),
        resetTokens: await deleteWhere(
          tx,
          sql`password_reset_tokens`,
          sql`LEAST(used_at, expires_at) < ${sessionsBefore}`,
        ),
        deckOpenNotices: await deleteWhere(
          tx,
          sql`deck_open_notices`,
          sql`day < (${sessionsBefore} AT TIME ZONE 'UTC')::date`,
        ),
        staffSessions: await deleteWhere(
          tx,
          sql`staff_sessions`,
          sql`LEAST(ended_at, expires_at) < ${sessionsBefore}`,
        ),
        staffInvitations: await deleteWhere(
          tx,
          sql`staff_invitations`,
          sql`LEAST(used_at, expires_at) < ${sessionsBefore}`,
        ),
        staffChallenges: await deleteWhere(
          tx,
          sql`staff_challenges`,
          sql`LEAST(used_at, expires_at) < ${sessionsBefore}`,
        ),
        clientAddresses: await this.clearClientAddresses(tx, before('clientAddresses')),
      };
      // The claims of days past the audit period say nothing anyone still looks at.
      await tx.execute(
        sql`DELETE FROM retention_runs WHERE day < (${before('auditLog')} AT TIME ZONE 'UTC')::date`,
      );
      await this.audit.record(
        { action: AUDIT_ACTIONS.retentionRun, actor, details: { removed, periods } },
        tx,
      );
      return removed;
    });
    return { at: now.toISOString(), periods: { ...periods }, removed };
  }

  /**
   * The page views of each whole UTC day older than the period are summed into the daily tables
   * the reports read, then deleted, in the caller's transaction. A day still partly inside the
   * period waits for the next run, so no day is ever split between the two.
   */
  private async sumAndDropAnalytics(
    tx: Executor,
    before: SQL,
  ): Promise<Pick<RetentionRemoved, 'analyticsEvents' | 'analyticsDaysSummed'>> {
    const firstKeptDay = sql`((${before}) AT TIME ZONE 'UTC')::date`;
    const old = sql`at < (${firstKeptDay})::timestamp AT TIME ZONE 'UTC'`;
    // A day summed before (events inserted later with an old date, which the API never does)
    // adds to its figures rather than replacing them.
    const addLeave = (table: string) =>
      sql.raw(`CASE WHEN ${table}.leave_ms IS NULL AND excluded.leave_ms IS NULL THEN NULL
        ELSE coalesce(${table}.leave_ms, 0) + coalesce(excluded.leave_ms, 0) END`);
    const analyticsDaysSummed = await count(
      tx,
      sql`WITH summed AS (
        INSERT INTO analytics_daily_totals (day, views, visitors, leave_ms)
        SELECT (at AT TIME ZONE 'UTC')::date,
          count(*) FILTER (WHERE kind = 'view'),
          count(DISTINCT visitor_hash) FILTER (WHERE kind = 'view'),
          sum(duration_ms) FILTER (WHERE kind = 'leave')
        FROM analytics_events WHERE ${old}
        GROUP BY 1
        ON CONFLICT (day) DO UPDATE SET
          views = analytics_daily_totals.views + excluded.views,
          visitors = analytics_daily_totals.visitors + excluded.visitors,
          leave_ms = ${addLeave('analytics_daily_totals')}
        RETURNING 1
      ) SELECT count(*) AS n FROM summed`,
    );
    await tx.execute(sql`
      INSERT INTO analytics_daily_pages (day, path, views, visitors, leave_ms)
      SELECT (at AT TIME ZONE 'UTC')::date, path,
        count(*) FILTER (WHERE kind = 'view'),
        count(DISTINCT visitor_hash) FILTER (WHERE kind = 'view'),
        sum(duration_ms) FILTER (WHERE kind = 'leave')
      FROM analytics_events WHERE ${old}
      GROUP BY 1, 2
      ON CONFLICT (day, path) DO UPDATE SET
        views = analytics_daily_pages.views + excluded.views,
        visitors = analytics_daily_pages.visitors + excluded.visitors,
        leave_ms = ${addLeave('analytics_daily_pages')}`);
    await tx.execute(sql`
      INSERT INTO analytics_daily_referrers (day, origin, views)
      SELECT (at AT TIME ZONE 'UTC')::date, referrer_origin, count(*)
      FROM analytics_events
      WHERE kind = 'view' AND referrer_origin IS NOT NULL AND ${old}
      GROUP BY 1, 2
      ON CONFLICT (day, origin) DO UPDATE SET
        views = analytics_daily_referrers.views + excluded.views`);
    const analyticsEvents = await deleteWhere(tx, sql`analytics_events`, old);
    return { analyticsEvents, analyticsDaysSummed };
  }

  /**
   * Client addresses (and, in the audit log, user agents) are kept for abuse and security
   * reviews only so long; the rows themselves stay for their own periods.
   */
  private async clearClientAddresses(tx: Executor, before: SQL): Promise<number> {
    const cleared = [
      await count(
        tx,
        sql`WITH cleared AS (
          UPDATE contact_messages SET ip = NULL WHERE ip IS NOT NULL AND created_at < ${before}
          RETURNING 1) SELECT count(*) AS n FROM cleared`,
      ),
      await count(
        tx,
        sql`WITH cleared AS (
          UPDATE access_requests SET ip = NULL WHERE ip IS NOT NULL AND created_at < ${before}
          RETURNING 1) SELECT count(*) AS n FROM cleared`,
      ),
      await count(
        tx,
        sql`WITH cleared AS (
          UPDATE audit_log SET ip = NULL, user_agent = NULL
          WHERE (ip IS NOT NULL OR user_agent IS NOT NULL) AND at < ${before}
          RETURNING 1) SELECT count(*) AS n FROM cleared`,
      ),
    ];
    return cleared.reduce((sum, n) => sum + n, 0);
  }
}
