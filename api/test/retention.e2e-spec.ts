import { jest } from '@jest/globals';
import { RETENTION_DEFAULT_DAYS } from '@gloh/contract/retention';
import { sql } from 'drizzle-orm';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import type { AnalyticsReport } from '../src/analytics/analytics.service.js';
import { AuditService } from '../src/audit/audit.service.js';
import { Clock } from '../src/common/clock/clock.js';
import { APP_CONFIG } from '../src/config/app-config.js';
import type { AppConfig } from '../src/config/env.validation.js';
import { rowsOf } from '../src/database/database.js';
import {
  accessRequests,
  analyticsEvents,
  auditLog,
  contactMessages,
  deckOpenNotices,
  investors,
  mailOutbox,
  passwordResetTokens,
  releaseHealthEvents,
  sessions,
  staffChallenges,
  staffInvitations,
  staffMembers,
  staffSessions,
} from '../src/database/schema.js';
import {
  type RetentionReport,
  RetentionService,
  SCHEDULED_RETENTION_ACTOR,
} from '../src/retention/retention.service.js';
import { StaffAnalyticsService } from '../src/staff-ops/staff-analytics.service.js';
import { TestDayClock, todayAtNoonUtc } from './support/clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-db.js';
import { analyticsEvent as event } from './support/analytics-events.js';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const NOW = todayAtNoonUtc();
const days = RETENTION_DEFAULT_DAYS;
/** A moment `d` days (and `minutes` more) before NOW: -1 minute is just inside a period, +1 just past it. */
const ago = (d: number, minutes = 0) => new Date(NOW.getTime() - d * DAY_MS - minutes * MINUTE_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

async function labels(t: TestApp, table: string, column: string): Promise<string[]> {
  return rowsOf<{ label: string }>(
    await t.db.execute(
      sql`SELECT ${sql.identifier(column)}::text AS label FROM ${sql.identifier(table)} ORDER BY 1`,
    ),
  ).map((row) => row.label);
}

async function countOf(t: TestApp, table: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await t.db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`),
  );
  return Number(row!.n);
}

describe('retention: what is past its period goes, the rest stays', () => {
  let t: TestApp;
  const clock = new TestDayClock(NOW);
  /** The first UTC day whose page views are still kept one by one. */
  const firstKeptDay = dayOf(ago(days.analyticsEvents));
  const oldDay = dayOf(new Date(startOf(firstKeptDay).getTime() - 5 * DAY_MS));
  const period = { from: dayOf(ago(days.analyticsEvents + 10)), to: dayOf(NOW) };

  const staffReport = () => t.app.get(StaffAnalyticsService).report(period);
  const cliReport = async () =>
    (await runAdminCommand(t.admin, { name: 'analytics', days: 60 })) as AnalyticsReport;

  beforeAll(async () => {
    t = await createTestApp({}, { overrides: [{ provide: Clock, useValue: clock }] });
    const at = (day: string, hour: number, minute = 0) =>
      new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
    const lastOldMinute = new Date(startOf(firstKeptDay).getTime() - MINUTE_MS);
    await t.db.insert(analyticsEvents).values([
      // A whole day past the period: summed, then dropped.
      event(at(oldDay, 9), 'view', '/', 'v1', { referrerOrigin: 'https://news.example' }),
      event(at(oldDay, 9, 5), 'leave', '/', 'v1', { durationMs: 30_000 }),
      event(at(oldDay, 9, 6), 'view', '/about', 'v1'),
      event(at(oldDay, 10), 'view', '/', 'v2', { referrerOrigin: 'https://news.example' }),
      event(at(oldDay, 10, 1), 'leave', '/', 'v2', { durationMs: 10_000 }),
      // The last minute of the last day wholly past the period.
      event(lastOldMinute, 'view', '/platform', 'v3', {
        referrerOrigin: 'https://search.example',
      }),
      event(lastOldMinute, 'leave', '/platform', 'v3', { durationMs: 5_000 }),
      // Older than the period by the clock, but its day is not over yet: kept whole for now.
      event(startOf(firstKeptDay), 'view', '/', 'v4', { referrerOrigin: 'https://late.example' }),
      event(ago(1), 'view', '/', 'v5'),
    ]);
    await t.db.insert(releaseHealthEvents).values(
      [
        ['past', ago(days.releaseHealth, 1)],
        ['within', ago(days.releaseHealth, -1)],
      ].map(([release, when]) => ({
        at: when as Date,
        remote: 'marketing' as const,
        release: release === 'past' ? 'aaaaaaaa' : 'bbbbbbbb',
        path: '/',
        kind: 'LCP' as const,
        value: 1200,
      })),
    );
    await t.db.insert(contactMessages).values([
      {
        name: 'past',
        email: 'a@example.com',
        message: 'm',
        createdAt: ago(days.contactMessages, 1),
      },
      {
        name: 'within',
        email: 'b@example.com',
        message: 'm',
        ip: '192.0.2.1',
        createdAt: ago(days.contactMessages, -1),
      },
      {
        name: 'address-past',
        email: 'c@example.com',
        message: 'm',
        ip: '192.0.2.2',
        createdAt: ago(days.clientAddresses, 1),
      },
      {
        name: 'address-within',
        email: 'd@example.com',
        message: 'm',
        ip: '192.0.2.3',
        createdAt: ago(days.clientAddresses, -1),
      },
    ]);
    const request = (
      name: string,
      status: 'pending' | 'approved' | 'rejected',
      decidedAt: Date | null,
      createdAt: Date,
      ip: string | null = null,
    ) => ({
      name,
      companyName: 'Example',
      phoneNumber: '555 0100',
      email: `${name}@example.com`,
      status,
      decidedAt,
      createdAt,
      ip,
    });
    const requests = await t.db
      .insert(accessRequests)
      .values([
        request('rejected-past', 'rejected', ago(days.accessRequests, 1), ago(800)),
        request('rejected-within', 'rejected', ago(days.accessRequests, -1), ago(800), '192.0.2.4'),
        request('pending-ancient', 'pending', null, ago(3000)),
        request('approved-account', 'approved', ago(2000), ago(2001)),
        request('approved-past', 'approved', ago(2000), ago(2001)),
        request('revoked-past', 'approved', ago(2000), ago(2001)),
        request('revoked-within', 'approved', ago(2000), ago(2001)),
      ])
      .returning({ id: accessRequests.id, name: accessRequests.name });
    const [investor] = await t.db
      .insert(investors)
      .values({
        email: 'approved-account@example.com',
        firstName: 'Approved',
        lastName: 'Account',
        accessCodeHash: 'not-a-real-hash',
        accessRequestId: requests.find((row) => row.name === 'approved-account')!.id,
      })
      .returning({ id: investors.id });
    const investorId = investor!.id;
    // Access revoked just over, and just under, the access requests' period ago.
    await t.db.insert(investors).values(
      (['revoked-past', 'revoked-within'] as const).map((name) => ({
        email: `${name}@example.com`,
        firstName: 'Revoked',
        lastName: name,
        accessCodeHash: 'not-a-real-hash',
        status: 'revoked' as const,
        revokedAt: ago(days.accessRequests, name === 'revoked-past' ? 1 : -1),
        accessRequestId: requests.find((row) => row.name === name)!.id,
      })),
    );
    await t.db.insert(auditLog).values([
      { action: 'auth.login', actor: 'past', at: ago(days.auditLog, 1) },
      {
        action: 'auth.login',
        actor: 'within',
        at: ago(days.auditLog, -1),
        ip: '192.0.2.5',
        userAgent: 'Old/1.0',
      },
      {
        action: 'auth.login',
        actor: 'address-within',
        at: ago(days.clientAddresses, -1),
        ip: '192.0.2.6',
        userAgent: 'New/1.0',
      },
    ]);
    const mail = (subject: string, status: 'sent' | 'failed' | 'pending', createdAt: Date) => ({
      toAddress: 'someone@example.com',
      subject,
      textBody: 'text',
      status,
      createdAt,
      sentAt: status === 'sent' ? createdAt : null,
    });
    await t.db
      .insert(mailOutbox)
      .values([
        mail('sent-past', 'sent', ago(days.mail, 1)),
        mail('sent-within', 'sent', ago(days.mail, -1)),
        mail('failed-past', 'failed', ago(days.mail, 1)),
        mail('pending-ancient', 'pending', ago(400)),
      ]);
    const session = (label: string, expiresAt: Date, endedAt: Date | null = null) => ({
      investorId,
      tokenHash: label,
      createdAt: new Date(expiresAt.getTime() - DAY_MS),
      expiresAt,
      endedAt,
    });
    await t.db
      .insert(sessions)
      .values([
        session('expired-past', ago(days.sessions, 1)),
        session('ended-past', ago(days.sessions - 1), ago(days.sessions, 1)),
        session('expired-within', ago(days.sessions, -1)),
        session('live', new Date(NOW.getTime() + DAY_MS)),
      ]);
    await t.db.insert(passwordResetTokens).values([
      {
        investorId,
        tokenHash: 'used-past',
        expiresAt: ago(days.sessions - 1),
        usedAt: ago(days.sessions, 1),
      },
      { investorId, tokenHash: 'expired-within', expiresAt: ago(days.sessions, -1) },
    ]);
    await t.db.insert(deckOpenNotices).values([
      { investorId, day: dayOf(ago(days.sessions + 1)) },
      { investorId, day: dayOf(ago(days.sessions - 1)) },
    ]);
    const [staff] = await t.db
      .insert(staffMembers)
      .values({ email: 'ops@gloh.example', name: 'Ops', roles: ['admin'] })
      .returning({ id: staffMembers.id });
    const staffId = staff!.id;
    await t.db.insert(staffSessions).values(
      [
        ['ended-past', ago(days.sessions, 1)],
        ['expired-within', ago(days.sessions, -1)],
      ].map(([label, end]) => ({
        staffId,
        tokenHash: label as string,
        createdAt: ago(days.sessions + 1),
        lastSeenAt: end as Date,
        expiresAt: end as Date,
      })),
    );
    await t.db.insert(staffInvitations).values([
      {
        staffId,
        tokenHash: 'used-past',
        invitedBy: 'ops',
        createdAt: ago(days.sessions + 1),
        expiresAt: ago(days.sessions - 1),
        usedAt: ago(days.sessions, 1),
      },
      {
        staffId,
        tokenHash: 'expired-within',
        invitedBy: 'ops',
        createdAt: ago(days.sessions + 1),
        expiresAt: ago(days.sessions, -1),
      },
    ]);
    await t.db.insert(staffChallenges).values([
      {
        challenge: 'expired-past',
        purpose: 'sign-in',
        createdAt: ago(days.sessions, 6),
        expiresAt: ago(days.sessions, 1),
      },
      {
        challenge: 'expired-within',
        purpose: 'sign-in',
        createdAt: ago(days.sessions, 4),
        expiresAt: ago(days.sessions, -1),
      },
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  let staffBefore: Awaited<ReturnType<typeof staffReport>>;
  let cliBefore: AnalyticsReport;
  let report: RetentionReport;

  it('removes exactly what is older than each period, and reports it', async () => {
    staffBefore = await staffReport();
    cliBefore = await cliReport();
    report = (await runAdminCommand(t.admin, {
      name: 'retention',
      target: 'run',
      actor: 'ops@gloh.example',
    })) as RetentionReport;
    expect(report.at).toBe(NOW.toISOString());
    expect(report.periods).toEqual(RETENTION_DEFAULT_DAYS);
    expect(report.removed).toEqual({
      analyticsEvents: 7,
      analyticsDaysSummed: 2,
      releaseHealthEvents: 1,
      contactMessages: 1,
      investorAccounts: 1,
      accessRequests: 3,
      auditEntries: 1,
      mails: 2,
      investorSessions: 2,
      resetTokens: 1,
      deckOpenNotices: 1,
      staffSessions: 1,
      staffInvitations: 1,
      staffChallenges: 1,
      clientAddresses: 4,
    });

    expect(await labels(t, 'analytics_events', 'visitor_hash')).toEqual(['v4', 'v5']);
    expect(await labels(t, 'release_health_events', 'release')).toEqual(['bbbbbbbb']);
    expect(await labels(t, 'contact_messages', 'name')).toEqual([
      'address-past',
      'address-within',
      'within',
    ]);
    expect(await labels(t, 'access_requests', 'name')).toEqual([
      'approved-account',
      'pending-ancient',
      'rejected-within',
      'revoked-within',
    ]);
    expect(await labels(t, 'investors', 'email')).toEqual([
      'approved-account@example.com',
      'revoked-within@example.com',
    ]);
    expect(await labels(t, 'mail_outbox', 'subject')).toEqual(['pending-ancient', 'sent-within']);
    expect(await labels(t, 'sessions', 'token_hash')).toEqual(['expired-within', 'live']);
    expect(await labels(t, 'password_reset_tokens', 'token_hash')).toEqual(['expired-within']);
    expect(await labels(t, 'deck_open_notices', 'day')).toEqual([dayOf(ago(days.sessions - 1))]);
    expect(await labels(t, 'staff_sessions', 'token_hash')).toEqual(['expired-within']);
    expect(await labels(t, 'staff_invitations', 'token_hash')).toEqual(['expired-within']);
    expect(await labels(t, 'staff_challenges', 'challenge')).toEqual(['expired-within']);
    // The run itself is audited; of the seeded entries the one past two years is gone.
    const audit = rowsOf<{ actor: string; ip: string | null; user_agent: string | null }>(
      await t.db.execute(
        sql`SELECT actor, ip, user_agent FROM audit_log WHERE action = 'auth.login' ORDER BY actor`,
      ),
    );
    expect(audit).toEqual([
      { actor: 'address-within', ip: '192.0.2.6', user_agent: 'New/1.0' },
      { actor: 'within', ip: null, user_agent: null },
    ]);
    const [run] = rowsOf<{ actor: string; details: { removed: unknown } }>(
      await t.db.execute(sql`SELECT actor, details FROM audit_log WHERE action = 'retention.run'`),
    );
    expect(run).toEqual({
      actor: 'ops@gloh.example',
      details: expect.objectContaining({ removed: report.removed }),
    });
  });

  it('clears client addresses past their period and keeps the rows', async () => {
    const addresses = rowsOf<{ name: string; ip: string | null }>(
      await t.db.execute(sql`
        SELECT name, ip FROM contact_messages
        UNION ALL SELECT name, ip FROM access_requests
        ORDER BY name`),
    );
    expect(addresses).toEqual([
      { name: 'address-past', ip: null },
      { name: 'address-within', ip: '192.0.2.3' },
      { name: 'approved-account', ip: null },
      { name: 'pending-ancient', ip: null },
      { name: 'rejected-within', ip: null },
      { name: 'revoked-within', ip: null },
      { name: 'within', ip: null },
    ]);
  });

  it('keeps the analytics of the removed days: the reports read the same figures', async () => {
    expect(staffBefore.days.find((day) => day.day === oldDay)).toEqual({
      day: oldDay,
      views: 3,
      visitors: 2,
      avgSecondsOnPage: 13.3,
    });
    expect(await staffReport()).toEqual(staffBefore);
    expect(await cliReport()).toEqual({ ...cliBefore, since: expect.any(String) });
    expect(cliBefore.totals).toEqual({ views: 6, visitors: 5 });
    expect(await countOf(t, 'analytics_daily_totals')).toBe(2);
    expect(await labels(t, 'analytics_daily_pages', 'path')).toEqual(['/', '/about', '/platform']);
    expect(await labels(t, 'analytics_daily_referrers', 'origin')).toEqual([
      'https://news.example',
      'https://search.example',
    ]);
  });

  it('finds nothing more to remove on a second run, and counts no day twice', async () => {
    const again = (await runAdminCommand(t.admin, {
      name: 'retention',
      target: 'run',
    })) as RetentionReport;
    expect(Object.values(again.removed).every((n) => n === 0)).toBe(true);
    expect(await staffReport()).toEqual(staffBefore);
  });

  it('sums the next day once it is wholly past the period', async () => {
    clock.advanceDays(1);
    try {
      const next = (await runAdminCommand(t.admin, {
        name: 'retention',
        target: 'run',
      })) as RetentionReport;
      expect(next.removed).toMatchObject({ analyticsEvents: 1, analyticsDaysSummed: 1 });
      expect(await labels(t, 'analytics_events', 'visitor_hash')).toEqual(['v5']);
      expect(await staffReport()).toEqual(staffBefore);
    } finally {
      clock.advanceDays(-1);
    }
  });
});

describe('the daily retention job', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  let second: RetentionService;
  const clock = new TestDayClock(NOW);

  beforeAll(async () => {
    a = await createTestApp({}, { overrides: [{ provide: Clock, useValue: clock }] });
    if (usingPostgres) {
      // A second API instance on the same database.
      b = await createTestApp(a.databaseEnv, { overrides: [{ provide: Clock, useValue: clock }] });
      second = b.app.get(RetentionService);
    } else {
      // The embedded database belongs to one process: a second instance of the service on it
      // stands in for a second API.
      second = new RetentionService(
        a.db,
        a.app.get<AppConfig>(APP_CONFIG),
        'api',
        a.app.get(AuditService),
        clock,
      );
    }
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const runsOf = async () =>
    rowsOf<{ day: string; finished: boolean }>(
      await a.db.execute(
        sql`SELECT day::text AS day, finished_at IS NOT NULL AS finished FROM retention_runs ORDER BY day`,
      ),
    );
  const scheduledRuns = async () =>
    Number(
      rowsOf<{ n: string }>(
        await a.db.execute(
          sql`SELECT count(*) AS n FROM audit_log WHERE action = 'retention.run' AND actor = ${SCHEDULED_RETENTION_ACTOR}`,
        ),
      )[0]!.n,
    );

  it('runs once a day, whichever instance claims the day first', async () => {
    const first = a.app.get(RetentionService);
    const today = await Promise.all([first.runIfDue(), second.runIfDue(), first.runIfDue()]);
    expect(today.filter((report) => report !== undefined)).toHaveLength(1);
    expect(await runsOf()).toEqual([{ day: dayOf(NOW), finished: true }]);
    expect(await second.runIfDue()).toBeUndefined();
    expect(await scheduledRuns()).toBe(1);

    clock.advanceDays(1);
    const tomorrow = await Promise.all([second.runIfDue(), first.runIfDue()]);
    expect(tomorrow.filter((report) => report !== undefined)).toHaveLength(1);
    expect(await runsOf()).toEqual([
      { day: dayOf(NOW), finished: true },
      { day: dayOf(new Date(NOW.getTime() + DAY_MS)), finished: true },
    ]);
    expect(await scheduledRuns()).toBe(2);
  });

  it('takes over a day whose claim was left unfinished for an hour', async () => {
    clock.advanceDays(1);
    const day = dayOf(clock.now());
    await a.db.execute(sql`
      INSERT INTO retention_runs (day, claimed_at) VALUES (${day}, now() - interval '2 hours')`);
    expect(await second.runIfDue()).toBeDefined();
    expect((await runsOf()).at(-1)).toEqual({ day, finished: true });

    clock.advanceDays(1);
    const fresh = dayOf(clock.now());
    await a.db.execute(sql`INSERT INTO retention_runs (day) VALUES (${fresh})`);
    // A claim of a few moments ago is an instance at work: left alone.
    expect(await second.runIfDue()).toBeUndefined();
  });
});
