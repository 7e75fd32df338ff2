import http from 'node:http';
import pg from 'pg';
import request from 'supertest';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import {
  STAFF_EVENT_STREAMS_PER_ADDRESS,
  STAFF_EVENT_STREAMS_PER_SESSION,
  STAFF_OPS_API_PATHS,
  STAFF_OPS_MESSAGES,
} from '@gloh/contract/staff-ops';
import { signedInInvestor } from './support/investors.js';
import { StaffEventBus } from '../src/common/events/staff-event-bus.js';
import { StaffClock } from '../src/staff/staff-clock.js';
import { StaffEventsTiming } from '../src/staff-ops/staff-events.controller.js';
import { STAFF_EVENT_STREAM_RETRY_AFTER_SECONDS } from '../src/staff-ops/staff-event-streams.js';
import {
  enrolledStaff,
  type EnrolledStaff,
  newSession,
  post,
  staffConsoleForSuite,
  TestClock,
} from './support/staff.js';
import { createTestApp, TEST_ORIGIN } from './support/test-app.js';
import { usingPostgres } from './support/test-db.js';

interface ServerEvent {
  event: string;
  data: unknown;
}

/** A Server-Sent Events client: the parsed events, the raw text, and when the server ended it. */
class EventStream {
  readonly events: ServerEvent[] = [];
  text = '';
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  readonly closed: Promise<void>;
  private readonly request: http.ClientRequest;
  private waiters: (() => void)[] = [];

