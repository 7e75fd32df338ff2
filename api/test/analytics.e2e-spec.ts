import { ANALYTICS_DURATION_MAX_MS } from '@gloh/contract/analytics';
import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import type { AnalyticsReport } from '../src/analytics/analytics.service.js';
import { utcDay } from '../src/analytics/visitor-hash.js';
import { rowsOf } from '../src/database/database.js';
import { itRefusesEachAndStoresNothing, sendBeacon } from './support/http.js';
import { appForSuite, createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

const EVENTS = '/api/analytics/events';
const VIEW = { kind: 'view', path: '/platform', viewport: 'desktop' } as const;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Test/1.0';

/** A page view's beacon from a client (the address a trusted proxy reports) and its browser. */
const beacon = (t: TestApp, body: unknown, ip = '198.51.100.7', userAgent = UA) =>
  sendBeacon(t, EVENTS, body, { 'X-Forwarded-For': ip, 'User-Agent': userAgent });

async function storedEvents(t: TestApp) {
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`SELECT * FROM analytics_events ORDER BY id`),
  );
}

describe('POST /api/analytics/events', () => {
  const t = appForSuite({ TRUST_PROXY: 'loopback', RATE_LIMIT_ANALYTICS_LIMIT: '100000' });

  beforeEach(async () => {
    await t.db.execute(sql`DELETE FROM analytics_events`);
  });

  it('stores page views sent as beacons or JSON, with a daily visitor hash and no address', async () => {
    await beacon(t, { ...VIEW, referrer: 'https://news.example.org' }).expect(204);
    await beacon(t, {
      kind: 'leave',
      path: '/platform',
      viewport: 'desktop',
      durationMs: 12_345,
    }).expect(204);
    await request(t.http)
      .post(EVENTS)
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', '198.51.100.7')
      .set('User-Agent', 'Another browser')
      .send({ kind: 'view', path: '/about', viewport: 'mobile' })
      .expect(204);

    const rows = await storedEvents(t);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'view',
        path: '/platform',
        referrer_origin: 'https://news.example.org',
        viewport: 'desktop',
        duration_ms: null,
      }),
      expect.objectContaining({ kind: 'leave', duration_ms: 12_345, referrer_origin: null }),
      expect.objectContaining({ kind: 'view', path: '/about', viewport: 'mobile' }),
    ]);
    // Same address and browser: one visitor; another browser: another visitor.
    expect(rows[0]!.visitor_hash).toBe(rows[1]!.visitor_hash);
    expect(rows[2]!.visitor_hash).not.toBe(rows[0]!.visitor_hash);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('198.51.100.7');
    expect(stored).not.toContain(UA);
    // Nor does the rate limit keep the address.
    const keys = rowsOf<{ key: string }>(await t.db.execute(sql`SELECT key FROM rate_limits`));
    expect(JSON.stringify(keys)).not.toContain('198.51.100.7');
  });

  it("keeps only today's salt: yesterday's visitors cannot be recomputed", async () => {
    // A fresh app: the running one holds today's salt in memory and would not look again.
    const other = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      await other.db.execute(
        sql`INSERT INTO analytics_salts (day, salt) VALUES ('2020-01-01', 'old')`,
      );
      await beacon(other, VIEW).expect(204);
      const days = rowsOf<{ day: string }>(
        await other.db.execute(sql`SELECT day::text AS day FROM analytics_salts`),
      );
      expect(days).toEqual([{ day: utcDay(new Date()) }]);
    } finally {
      await other.close();
    }
  });

  const hostile: [string, unknown][] = [
    ['no path', { kind: 'view', viewport: 'desktop' }],
    ...(
      [
        ['a relative path', 'platform'],
        ['a query in the path', '/reset-password?token=secret'],
        ['a control character in the path', '/plat\u0000form'],
        ['an escape character in the path', '/\u001b[31m'],
        ['a line break in the path', '/a\nb'],
        ['a lone surrogate in the path', '/\ud800'],
        ['a path too long', `/${'a'.repeat(400)}`],
        ['a path that is a number', 42],
      ] as const
    ).map(([name, path]): [string, unknown] => [name, { ...VIEW, path }]),
    ['a referrer with a path', { ...VIEW, referrer: 'https://example.org/search?q=me' }],
    ['a javascript: referrer', { ...VIEW, referrer: 'javascript:alert(1)' }],
    ['a referrer with credentials', { ...VIEW, referrer: 'https://user:pw@example.org' }],
    ['an unknown kind', { ...VIEW, kind: 'click' }],
    ['an unknown viewport', { ...VIEW, viewport: 'watch' }],
    ['a leave without duration', { ...VIEW, kind: 'leave' }],
    ['a negative duration', { ...VIEW, kind: 'leave', durationMs: -1 }],
    ['a duration too long', { ...VIEW, kind: 'leave', durationMs: ANALYTICS_DURATION_MAX_MS + 1 }],
    ['a fractional duration', { ...VIEW, kind: 'leave', durationMs: 1.5 }],
    ['a duration as text', { ...VIEW, kind: 'leave', durationMs: '10' }],
    ['an extra field', { ...VIEW, ip: '1.2.3.4' }],
    ['a prototype key', JSON.parse('{"__proto__":{"polluted":1},"kind":"view"}')],
    ['an array', [VIEW]],
    ['a string', 'not json'],
    ['truncated JSON', '{"kind":"view",'],
    ['null', 'null'],
  ];

  itRefusesEachAndStoresNothing(t, hostile, beacon, storedEvents);

  it('refuses a body too large with 413, and any hostile body with a 4xx (property-based)', async () => {
    expect((await beacon(t, { ...VIEW, pad: 'x'.repeat(200_000) })).status).toBe(413);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('kind', 'path', 'referrer', 'viewport', 'durationMs'),
            fc.string(),
          ),
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: 'binary', maxLength: 40 })),
          { maxKeys: 6 },
        ),
        async (body) => {
          const res = await beacon(t, body);
          expect([204, 400]).toContain(res.status);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('loses nothing under 200 concurrent events', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        beacon(t, { ...VIEW, path: `/page-${n % 10}` }, `203.0.113.${n % 50}`),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(200).fill(204));
    const [count] = rowsOf<{ n: string }>(
      await t.db.execute(sql`SELECT count(*) AS n FROM analytics_events`),
    );
    expect(Number(count!.n)).toBe(200);
    const report = (await runAdminCommand(t.admin, {
      name: 'analytics',
      days: 1,
    })) as AnalyticsReport;
    expect(report.totals).toEqual({ views: 200, visitors: 50 });
    expect(report.pages).toHaveLength(10);
    expect(report.pages.every((page) => page.views === 20)).toBe(true);
  });

  it('reports views, visitors, time on page and top referrers', async () => {
    await beacon(t, { ...VIEW, referrer: 'https://news.example.org' }, '192.0.2.1').expect(204);
    await beacon(t, { ...VIEW, kind: 'leave', durationMs: 10_000 }, '192.0.2.1').expect(204);
    await beacon(t, VIEW, '192.0.2.1').expect(204);
    await beacon(t, { ...VIEW, kind: 'leave', durationMs: 20_000 }, '192.0.2.1').expect(204);
    await beacon(t, { ...VIEW, referrer: 'https://news.example.org' }, '192.0.2.2').expect(204);
    await beacon(
      t,
      { ...VIEW, path: '/about', referrer: 'https://search.example' },
      '192.0.2.2',
    ).expect(204);
    const report = (await runAdminCommand(t.admin, { name: 'analytics' })) as AnalyticsReport;
    expect(report.days).toBe(30);
    expect(report.totals).toEqual({ views: 4, visitors: 2 });
    expect(report.pages).toEqual([
      { path: '/platform', views: 3, visitors: 2, avgSecondsOnPage: 10 },
      { path: '/about', views: 1, visitors: 1, avgSecondsOnPage: null },
    ]);
    expect(report.referrers).toEqual([
      { origin: 'https://news.example.org', views: 2 },
      { origin: 'https://search.example', views: 1 },
    ]);
    await expect(runAdminCommand(t.admin, { name: 'analytics', days: 0 })).rejects.toThrow(
      /--days must be an integer from 1 to 366/,
    );
  });
});

describe('analytics rate limit', () => {
  const t = appForSuite({ TRUST_PROXY: 'loopback', RATE_LIMIT_ANALYTICS_LIMIT: '5' });

  it('refuses a flood from one client with 429 and keeps counting others', async () => {
    for (let n = 0; n < 5; n += 1) await beacon(t, VIEW, '198.51.100.20').expect(204);
    const refused = await beacon(t, VIEW, '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // A new user agent does not buy a new budget: the limit counts the address.
    expect((await beacon(t, VIEW, '198.51.100.20', 'Other/2.0')).status).toBe(429);
    await beacon(t, VIEW, '198.51.100.21').expect(204);
    const [count] = rowsOf<{ n: string }>(
      await t.db.execute(sql`SELECT count(*) AS n FROM analytics_events`),
    );
    expect(Number(count!.n)).toBe(6);
  });
});
