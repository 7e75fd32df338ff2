import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  RELEASE_GUARD_PATHS,
  type GuardedRemote,
  type GuardFigures,
  type ReleaseGuardQuery,
  type ReleaseGuardRollback,
  type ReleaseGuardVerdict,
} from '@gloh/contract/release-guard';
import { RELEASE_ID_PATTERN, type AutoRollback } from '@gloh/contract/release-health';
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig, ReleaseGuardSettings } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OperationsRoutes, type OperationsAnswer } from '../operations/operations-routes.js';

type RemoteGuard = NonNullable<ReleaseGuardSettings[GuardedRemote]>;

const GUARDED_REMOTES: readonly GuardedRemote[] = ['marketing', 'investors', 'demos'];
const ACTOR = 'release-guard';
const logger = new Logger('ReleaseGuard');

interface FiguresRow {
  page_loads: string;
  errors: string;
  lcp: number | string | null;
  inp: number | string | null;
}

const isRelease = (value: unknown): value is string =>
  typeof value === 'string' && RELEASE_ID_PATTERN.test(value);
const isRemote = (value: unknown): value is GuardedRemote =>
  (GUARDED_REMOTES as readonly unknown[]).includes(value);
const rounded = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value));
const percent = (rate: number) => `${Number((rate * 100).toFixed(1))}%`;

/** What the guard compares, in words: "error rate 12% vs 0.5%". */
function worseFigures(guard: RemoteGuard, live: GuardFigures, previous: GuardFigures): string[] {
  const worse: string[] = [];
  if (guard.errorRate !== undefined && live.errorRate - previous.errorRate > guard.errorRate)
    worse.push(`error rate ${percent(live.errorRate)} vs ${percent(previous.errorRate)}`);
  const vitals = [
    ['LCP', guard.lcpMs, live.lcpP75Ms, previous.lcpP75Ms],
    ['INP', guard.inpMs, live.inpP75Ms, previous.inpP75Ms],
  ] as const;
  for (const [name, margin, now, before] of vitals)
    if (margin !== undefined && now !== null && before !== null && now - before > margin)
      worse.push(`p75 ${name} ${now} ms vs ${before} ms`);
  return worse;
}

/**
 * The release guard's judge: a new release of a guarded remote against the one before it, on its
 * first `views` page loads (those reporting an LCP) and every error reported by then, beside the
 * previous release's whole recorded life (none recorded: no errors, vitals not compared). The
 * remote's server asks for the verdict of its live release and, told to, rolls it back and says
 * so; that report is recorded once per release (audit entry, mail to the owners), and a release
 * rolled back once is never judged again: promoted by hand afterwards, it stays.
 */
@Injectable()
export class ReleaseGuardService implements OnModuleInit {
  constructor(
    private readonly audit: AuditService,
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly outbox: MailOutboxService,
    private readonly routes: OperationsRoutes,
  ) {}

  onModuleInit(): void {
    this.routes.add(RELEASE_GUARD_PATHS.verdict, (body) => this.answerVerdict(body));
    this.routes.add(RELEASE_GUARD_PATHS.rolledBack, (body) => this.answerRollback(body));
  }

  private async answerVerdict(body: unknown): Promise<OperationsAnswer> {
    const query = body as Partial<ReleaseGuardQuery>;
    if (
      !isRemote(query.remote) ||
      !isRelease(query.release) ||
      (query.previous !== undefined && !isRelease(query.previous))
    )
      return {
        status: 400,
        body: { error: 'remote, release and previous (release ids) expected' },
      };
    return { status: 200, body: await this.verdict(query as ReleaseGuardQuery) };
  }

  private async answerRollback(body: unknown): Promise<OperationsAnswer> {
    const report = body as Partial<ReleaseGuardRollback>;
    if (!isRemote(report.remote) || !isRelease(report.release) || !isRelease(report.returnedTo))
      return {
        status: 400,
        body: { error: 'remote, release and returnedTo (release ids) expected' },
      };
    return {
      status: 200,
      body: { recorded: await this.recordRollback(report as ReleaseGuardRollback) },
    };
  }

  async verdict({ remote, release, previous }: ReleaseGuardQuery): Promise<ReleaseGuardVerdict> {
    const guard = this.config.releaseGuard[remote];
    if (!guard) return { verdict: 'off', reason: `no release guard for ${remote}` };
    if (previous === undefined || previous === release)
      return { verdict: 'keep', reason: 'no earlier release to return to' };
    if (await this.rolledBackBefore(remote, release))
      return { verdict: 'keep', reason: `release ${release} was rolled back automatically once` };
    const live = await this.firstLoadsOf(remote, release, guard.views);
    if (!live)
      return { verdict: 'wait', reason: `fewer than ${guard.views} page loads of ${release} yet` };
    const before = await this.figuresOf(remote, previous);
    const worse = worseFigures(guard, live, before);
    return worse.length > 0
      ? { verdict: 'roll-back', reason: worse.join('; '), live, previous: before }
      : { verdict: 'keep', reason: 'within the margins', live, previous: before };
  }