  constructor(url: string, cookie?: string) {
    let closed!: () => void;
    this.closed = new Promise((resolve) => (closed = resolve));
    this.request = http.get(url, { headers: cookie ? { Cookie: cookie } : {} }, (res) => {
      this.status = res.statusCode ?? 0;
      this.headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        this.text += chunk;
        this.parse();
      });
      res.on('end', closed);
      res.on('close', closed);
    });
    this.request.on('error', closed);
  }

  /** Resolves once the first bytes (headers and the opening comment) arrived. */
  async opened(): Promise<void> {
    await this.until(() => this.text.length > 0 || this.status >= 400);
  }

  async next(type: string, timeoutMs = 10_000): Promise<ServerEvent> {
    await this.until(() => this.events.some((event) => event.event === type), timeoutMs);
    return this.events.find((event) => event.event === type)!;
  }

  close(): void {
    this.request.destroy();
  }

  private parse(): void {
    const blocks = this.text.split('\n\n').slice(0, -1);
    this.events.length = 0;
    for (const block of blocks) {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (event && data) this.events.push({ event, data: JSON.parse(data) });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  private until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Timed out; got: ${this.text}`)), timeoutMs);
      const check = () => {
        if (done()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }
}

const HEARTBEAT_MS = 300;

describe('staff live events (e2e)', () => {
  const streams: EventStream[] = [];
  // Before the app closes, which waits for its open connections.
  afterAll(() => {
    for (const stream of streams) stream.close();
  });
  const clock = new TestClock();
  const { t, smtp } = staffConsoleForSuite(
    {},
    {
      overrides: [
        { provide: StaffClock, useValue: clock },
        // The heartbeat (25 s in production) every 300 ms, so its session check can be seen.
        { provide: StaffEventsTiming, useValue: { heartbeatMs: HEARTBEAT_MS } },
      ],
    },
  );
  let ir: string;
  let marketing: string;
  let admin: EnrolledStaff;
  const open = async (cookie?: string) => {
    const stream = new EventStream(`${t.url}${STAFF_OPS_API_PATHS.events}`, cookie);
    streams.push(stream);
    await stream.opened();
    return stream;
  };

  beforeAll(async () => {
    admin = await enrolledStaff(t, smtp, 'ada@gloh.example', ['admin']);
    ir = (await enrolledStaff(t, smtp, 'ira@gloh.example', ['ir'])).cookie;
    marketing = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
  });

  it('answers 401 without a staff session', async () => {
    const res = await request(t.http).get(STAFF_OPS_API_PATHS.events).expect(401);
    expect(res.body).toMatchObject({ success: false, reason: 'not-signed-in' });
  });

  it('streams text/event-stream to any signed-in staff member', async () => {
    const stream = await open(marketing);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    expect(stream.text).toMatch(/^retry: \d+\n: connected\n\n/);
    stream.close();
  });

  it('sends an access-request event to ir, not to marketing, when one is submitted', async () => {
    const irStream = await open(ir);
    const marketingStream = await open(marketing);
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({
        name: 'Nora New',
        companyName: 'Fresh Fund',
        phoneNumber: '+1 555 0111',
        email: 'nora@example.com',
      })
      .expect(200);
    const event = await irStream.next('access-request');
    expect(event.data).toEqual({
      id: expect.any(Number),
      name: 'Nora New',
      companyName: 'Fresh Fund',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The access request's own mail and event are out; marketing's stream got nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marketingStream.events).toEqual([]);
    irStream.close();
    marketingStream.close();
  });

  it('sends a contact-message event to marketing, not to ir, when a visitor writes', async () => {
    const marketingStream = await open(marketing);
    const irStream = await open(ir);
    await request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'Cora Contact', email: 'cora@example.com', message: 'A live question.' })
      .expect(200);
    expect((await marketingStream.next('contact-message')).data).toEqual({
      id: expect.any(Number),
      name: 'Cora Contact',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(irStream.events.map((event) => event.event)).not.toContain('contact-message');
    marketingStream.close();
    irStream.close();
  });

  it('sends counts-changed for a count only to the roles told that count', async () => {
    const marketingStream = await open(marketing);
    const irStream = await open(ir);
    const listed = await request(t.http)
      .get(`${STAFF_OPS_API_PATHS.contactMessages}?handled=false`)
      .set('Cookie', marketing)
      .expect(200);
    const [message] = (listed.body as { messages: { id: number }[] }).messages;
    await request(t.http)
      .put(STAFF_OPS_API_PATHS.contactMessageHandled.replace(':id', String(message!.id)))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', marketing)
      .send({ handled: true })
      .expect(200);
    expect((await marketingStream.next('counts-changed')).data).toEqual({
      count: 'contact-messages',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(irStream.events).toEqual([]);
    marketingStream.close();
    irStream.close();
  });

  it('tells admins, not marketing, that the count of undelivered mail changed once mail goes out', async () => {
    const adminStream = await open(await newSession(t, admin.authenticator));
    const marketingStream = await open(marketing);
    const before = smtp.messages.length;
    await request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'Milo Mail', email: 'milo@example.com', message: 'Mail me back.' })
      .expect(200);
    expect((await adminStream.next('counts-changed')).data).toEqual({ count: 'mail-outbox' });
    expect(smtp.messages.length).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marketingStream.events.map((event) => event.event)).not.toContain('counts-changed');
    adminStream.close();
    marketingStream.close();
  });

  it('sends a deck-opened event when an investor opens the deck', async () => {
    const stream = await open(ir);
    const investor = await signedInInvestor(t, 'Ivy Investor', 'ivy@example.com');
    await request(t.http).get('/api/investor-presentation').set('Cookie', investor).expect(200);
    const event = await stream.next('deck-opened', 20_000);
    expect(event.data).toMatchObject({
      name: 'Ivy Investor',
      companyName: 'Example Capital',
      deckVersion: expect.any(Number),
      investorId: expect.any(String),
    });
    stream.close();
  });

  it('ends the stream when the staff session signs out', async () => {
    const stream = await open(ir);
    let ended = false;
    void stream.closed.then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toBe(false);
    await post(t, STAFF_API_PATHS.signOut, {}, ir).expect(200);
    await stream.closed;
    expect(ended).toBe(true);
    // The ended session opens no new stream.
    await request(t.http).get(STAFF_OPS_API_PATHS.events).set('Cookie', ir).expect(401);
  });

  it('sends heartbeats, and ends at the next one once the session went idle', async () => {
    const cookie = await newSession(t, admin.authenticator);
    const stream = await open(cookie);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2.5));
    expect(stream.text).toMatch(/\n: heartbeat\n\n/);
    // The stream itself does not keep the session alive: 31 minutes without a request end it.
    clock.advance(31 * 60);
    await stream.closed;
    await request(t.http).get(STAFF_OPS_API_PATHS.events).set('Cookie', cookie).expect(401);
  });

  it('sends admins access-request events too', async () => {
    // A new session: the clock moved past the idle time of the earlier ones.
    const stream = await open(await newSession(t, admin.authenticator));
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({
        name: 'Otto Other',
        companyName: 'Second Fund',
        phoneNumber: '+1 555 0112',
        email: 'otto@example.com',
      })
      .expect(200);
    expect((await stream.next('access-request')).data).toMatchObject({ name: 'Otto Other' });
    stream.close();
  });

  it('caps the open streams of a session and of a client address; closing one frees its place', async () => {
    const refused = async (cookie: string, message: string) => {
      const res = await request(t.http).get(STAFF_OPS_API_PATHS.events).set('Cookie', cookie);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe(String(STAFF_EVENT_STREAM_RETRY_AFTER_SECONDS));
      expect(res.body).toEqual({ success: false, error: message });
    };
    /** A stream opened once the server has seen an earlier one close (its close is asynchronous). */
    const openOnceFree = async (cookie: string) => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const stream = await open(cookie);
        if (stream.status === 200) return stream;
        stream.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the closed stream never freed its place');
    };
    const sessions = STAFF_EVENT_STREAMS_PER_ADDRESS / STAFF_EVENT_STREAMS_PER_SESSION;
    const cookies: string[] = [];
    for (let i = 0; i <= sessions; i += 1) {
      cookies.push(await newSession(t, admin.authenticator));
    }
    const [first, ...others] = cookies as [string, ...string[]];
    const held: EventStream[] = [];
    try {
      for (let i = 0; i < STAFF_EVENT_STREAMS_PER_SESSION; i += 1) {
        const stream = await open(first);
        expect(stream.status).toBe(200);
        held.push(stream);
      }
      await refused(first, STAFF_OPS_MESSAGES.tooManyEventStreams);
      held.shift()!.close();
      held.push(await openOnceFree(first));

      // Every session within its own cap, the address full: another session is refused too.
      for (const cookie of others.slice(0, -1)) {
        for (let i = 0; i < STAFF_EVENT_STREAMS_PER_SESSION; i += 1) {
          const stream = await open(cookie);
          expect(stream.status).toBe(200);
          held.push(stream);
        }
      }
      expect(held).toHaveLength(STAFF_EVENT_STREAMS_PER_ADDRESS);
      const last = others.at(-1)!;
      await refused(last, STAFF_OPS_MESSAGES.tooManyEventStreamsFromAddress);
      held.pop()!.close();
      held.push(await openOnceFree(last));
    } finally {
      for (const stream of held) stream.close();
    }
  });

  // Several API instances share events through PostgreSQL LISTEN/NOTIFY (PGlite is one process).
  (usingPostgres ? it : it.skip)(
    'delivers events and sign-outs across two API instances on one PostgreSQL',
    async () => {
      const other = await createTestApp(
        { ...t.databaseEnv, SMTP_URL: smtp.url, RATE_LIMIT_STAFF_IP_LIMIT: '10000' },
        { overrides: [{ provide: StaffClock, useValue: clock }] },
      );
      try {
        const cookie = await newSession(t, admin.authenticator);
        const stream = new EventStream(`${other.url}${STAFF_OPS_API_PATHS.events}`, cookie);
        streams.push(stream);
        await stream.opened();
        expect(stream.status).toBe(200);
        await request(t.http)
          .post('/api/presentation-access')
          .set('Origin', TEST_ORIGIN)
          .send({
            name: 'Pia Peer',
            companyName: 'Third Fund',
            phoneNumber: '+1 555 0113',
            email: 'pia@example.com',
          })
          .expect(200);
        expect((await stream.next('access-request')).data).toMatchObject({ name: 'Pia Peer' });
        // Signed out on the first instance, the stream on the second ends at once.
        await post(t, STAFF_API_PATHS.signOut, {}, cookie).expect(200);
        await stream.closed;
      } finally {
        await other.close();
      }
    },
  );

  (usingPostgres ? it : it.skip)(
    'sends a burst of events over its LISTEN connection one NOTIFY at a time, all heard, in order',
    async () => {
      const bus = t.app.get(StaffEventBus);
      const heard: string[] = [];
      const unsubscribe = bus.subscribe((message) => {
        if (message.kind === 'sessions-ended') heard.push(...message.sessionIds);
      });
      // A connection runs one query at a time; pg 8 queues a query sent before the last answered,
      // and pg 9 will not.
      const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>;
      let waiting = 0;
      let mostWaiting = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        if (typeof args[0] !== 'string' || !args[0].includes('pg_notify'))
          return query.apply(this, args);
        mostWaiting = Math.max(mostWaiting, ++waiting);
        return query.apply(this, args).finally(() => waiting--);
      } as typeof pg.Client.prototype.query;
      try {
        const sent = Array.from({ length: 20 }, (_, index) => `burst-${index}`);
        for (const id of sent) bus.sessionsEnded([id]);
        for (let tries = 0; tries < 100 && heard.length < sent.length; tries++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual(sent);
        expect(mostWaiting).toBe(1);
      } finally {
        pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
        unsubscribe();
      }
    },
  );
});
