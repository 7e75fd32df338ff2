import { readFileSync } from 'node:fs';
import { DECK_ENGAGEMENT_LIMITS } from '@gloh/contract/deck-engagement';
import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import request from 'supertest';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { rowsOf } from '../src/database/database.js';
import type { InvestorEngagement } from '../src/presentation/deck-engagement.service.js';
import { deckCopyForSuite, openDeck as view, SOURCE_DECK } from './support/deck.js';
import { sendBeacon } from './support/http.js';
import { signedInInvestor } from './support/investors.js';
import { appForSuite, mailingAppForSuite, TEST_ORIGIN, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

const ENGAGEMENT = '/api/investor-presentation/engagement';

/** The viewer's engagement beacon, with the session cookie when there is one. */
const beacon = (t: TestApp, cookie: string | undefined, body: unknown) =>
  sendBeacon(t, ENGAGEMENT, body, cookie ? { Cookie: cookie } : {});

/**
 * Moves the moment the investor's sessions opened the deck back by `seconds`: reading time is
 * credited only up to the wall-clock time since then, and these tests report more than the
 * milliseconds they take.
 */
async function openedAgo(t: TestApp, email: string, seconds: number) {
  await t.db.execute(sql`
    UPDATE sessions SET deck_opened_at = now() - make_interval(secs => ${seconds})
    WHERE investor_id = (SELECT id FROM investors WHERE email = ${email})`);
}

/** An investor signed in, who opened the deck an hour ago: answers the session cookie. */
async function readingForAnHour(t: TestApp, name: string, email: string): Promise<string> {
  const cookie = await signedInInvestor(t, name, email);
  await view(t, cookie);
  await openedAgo(t, email, 3600);
  return cookie;
}

/** The reading time stored for an investor, in ms, and their views. */
async function storedReading(t: TestApp, email: string) {
  const [row] = rowsOf<{ visibleMs: number; views: number }>(
    await t.db.execute(sql`
      SELECT coalesce(sum(visible_ms), 0)::integer AS "visibleMs",
             coalesce(sum(views), 0)::integer AS views
      FROM deck_page_reads
      WHERE investor_id = (SELECT id FROM investors WHERE email = ${email})`),
  );
  return row!;
}

async function pageCountOf(pdf: Buffer): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

describe('deck engagement (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, smtp } = mailingAppForSuite(() => ({
    DECK_PATH: deck.path,
    RATE_LIMIT_DECK_ENGAGEMENT_LIMIT: '100000',
    // Every test signs a new investor in: access requests come from one address here.
    RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: '1000',
  }));
  let pages: number;
  /** One investor for all the refused batches. */
  let hedy: string | undefined;

  beforeAll(async () => {
    pages = await pageCountOf(readFileSync(deck.path));
  });

  it('serves the deck with its version and answers 401 to engagement without a session', async () => {
    const cookie = await signedInInvestor(t, 'Ada Lovelace', 'ada@example.com');
    const res = await view(t, cookie);
    expect(res.headers['x-deck-version']).toBe('1');
    const body = await beacon(t, undefined, {
      deckVersion: 1,
      pages: [{ page: 1, views: 1, visibleMs: 1000 }],
    }).expect(401);
    expect(body.body).toMatchObject({ success: false });
  });

  it('adds up batches per page, and nothing is lost under 200 concurrent senders', async () => {
    const cookie = await readingForAnHour(t, 'Grace Hopper', 'grace@example.com');
    await beacon(t, cookie, {
      deckVersion: 1,
      pages: [
        { page: 1, views: 1, visibleMs: 4_000 },
        { page: 2, views: 1, visibleMs: 2_500 },
      ],
    }).expect(204);
    const senders = 200;
    const results = await Promise.all(
      Array.from({ length: senders }, (_, index) =>
        beacon(t, cookie, {
          deckVersion: 1,
          pages: [{ page: 3, views: index % 2, visibleMs: 10 }],
        }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(senders).fill(204));

    const report = (await runAdminCommand(t.admin, {
      name: 'engagement',
      email: 'grace@example.com',
    })) as { deckVersion: number; investors: InvestorEngagement[] };
    expect(report.deckVersion).toBe(1);
    expect(report.investors).toHaveLength(1);
    const investor = report.investors[0]!;
    expect(investor).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      company: 'Example Capital',
      pagesReached: [1, 2, 3],
      secondsPerPage: { '1': 4, '2': 2.5, '3': 2 },
      totalSeconds: 8.5,
      downloads: 0,
    });
    const [views] = rowsOf<{ views: number }>(
      await t.db.execute(
        sql`SELECT sum(views)::integer AS views FROM deck_page_reads WHERE page = 3`,
      ),
    );
    expect(views!.views).toBe(senders / 2);
  });

  it.each([
    ['not JSON', '{"deckVersion": 1, "pages": ['],
    ['no pages', { deckVersion: 1, pages: [] }],
    ['page 0', { deckVersion: 1, pages: [{ page: 0, views: 1, visibleMs: 1 }] }],
    ['a page beyond the deck', { deckVersion: 1, pages: [{ page: 999, views: 1, visibleMs: 1 }] }],
    [
      'a version that does not exist',
      { deckVersion: 99, pages: [{ page: 1, views: 1, visibleMs: 1 }] },
    ],
    ['negative time', { deckVersion: 1, pages: [{ page: 1, views: 1, visibleMs: -5 }] }],
    [
      'too much time',
      {
        deckVersion: 1,
        pages: [{ page: 1, views: 1, visibleMs: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage + 1 }],
      },
    ],
    ['a fraction', { deckVersion: 1, pages: [{ page: 1.5, views: 1, visibleMs: 1 }] }],
    ['a huge number', { deckVersion: 1, pages: [{ page: 1, views: 1e308, visibleMs: 1 }] }],
    // Past the integer column: refused by the contract's bound, not by the database (once a 500).
    [
      'a version beyond a PostgreSQL integer',
      { deckVersion: 2 ** 31, pages: [{ page: 1, views: 1, visibleMs: 1 }] },
    ],
    [
      'a page beyond a PostgreSQL integer',
      { deckVersion: 1, pages: [{ page: 2 ** 31, views: 1, visibleMs: 1 }] },
    ],
    ['a version of 1e300', { deckVersion: 1e300, pages: [{ page: 1, views: 1, visibleMs: 1 }] }],
    ['a string', { deckVersion: '1\u0000', pages: [{ page: 1, views: 1, visibleMs: 1 }] }],
    [
      'the same page twice',
      {
        deckVersion: 1,
        pages: [
          { page: 1, views: 1, visibleMs: 1 },
          { page: 1, views: 1, visibleMs: 1 },
        ],
      },
    ],
    ['not a list', { deckVersion: 1, pages: { page: 1 } }],
  ])('refuses %s with a 400 in the API’s words', async (_what, body) => {
    hedy ??= await signedInInvestor(t, 'Hedy Lamarr', 'hedy@example.com');
    const cookie = hedy;
    const res = await beacon(t, cookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
    expect(JSON.stringify(res.body)).not.toMatch(/stack|at \w+ \(/);
  });

  it('refuses a body over the endpoint’s 16 kB, as text or JSON, with 413 in the API’s words', async () => {
    hedy ??= await signedInInvestor(t, 'Hedy Lamarr', 'hedy@example.com');
    const padded = JSON.stringify({
      deckVersion: 1,
      pages: [{ page: 1, views: 1, visibleMs: 1 }],
      pad: 'x'.repeat(DECK_ENGAGEMENT_LIMITS.maxBodyBytes),
    });
    const asText = await beacon(t, hedy, padded);
    expect(asText.status).toBe(413);
    expect(asText.body).toEqual({ success: false, error: 'Request body is too large' });
    const asJson = await request(t.http)
      .post(ENGAGEMENT)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', hedy)
      .set('Content-Type', 'application/json')
      .send(padded);
    expect(asJson.status).toBe(413);
    // The largest batch the contract allows is read (and then judged: this version is unknown).
    const largest = JSON.stringify({
      deckVersion: 99,
      pages: Array.from({ length: DECK_ENGAGEMENT_LIMITS.maxPagesPerBatch }, (_, index) => ({
        page: index + 1,
        views: DECK_ENGAGEMENT_LIMITS.maxViewsPerPage,
        visibleMs: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage,
      })),
    });
    expect(largest.length).toBeLessThan(DECK_ENGAGEMENT_LIMITS.maxBodyBytes);
    expect((await beacon(t, hedy, largest)).status).toBe(400);
  });

  it('mails staff once per investor per day, however many views arrive at once', async () => {
    const cookie = await signedInInvestor(t, 'Ivy Investor', 'ivy@example.com');
    const before = smtp.messages.length;
    await Promise.all(Array.from({ length: 8 }, () => view(t, cookie)));
    await smtp.waitFor(before + 1, 60_000);
    // Give a second mail, if one were queued, the time to arrive.
    await new Promise((done) => setTimeout(done, 1500));
    const notices = smtp.messages.filter((mail) => mail.subject.includes('opened the deck'));
    const ivy = notices.filter((mail) => mail.subject.includes('Ivy Investor'));
    expect(ivy).toHaveLength(1);
    expect(ivy[0]!.subject).toBe('Ivy Investor (Example Capital) opened the deck');
  });

  it('publishes a new deck version: served from then on, engagement kept per version', async () => {
    const cookie = await readingForAnHour(t, 'Katherine Johnson', 'katherine@example.com');
    await beacon(t, cookie, {
      deckVersion: 1,
      pages: [{ page: 1, views: 1, visibleMs: 3_000 }],
    }).expect(204);

    const revised = await PDFDocument.load(readFileSync(SOURCE_DECK));
    const font = await revised.embedFont(StandardFonts.Helvetica);
    revised.addPage().drawText('Revised figures', { x: 50, y: 700, size: 20, font });
    const upload = (await runAdminCommand(t.admin, {
      name: 'deck',
      target: 'upload',
      fileName: 'revised.pdf',
      pdfBase64: Buffer.from(await revised.save()).toString('base64'),
    })) as { created: boolean; version: { version: number; pageCount: number } };
    expect(upload).toMatchObject({ created: true, version: { version: 2, pageCount: pages + 1 } });

    const served = await view(t, cookie);
    expect(served.headers['x-deck-version']).toBe('2');
    expect(await pageCountOf(served.body as Buffer)).toBe(pages + 1);
    // The last page exists only in version 2, and a batch for version 1 still counts there.
    await beacon(t, cookie, {
      deckVersion: 2,
      pages: [{ page: pages + 1, views: 1, visibleMs: 1_000 }],
    }).expect(204);
    await beacon(t, cookie, {
      deckVersion: 1,
      pages: [{ page: pages + 1, views: 1, visibleMs: 1_000 }],
    }).expect(400);

    const v1 = (await runAdminCommand(t.admin, {
      name: 'engagement',
      email: 'katherine@example.com',
      version: 1,
    })) as { investors: InvestorEngagement[] };
    expect(v1.investors[0]).toMatchObject({ pagesReached: [1], totalSeconds: 3 });
    const v2 = (await runAdminCommand(t.admin, {
      name: 'engagement',
      email: 'katherine@example.com',
    })) as { deckVersion: number; investors: InvestorEngagement[] };
    expect(v2.deckVersion).toBe(2);
    expect(v2.investors[0]).toMatchObject({ pagesReached: [pages + 1], totalSeconds: 1 });

    const same = (await runAdminCommand(t.admin, {
      name: 'deck',
      target: 'upload',
      fileName: 'revised-again.pdf',
      pdfBase64: Buffer.from(await revised.save()).toString('base64'),
    })) as { created: boolean };
    expect(same.created).toBe(false);
    await expect(
      runAdminCommand(t.admin, {
        name: 'deck',
        target: 'upload',
        fileName: 'notes.txt',
        pdfBase64: Buffer.from('not a deck').toString('base64'),
      }),
    ).rejects.toThrow(/not a PDF/);
    const list = (await runAdminCommand(t.admin, { name: 'deck', target: 'list' })) as {
      version: number;
    }[];
    expect(list.map((row) => row.version)).toEqual([2, 1]);
  });

  it('shows the drop-off curve: investors per page and their median time', async () => {
    const funnel = (await runAdminCommand(t.admin, {
      name: 'engagement',
      deck: true,
      version: 1,
    })) as {
      pageCount: number;
      pages: { page: number; investorsReached: number; medianSeconds: number | null }[];
    };
    expect(funnel.pageCount).toBe(pages);
    expect(funnel.pages).toHaveLength(pages);
    // Page 1 in version 1: Grace 4 s and Katherine 3 s.
    expect(funnel.pages[0]).toEqual({ page: 1, investorsReached: 2, medianSeconds: 3.5 });
    expect(funnel.pages[1]).toEqual({ page: 2, investorsReached: 1, medianSeconds: 2.5 });
  });

  it('credits no more reading time than the wall clock since the session opened the deck', async () => {
    const email = 'barbara@example.com';
    const cookie = await signedInInvestor(t, 'Barbara Liskov', email);
    // Before the session fetched the deck, time is not believed at all (views still count).
    await beacon(t, cookie, {
      deckVersion: 1,
      pages: [{ page: 1, views: 1, visibleMs: 60_000 }],
    }).expect(204);
    expect(await storedReading(t, email)).toEqual({ visibleMs: 0, views: 1 });

    await view(t, cookie);
    await openedAgo(t, email, 60);
    const started = Date.now();
    // Six batches claiming five hours in all: every page of the deck, ten minutes each.
    const claim = {
      deckVersion: 1,
      pages: Array.from({ length: pages }, (_, index) => ({
        page: index + 1,
        views: 1,
        visibleMs: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage,
      })),
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => beacon(t, cookie, claim)));
    // Accepted (a real beacon that raced is not an error), but counted only up to the allowance.
    expect(results.map((res) => res.status)).toEqual(Array(6).fill(204));
    const elapsedMs = Date.now() - started;
    const stored = await storedReading(t, email);
    expect(stored.views).toBe(1 + 6 * pages);
    expect(stored.visibleMs).toBeGreaterThanOrEqual(60_000);
    expect(stored.visibleMs).toBeLessThanOrEqual(60_000 + elapsedMs + 1_000);

    // The allowance is spent: another claim right away adds (almost) nothing.
    await beacon(t, cookie, claim).expect(204);
    const after = await storedReading(t, email);
    expect(after.visibleMs - stored.visibleMs).toBeLessThanOrEqual(Date.now() - started + 1_000);
    // What the report shows is what was credited, never the five hours.
    const report = (await runAdminCommand(t.admin, { name: 'engagement', email, version: 1 })) as {
      investors: InvestorEngagement[];
    };
    expect(report.investors[0]!.totalSeconds).toBeLessThan(120);
  });
});

describe('deck engagement rate limit (e2e)', () => {
  const t = appForSuite({ RATE_LIMIT_DECK_ENGAGEMENT_LIMIT: '3' });

  it('answers 429 once a session sent its batches for the minute', async () => {
    const cookie = await signedInInvestor(t, 'Mary Jackson', 'mary@example.com');
    const batch = { deckVersion: 1, pages: [{ page: 1, views: 1, visibleMs: 100 }] };
    for (let i = 0; i < 3; i += 1) await beacon(t, cookie, batch).expect(204);
    const limited = await beacon(t, cookie, batch);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
