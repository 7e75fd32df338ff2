import { jest } from '@jest/globals';
import { RELEASE_HEALTH_LIMITS, type ReleaseHealthReport } from '@gloh/contract/release-health';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { rowsOf } from '../src/database/database.js';
import { itRefusesEachAndStoresNothing, sendBeacon } from './support/http.js';
import { enrolledStaff, staffConsoleForSuite } from './support/staff.js';
import { appForSuite, TEST_ORIGIN, type TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

const ENDPOINT = '/api/analytics/release-health';
const OLD = 'a1b2c3d4e5';
const NEW = 'f6e5d4c3b2';
const VITAL = {
  kind: 'vital',
  remote: 'marketing',
  release: NEW,
  path: '/platform',
  metric: 'LCP',
  value: 1800,
} as const;
const ERROR = {
  kind: 'error',
  remote: 'marketing',
  release: NEW,
  path: '/platform',
  message: 'TypeError: x is undefined',
} as const;

/** A batch's beacon from a client (the address a trusted proxy reports). */
const beacon = (t: TestApp, body: unknown, ip = '198.51.100.7') =>
  sendBeacon(t, ENDPOINT, body, { 'X-Forwarded-For': ip });

async function stored(t: TestApp) {
  return rowsOf<Record<string, unknown>>(
    await t.db.execute(
      sql`SELECT remote, release, path, kind, value, message FROM release_health_events ORDER BY id`,
    ),
  );
}

/** Events of a release, `hoursAgo` back, so the releases have an order. */
async function seed(
  t: TestApp,
  remote: string,
  release: string,
  hoursAgo: number,
  events: { kind: string; value?: number; message?: string }[],
) {
  for (const event of events) {
    await t.db.execute(sql`
      INSERT INTO release_health_events (at, remote, release, path, kind, value, message)
      VALUES (now() - make_interval(hours => ${hoursAgo}), ${remote}, ${release}, '/',
        ${event.kind}, ${event.value ?? null}, ${event.message ?? null})`);
  }
}

describe('POST /api/analytics/release-health', () => {
  const t = appForSuite({ TRUST_PROXY: 'loopback', RATE_LIMIT_ANALYTICS_LIMIT: '100000' });

  beforeEach(async () => {
    await t.db.execute(sql`DELETE FROM release_health_events`);
  });

  it('stores a batch of vitals and errors, tagged with remote and release, and nothing about the visitor', async () => {
    await beacon(t, {
      events: [
        VITAL,
        { ...VITAL, metric: 'INP', value: 96 },
        { ...VITAL, metric: 'CLS', value: 0.042 },
        ERROR,
        { ...VITAL, remote: 'shell', release: '0123456789', path: '/no-such-page' },
      ],
    }).expect(204);
    expect(await stored(t)).toEqual([
      {
        remote: 'marketing',
        release: NEW,
        path: '/platform',
        kind: 'LCP',
        value: 1800,
        message: null,
      },
      {
        remote: 'marketing',
        release: NEW,
        path: '/platform',
        kind: 'INP',
        value: 96,
        message: null,
      },
      {
        remote: 'marketing',
        release: NEW,
        path: '/platform',
        kind: 'CLS',
        value: 0.042,
        message: null,
      },
      {
        remote: 'marketing',
        release: NEW,
        path: '/platform',
        kind: 'error',
        value: null,
        message: 'TypeError: x is undefined',
      },
      {
        remote: 'shell',
        release: '0123456789',
        path: '/no-such-page',
        kind: 'LCP',
        value: 1800,
        message: null,
      },
    ]);
  });

  const hostile: [string, unknown][] = [
    ['no events', { events: [] }],
    ['events that are not a list', { events: VITAL }],
    ['too many events', { events: Array(RELEASE_HEALTH_LIMITS.maxEventsPerBatch + 1).fill(VITAL) }],
    ['an unknown metric', { events: [{ ...VITAL, metric: 'FID' }] }],
    ['a vital without a value', { events: [{ ...VITAL, value: undefined }] }],
    ['a negative LCP', { events: [{ ...VITAL, value: -1 }] }],
    ['an LCP beyond its range', { events: [{ ...VITAL, value: 120_001 }] }],
    ['a CLS beyond its range', { events: [{ ...VITAL, metric: 'CLS', value: 101 }] }],
    ['a value as text', { events: [{ ...VITAL, value: '1800' }] }],
    ['an unknown remote', { events: [{ ...VITAL, remote: 'careers' }] }],
    ['a release that is no hash', { events: [{ ...VITAL, release: 'v1.2.3' }] }],
    ['a release too short', { events: [{ ...VITAL, release: 'abc' }] }],
    ['a path with a query', { events: [{ ...VITAL, path: '/reset-password?token=secret' }] }],
    ['an error without a message', { events: [{ ...ERROR, message: undefined }] }],
    [
      'an error message too long',
      {
        events: [
          { ...ERROR, message: 'x'.repeat(RELEASE_HEALTH_LIMITS.maxErrorMessageLength + 1) },
        ],
      },
    ],
    ['a control character in a message', { events: [{ ...ERROR, message: 'a\u0000b' }] }],
    ['an unknown kind', { events: [{ ...VITAL, kind: 'crash' }] }],
    ['an extra field', { events: [{ ...VITAL, userAgent: 'Test/1.0' }] }],
    ['one bad event among good ones', { events: [VITAL, { ...VITAL, value: -5 }] }],
    ['a string', 'not json'],
    ['null', 'null'],
  ];

  itRefusesEachAndStoresNothing(t, hostile, beacon, stored);

  it('refuses a body over its size limit with 413', async () => {
    const res = await beacon(t, {
      events: [{ ...ERROR, message: 'x'.repeat(RELEASE_HEALTH_LIMITS.maxBodyBytes) }],
    });
    expect(res.status).toBe(413);
    expect(await stored(t)).toEqual([]);
  });

  it('reports p75 per release beside the previous release of the same remote', async () => {
    // The old release: LCP 1000..4000 (p75 3250), INP 100, CLS 0.01, one error.
    await seed(t, 'marketing', OLD, 48, [
      { kind: 'LCP', value: 1000 },
      { kind: 'LCP', value: 2000 },
      { kind: 'LCP', value: 3000 },
      { kind: 'LCP', value: 4000 },
      { kind: 'INP', value: 100 },
      { kind: 'CLS', value: 0.01 },
      { kind: 'error', message: 'old' },
    ]);
    // The new one shipped an hour ago: slower, more errors.
    await seed(t, 'marketing', NEW, 1, [
      { kind: 'LCP', value: 5000 },
      { kind: 'INP', value: 300 },
      { kind: 'error', message: 'new' },
      { kind: 'error', message: 'new' },
    ]);
    await seed(t, 'investors', '9999999999', 2, [{ kind: 'LCP', value: 900 }]);

    const report = (await runAdminCommand(t.admin, { name: 'vitals' })) as ReleaseHealthReport;
    expect(report.days).toBe(30);
    expect(report.releases).toEqual([
      expect.objectContaining({
        remote: 'marketing',
        release: NEW,
        pageLoads: 1,
        lcpP75Ms: 5000,
        inpP75Ms: 300,
        clsP75: null,
        errors: 2,
        previous: expect.objectContaining({
          release: OLD,
          pageLoads: 4,
          lcpP75Ms: 3250,
          inpP75Ms: 100,
          clsP75: 0.01,
          errors: 1,
        }),
      }),
      expect.objectContaining({ remote: 'marketing', release: OLD, previous: null }),
      expect.objectContaining({ remote: 'investors', release: '9999999999', lcpP75Ms: 900 }),
    ]);

    // One remote only; and a period that holds only the new release still shows the old beside it.
    const oneDay = (await runAdminCommand(t.admin, {
      name: 'vitals',
      days: 1,
      remote: 'marketing',
    })) as ReleaseHealthReport;
    expect(oneDay.releases).toEqual([
      expect.objectContaining({
        release: NEW,
        previous: expect.objectContaining({ release: OLD, lcpP75Ms: 3250 }),
      }),
    ]);

    await expect(runAdminCommand(t.admin, { name: 'vitals', remote: 'careers' })).rejects.toThrow(
      /--remote must be one of shell, marketing, investors, demos/,
    );
    await expect(runAdminCommand(t.admin, { name: 'vitals', days: 0 })).rejects.toThrow(
      /--days must be an integer from 1 to 366/,
    );
  });
});

describe('release health rate limit', () => {
  const t = appForSuite({ TRUST_PROXY: 'loopback', RATE_LIMIT_ANALYTICS_LIMIT: '3' });

  it('counts batches per client, apart from its page views, and answers 429 beyond', async () => {
    for (let n = 0; n < 3; n += 1)
      await beacon(t, { events: [VITAL] }, '198.51.100.30').expect(204);
    const refused = await beacon(t, { events: [VITAL] }, '198.51.100.30');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await beacon(t, { events: [VITAL] }, '198.51.100.31').expect(204);
    // The page views keep their own budget.
    await request(t.http)
      .post('/api/analytics/events')
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', '198.51.100.30')
      .send({ kind: 'view', path: '/', viewport: 'desktop' })
      .expect(204);
  });
});

describe('GET /api/staff/marketing/release-health', () => {
  const { t, smtp, http } = staffConsoleForSuite();
  let marketing: string;
  let ir: string;

  beforeAll(async () => {
    marketing = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
    ir = (await enrolledStaff(t, smtp, 'ira@gloh.example', ['ir'])).cookie;
    await seed(t, 'demos', OLD, 30, [{ kind: 'LCP', value: 1200 }]);
    await seed(t, 'demos', NEW, 2, [
      { kind: 'LCP', value: 1500 },
      { kind: 'error', message: 'boom' },
    ]);
  });

  const PATH = STAFF_OPS_API_PATHS.releaseHealth;

  it('answers 401 without a session and 403 to an ir member', async () => {
    await http.get(PATH).expect(401);
    const res = await http.get(PATH, ir).expect(403);
    expect(res.body).toMatchObject({ success: false, reason: 'wrong-role' });
  });

  it('gives marketing the per-release table, newest first, each beside the one before', async () => {
    const res = await http.get(`${PATH}?days=7&remote=demos`, marketing).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      days: 7,
      releases: [
        {
          remote: 'demos',
          release: NEW,
          lcpP75Ms: 1500,
          errors: 1,
          previous: { release: OLD, lcpP75Ms: 1200, errors: 0 },
        },
        { remote: 'demos', release: OLD, previous: null },
      ],
    });
  });

  it.each([
    ['days=0', /days must be at least 1/],
    ['days=many', /days must be a whole number/],
    ['days=367', /days must be at most 366/],
    ['remote=careers', /remote must be one of/],
  ])('refuses ?%s with a 400', async (query, message) => {
    const res = await http.get(`${PATH}?${query}`, marketing).expect(400);
    expect(res.body.error).toMatch(message);
  });
});
