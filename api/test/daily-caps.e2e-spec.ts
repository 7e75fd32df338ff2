import { jest } from '@jest/globals';
import { DAILY_CAP_MESSAGES } from '@gloh/contract/messages';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { Clock, secondsToNextUtcDay } from '../src/common/clock/clock.js';
import { rowsOf } from '../src/database/database.js';
import { TestDayClock, todayAtNoonUtc } from './support/clock.js';
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
    send: contact,
    cap: CAPS.contact,
    ok: 200,
    message: DAILY_CAP_MESSAGES.contact,
    table: 'contact_messages',
  },
  {
    name: 'access requests',
    send: accessRequest,
    cap: CAPS.accessRequest,
    ok: 200,
    message: DAILY_CAP_MESSAGES.accessRequest,
    table: 'access_requests',
  },
  {
    name: 'page-view events',
    send: pageView,
    cap: CAPS.analytics,
    ok: 204,
    message: DAILY_CAP_MESSAGES.analytics,
    table: 'analytics_events',
  },
  {
    name: 'release-health batches',
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

/** The count lives in PostgreSQL, so every API instance holds one address to one day's cap. */
(usingPostgres ? describe : describe.skip)('daily caps across two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  const clock = new TestDayClock(todayAtNoonUtc());

  beforeAll(async () => {
    a = await createTestApp(ENV, { overrides: [{ provide: Clock, useValue: clock }] });
    b = await createTestApp(
      { ...ENV, ...a.databaseEnv },
      { overrides: [{ provide: Clock, useValue: clock }] },
    );
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
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