  /**
   * Records an automatic rollback once per release, whoever reports it how often: the audit entry
   * (with the figures) and a mail to each owner, in one transaction under a lock of the release.
   * @returns whether it was recorded now (false: it had been)
   */
  async recordRollback({ remote, release, returnedTo }: ReleaseGuardRollback): Promise<boolean> {
    const guard = this.config.releaseGuard[remote];
    const { reason, live, previous } = await this.verdict({
      remote,
      release,
      previous: returnedTo,
    });
    const recorded = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`gloh release guard ${remote} ${release}`}))`,
      );
      if (await this.rolledBackBefore(remote, release, tx)) return false;
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.releaseAutoRolledBack,
          actor: ACTOR,
          details: { remote, release, returnedTo, reason, live, previous },
        },
        tx,
      );
      const at = new Date().toISOString();
      for (const owner of guard?.owners ?? [])
        await this.outbox.enqueue(
          {
            to: owner,
            subject: `Release ${release} of ${remote} was rolled back automatically`,
            text:
              `Release ${release} of ${remote} was rolled back automatically at ${at}: ${reason}.\n` +
              `Release ${returnedTo} is live again. Its figures are on the release health page of ` +
              `the staff console: ${this.outbox.siteLink('/staff/marketing/release-health')}\n\n` +
              `Promoting ${release} again by hand (gloh-release --to ${release}) keeps it live: ` +
              'the guard rolls a release back only once.',
          },
          tx,
        );
      return true;
    });
    if (recorded)
      logger.warn(`Release ${release} of ${remote} rolled back to ${returnedTo}: ${reason}`);
    return recorded;
  }

  /** The automatic rollbacks since `since` (ISO), newest first. */
  async rollbacksSince(since: string): Promise<AutoRollback[]> {
    const rows = rowsOf<{ at: string; details: Record<string, unknown> }>(
      await this.db.execute(sql`
        SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, details
        FROM audit_log
        WHERE action = ${AUDIT_ACTIONS.releaseAutoRolledBack} AND at >= ${since}::timestamptz
        ORDER BY id DESC`),
    );
    return rows.map(({ at, details }) => ({
      remote: details.remote as GuardedRemote,
      release: String(details.release),
      returnedTo: String(details.returnedTo),
      at,
      reason: String(details.reason),
    }));
  }

  private async rolledBackBefore(
    remote: GuardedRemote,
    release: string,
    executor: Pick<Database, 'execute'> = this.db,
  ): Promise<boolean> {
    const rows = rowsOf(
      await executor.execute(sql`
        SELECT 1 FROM audit_log
        WHERE action = ${AUDIT_ACTIONS.releaseAutoRolledBack}
          AND details->>'remote' = ${remote} AND details->>'release' = ${release}
        LIMIT 1`),
    );
    return rows.length > 0;
  }

  /**
   * A release's figures up to its `views`-th page load (events of one batch share their time, so
   * a few more may count); undefined while it has fewer.
   */
  private async firstLoadsOf(
    remote: GuardedRemote,
    release: string,
    views: number,
  ): Promise<GuardFigures | undefined> {
    const until = sql`(
      SELECT at FROM release_health_events
      WHERE remote = ${remote} AND release = ${release} AND kind = 'LCP'
      ORDER BY at, id OFFSET ${views - 1} LIMIT 1)`;
    const figures = await this.figuresOf(remote, release, until);
    return figures.pageLoads >= views ? figures : undefined;
  }

  /** A release's figures over its recorded life, or up to `until`. */
  private async figuresOf(
    remote: GuardedRemote,
    release: string,
    until?: ReturnType<typeof sql>,
  ): Promise<GuardFigures> {
    const [row] = rowsOf<FiguresRow>(
      await this.db.execute(sql`
        SELECT count(*) FILTER (WHERE kind = 'LCP') AS page_loads,
          count(*) FILTER (WHERE kind = 'error') AS errors,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'LCP') AS lcp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS inp
        FROM release_health_events
        WHERE remote = ${remote} AND release = ${release}
          ${until ? sql`AND at <= ${until}` : sql``}`),
    );
    const pageLoads = Number(row?.page_loads ?? 0);
    const errors = Number(row?.errors ?? 0);
    return {
      release,
      pageLoads,
      errors,
      errorRate: pageLoads > 0 ? errors / pageLoads : 0,
      lcpP75Ms: rounded(row?.lcp ?? null),
      inpP75Ms: rounded(row?.inp ?? null),
    };
  }
}
