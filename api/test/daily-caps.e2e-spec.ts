import { jest } from '@jest/globals';
import { API_MESSAGES, DAILY_CAP_MESSAGES, DAILY_CEILING_MESSAGES } from '@gloh/contract/messages';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { AUDIT_ACTIONS } from '../src/audit/audit.service.js';
import { Clock, secondsToNextUtcDay } from '../src/common/clock/clock.js';
import { rowsOf } from '../src/database/database.js';
import { TestDayClock, todayAtNoonUtc } from './support/clock.js';
import { freePort } from './support/processes.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-db.js';

jest.setTimeout(120_000);

const CAPS = { contact: 3, accessRequest: 2, analytics: 4, releaseHealth: 2 };
const ENV = {
  TRUST_PROXY: 'loopback',
  DAILY_CAP_CONTACT: String(CAPS.contact),
  DAILY_CAP_ACCESS_REQUEST: String(CAPS.accessRequest),
  DAILY_CAP_ANALYTICS: String(CAPS.analytics),
  DAILY_CAP_RELEASE_HEALTH: String(CAPS.releaseHealth),
  // The per-window rate limits stay out of the way: this is about the day.
  RATE_LIMIT_CONTACT_IP_LIMIT: '1000',
  RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: '1000',
  RATE_LIMIT_ANALYTICS_LIMIT: '1000',
};
const ADDRESS = '198.51.100.40';
const OTHER_ADDRESS = '198.51.100.41';

const contact = (t: TestApp, ip = ADDRESS) =>
  request(t.http)
    .post('/api/contact')
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', ip)
    .send({ name: 'Cap Tester', email: 'cap@example.com', message: 'Hello there' });

const accessRequest = (t: TestApp, ip = ADDRESS) =>
  request(t.http)
    .post('/api/presentation-access')
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', ip)
    .send({
      name: 'Cap Tester',
      companyName: 'Example',
      phoneNumber: '555 0100',
      email: 'cap@example.com',
    });

const pageView = (t: TestApp, ip = ADDRESS) =>
  request(t.http)
    .post('/api/analytics/events')
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(JSON.stringify({ kind: 'view', path: '/platform', viewport: 'desktop' }));

const vitals = (t: TestApp, ip = ADDRESS) =>
  request(t.http)
    .post('/api/analytics/release-health')
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', ip)
    .send({
      events: [
        {
          kind: 'vital',
          remote: 'marketing',
          release: 'abcdef12',
          path: '/',
          metric: 'LCP',
          value: 900,
        },
      ],
    });

async function countOf(t: TestApp, table: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await t.db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`),
  );
  return Number(row!.n);
}

const kinds = [
  {
    name: 'contact messages',
    kind: 'contact' as const,
    send: contact,
    cap: CAPS.contact,
    ok: 200,
    message: DAILY_CAP_MESSAGES.contact,
    table: 'contact_messages',
  },
  {
    name: 'access requests',
    kind: 'accessRequest' as const,
    send: accessRequest,
    cap: CAPS.accessRequest,
    ok: 200,
    message: DAILY_CAP_MESSAGES.accessRequest,
    table: 'access_requests',
  },
  {
    name: 'page-view events',
    kind: 'analytics' as const,
    send: pageView,
    cap: CAPS.analytics,
    ok: 204,
    message: DAILY_CAP_MESSAGES.analytics,
    table: 'analytics_events',
  },
  {
    name: 'release-health batches',
    kind: 'releaseHealth' as const,
    send: vitals,
    cap: CAPS.releaseHealth,
    ok: 204,
    message: DAILY_CAP_MESSAGES.releaseHealth,
    table: 'release_health_events',
  },
];

describe('daily caps per client address', () => {
  let t: TestApp;
  const clock = new TestDayClock(todayAtNoonUtc());

  beforeAll(async () => {
    t = await createTestApp(ENV, { overrides: [{ provide: Clock, useValue: clock }] });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(kinds)(
    'stores $cap $name from one address a day, then answers 429 until the next UTC day',
    async ({ send, cap, ok, message, table }) => {
      const before = await countOf(t, table);
      for (let n = 0; n < cap; n += 1) expect((await send(t)).status).toBe(ok);
      const refused = await send(t);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, error: message });
      expect(Number(refused.headers['retry-after'])).toBe(secondsToNextUtcDay(clock.now()));
      expect((await send(t)).status).toBe(429);
      // Another address has its own day; what was refused was not stored.
      expect((await send(t, OTHER_ADDRESS)).status).toBe(ok);
      expect(await countOf(t, table)).toBe(before + cap + 1);

      clock.advanceDays(1);
      expect((await send(t)).status).toBe(ok);
      expect(await countOf(t, table)).toBe(before + cap + 2);
    },
  );

  it('bounds the notification mails with the messages and requests', async () => {
    // One mail per stored contact message and access request, none for a refused one.
    const stored = (await countOf(t, 'contact_messages')) + (await countOf(t, 'access_requests'));
    expect(await countOf(t, 'mail_outbox')).toBe(stored);
  });

  it('keeps no client address in its counters', async () => {
    const keys = rowsOf<{ key: string }>(await t.db.execute(sql`SELECT key FROM rate_limits`));
    const daily = keys.filter(({ key }) => key.startsWith('daily:'));
    expect(daily.length).toBeGreaterThan(0);
    expect(JSON.stringify(daily)).not.toContain(ADDRESS);
    expect(JSON.stringify(daily)).not.toContain(OTHER_ADDRESS);
  });

  it('keeps a contact message as its rule measures it, without the whitespace around it', async () => {
    // Padding up to the body's limit would otherwise be stored twice (the message and its mail).
    const padded = `${' '.repeat(60_000)}Hello, padded${'\n'.repeat(10_000)}`;
    const sent = await request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', '198.51.100.43')
      .send({ name: 'Pad Tester', email: 'pad@example.com', message: padded });
    expect(sent.status).toBe(200);
    const [stored] = rowsOf<{ message: string; text_body: string }>(
      await t.db.execute(sql`
        SELECT c.message, m.text_body FROM contact_messages c, mail_outbox m
        WHERE c.email = 'pad@example.com' AND m.reply_to = 'pad@example.com'`),
    );
    expect(stored!.message).toBe('Hello, padded');
    expect(stored!.text_body.length).toBeLessThan(200);
  });

  it('answers a plain form post past the cap with its page and the rate-limited key', async () => {
    const form = () =>
      request(t.http)
        .post('/api/contact')
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', '198.51.100.42')
        .set('Accept', 'text/html')
        .type('form')
        .send({
          name: 'Form Sender',
          email: 'form@example.com',
          message: 'Hello from a plain form',
        });
    for (let n = 0; n < CAPS.contact; n += 1) expect((await form()).status).toBe(303);
    const refused = await form();
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toMatch(/failed=contact&error=rate-limited/);
  });
});

describe('per-address counting of IPv6 clients', () => {
  let t: TestApp;
  const clock = new TestDayClock(todayAtNoonUtc());

  beforeAll(async () => {
    t = await createTestApp(
      { ...ENV, RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: String(CAPS.accessRequest) },
      { overrides: [{ provide: Clock, useValue: clock }] },
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('holds every address of one /64 to one daily cap, and each /64 to its own', async () => {
    const sameNetwork = ['2001:db8:0:1::1', '2001:db8:0:1::2', '2001:db8:0:1:ffff:ffff:ffff:ffff'];
    for (const ip of sameNetwork) expect((await contact(t, ip)).status).toBe(200);
    const refused = await contact(t, '2001:db8:0:1::4');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: DAILY_CAP_MESSAGES.contact });
    expect((await contact(t, '2001:0db8:0000:0001::5')).status).toBe(429);
    // The next /64, though only one bit away, is another client.
    expect((await contact(t, '2001:db8:0:2::1')).status).toBe(200);
    expect((await contact(t, '2001:db8:1:1::1')).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    for (let n = 0; n < CAPS.contact; n += 1)
      expect((await contact(t, n % 2 ? '198.51.100.60' : '::ffff:198.51.100.60')).status).toBe(200);
    expect((await contact(t, '198.51.100.60')).status).toBe(429);
    expect((await contact(t, '::ffff:198.51.100.60')).status).toBe(429);
  });

  it('holds every address of one /64 to one rate limit, and each /64 to its own', async () => {
    // The rate limit's window is shorter than the daily cap here: it answers first.
    for (const ip of ['2001:db8:5:5::1', '2001:db8:5:5::2'])
      expect((await accessRequest(t, ip)).status).toBe(200);
    const refused = await accessRequest(t, '2001:db8:5:5::3');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: API_MESSAGES.tooManyRequests });
    expect((await accessRequest(t, '2001:db8:5:6::1')).status).toBe(200);
  });

  it('keeps no client address, nor its /64, in the daily counters', async () => {
    const keys = rowsOf<{ key: string }>(await t.db.execute(sql`SELECT key FROM rate_limits`));
    const daily = JSON.stringify(keys.filter(({ key }) => key.startsWith('daily:')));
    expect(daily).not.toContain('2001:db8');
    expect(daily).not.toContain('198.51.100.60');
  });
});

/** Small ceilings: a handful of addresses, each well under its own cap, reach them. */
const CEILINGS = { contact: 4, accessRequest: 3, analytics: 5, releaseHealth: 3 };
const CEILING_ENV = {
  ...ENV,
  DAILY_CEILING_CONTACT: String(CEILINGS.contact),
  DAILY_CEILING_ACCESS_REQUEST: String(CEILINGS.accessRequest),
  DAILY_CEILING_ANALYTICS: String(CEILINGS.analytics),
  DAILY_CEILING_RELEASE_HEALTH: String(CEILINGS.releaseHealth),
};

async function dailyCounters(t: TestApp): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await t.db.execute(sql`SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'daily:%'`),
  );
  return Number(row!.n);
}

async function ceilingEntries(t: TestApp, kind: string) {
  return rowsOf<{ actor: string; details: { kind: string; day: string; ceiling: number } }>(
    await t.db.execute(sql`
      SELECT actor, details FROM audit_log
      WHERE action = ${AUDIT_ACTIONS.dailyCeilingReached} AND details->>'kind' = ${kind}
      ORDER BY id`),
  );
}

describe('daily ceilings for all client addresses together', () => {
  let t: TestApp;
  let operations: string;
  const clock = new TestDayClock(todayAtNoonUtc());

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp(
      { ...CEILING_ENV, METRICS_PORT: String(port) },
      { overrides: [{ provide: Clock, useValue: clock }] },
    );
    operations = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  async function refusalsMetric(kind: string): Promise<number> {
    const text = await (await fetch(`${operations}/metrics`)).text();
    const line = new RegExp(
      `^gloh_api_daily_ceiling_refusals_total\\{kind="${kind}"\\} (\\d+)$`,
      'm',
    );
    const match = line.exec(text);
    expect(match).not.toBeNull();
    return Number(match![1]);
  }

  it.each(kinds)(
    'stores the $name of all addresses up to the ceiling, then answers 429 to every address until the next UTC day',
    async ({ kind, send, ok, table }) => {
      const ceiling = CEILINGS[kind];
      const from = (n: number) => `203.0.113.${n}`;
      const before = await countOf(t, table);
      expect(await refusalsMetric(kind)).toBe(0);

      // An address past its own cap is refused by it and does not count towards the ceiling.
      for (let n = 0; n < CAPS[kind] + 2; n += 1) await send(t, from(200));
      const stored = (await countOf(t, table)) - before;
      for (let n = 0; n < ceiling - stored; n += 1)
        expect((await send(t, from(n))).status).toBe(ok);
      expect(await countOf(t, table)).toBe(before + ceiling);

      const dailyBefore = await dailyCounters(t);
      for (const n of [100, 101, 102]) {
        const refused = await send(t, from(n));
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ success: false, error: DAILY_CEILING_MESSAGES[kind] });
        expect(Number(refused.headers['retry-after'])).toBe(secondsToNextUtcDay(clock.now()));
      }
      // An IPv6 client is refused too, and nothing refused was stored.
      expect((await send(t, '2001:db8:9::1')).status).toBe(429);
      expect(await countOf(t, table)).toBe(before + ceiling);
      // Past the ceiling new addresses leave no daily counter behind: only the first refused one,
      // which found the ceiling reached, was counted.
      expect(await dailyCounters(t)).toBe(dailyBefore + 1);

      expect(await refusalsMetric(kind)).toBe(4);
      const entries = await ceilingEntries(t, kind);
      expect(entries).toEqual([
        {
          actor: 'visitors',
          details: { kind, day: clock.now().toISOString().slice(0, 10), ceiling },
        },
      ]);

      // A new day, a new ceiling: stored again, and reaching it again is a second entry.
      clock.advanceDays(1);
      for (let n = 0; n < ceiling; n += 1) expect((await send(t, from(n))).status).toBe(ok);
      expect((await send(t, from(103))).status).toBe(429);
      expect((await send(t, from(104))).status).toBe(429);
      expect(await ceilingEntries(t, kind)).toHaveLength(2);
    },
  );
});

/** The count lives in PostgreSQL, so every API instance holds one address to one day's cap. */
(usingPostgres ? describe : describe.skip)('daily caps across two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  const clock = new TestDayClock(todayAtNoonUtc());

  beforeAll(async () => {
    a = await createTestApp(CEILING_ENV, { overrides: [{ provide: Clock, useValue: clock }] });
    b = await createTestApp(
      { ...CEILING_ENV, ...a.databaseEnv },
      { overrides: [{ provide: Clock, useValue: clock }] },
    );
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts all addresses against one ceiling across both, and audits reaching it once', async () => {
    const sends = Array.from({ length: 12 }, (_, n) =>
      accessRequest(n % 2 === 0 ? a : b, `203.0.113.${n + 1}`),
    );
    const statuses = (await Promise.all(sends)).map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(CEILINGS.accessRequest).fill(200),
      ...Array<number>(12 - CEILINGS.accessRequest).fill(429),
    ]);
    expect(await ceilingEntries(a, 'accessRequest')).toHaveLength(1);
  });

  it('counts one address across both', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < CAPS.contact + 2; n += 1)
      statuses.push((await contact(n % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual([
      ...Array<number>(CAPS.contact).fill(200),
      ...Array<number>(2).fill(429),
    ]);
  });
});
