import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import {
  INVESTOR_SORT_FIELDS,
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type InvestorSummary,
} from '@gloh/contract/staff-ir';
import type { InvestorVisit } from '@gloh/contract/staff-investor-reading';
import { deckCopyForSuite } from './support/deck.js';
import { sessionCookie } from './support/http.js';
import { accessRequestOf, approvedInvestor } from './support/investors.js';
import {
  enrolledStaff,
  type EnrolledStaff as Staff,
  staffConsoleForSuite,
} from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

jest.setTimeout(180_000);

const P = STAFF_IR_API_PATHS;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('investors at a glance: reading columns, filters and visit timeline (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, smtp, http } = staffConsoleForSuite(() => ({
    DECK_PATH: deck.path,
    RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: '1000',
    RATE_LIMIT_DECK_ENGAGEMENT_LIMIT: '100000',
  }));
  let ir: Staff;
  const { get } = http;

  beforeAll(async () => {
    ir = await enrolledStaff(t, smtp, 'iris@gloh.example', ['ir']);
  });

  const investors = new Map<string, { email: string; accessCode: string }>();
  async function investor(name: string, email: string) {
    const credentials = await approvedInvestor(t, accessRequestOf(name, email));
    investors.set(email, credentials);
  }

  async function signIn(email: string, userAgent: string): Promise<string> {
    const login = await request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .set('User-Agent', userAgent)
      .send({ action: 'login', ...investors.get(email)! })
      .expect(200);
    return sessionCookie(login);
  }

  async function open(cookie: string, userAgent: string): Promise<number> {
    const view = await request(t.http)
      .get('/api/investor-presentation')
      .set('Cookie', cookie)
      .set('User-Agent', userAgent)
      .buffer(true)
      .parse((res, done) => {
        res.on('data', () => undefined);
        res.on('end', () => done(null, null));
      })
      .expect(200);
    return Number(view.headers['x-deck-version']);
  }

  async function list(query: string): Promise<InvestorSummary[]> {
    return (await get(`${P.investors}?${query}`, ir.cookie).expect(200)).body.investors;
  }

  async function visitsOf(email: string): Promise<InvestorVisit[]> {
    const [row] = await list(`search=${encodeURIComponent(email)}`);
    return (await get(staffIrApiPath(P.investorEngagement, { id: row!.id }), ir.cookie).expect(200))
      .body.visits;
  }

  it('lists completion, reading time, openings, downloads and viewing now; sorts and filters by them; keeps each visit', async () => {
    await investor('Ann Avid', 'ann@example.com');
    await investor('Bo Brief', 'bo@example.com');
    await investor('Cy Cold', 'cy@example.com');

    // Ann reads two pages on her phone and downloads the deck.
    const ann = await signIn('ann@example.com', PHONE);
    const version = await open(ann, PHONE);
    await t.db.execute(sql`
      UPDATE sessions SET deck_opened_at = now() - interval '1 hour'
      WHERE investor_id = (SELECT id FROM investors WHERE email = 'ann@example.com')`);
    await request(t.http)
      .post('/api/investor-presentation/engagement')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', ann)
      .send({
        deckVersion: version,
        pages: [
          { page: 1, views: 1, visibleMs: 12_000 },
          { page: 2, views: 1, visibleMs: 3_000 },
        ],
      })
      .expect(204);
    await request(t.http)
      .get('/api/investor-presentation/download')
      .set('Cookie', ann)
      .set('User-Agent', PHONE)
      .expect(200);
    // Bo opens it on a desktop and leaves before any reading is reported; Cy never opens it.
    await open(await signIn('bo@example.com', DESKTOP), DESKTOP);
    await signIn('cy@example.com', DESKTOP);

    const byCompletion = await list('sort=completion&direction=desc');
    expect(byCompletion[0]!.email).toBe('ann@example.com');
    const row = (email: string) => byCompletion.find((investor) => investor.email === email);
    const [annRow, boRow, cyRow] = ['ann', 'bo', 'cy'].map((name) => row(`${name}@example.com`));
    const pageCount = annRow!.livePageCount;
    expect(pageCount).toBeGreaterThan(2);
    expect(annRow).toMatchObject({
      pagesReached: 2,
      completionPercent: Math.round(200 / pageCount),
      readingSeconds: 15,
      downloads: 1,
      viewingNow: true,
      firstOpenedAt: expect.any(String),
    });
    expect(boRow).toMatchObject({ pagesReached: 0, readingSeconds: 0, viewingNow: true });
    expect(Date.parse(boRow!.lastOpenedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(cyRow).toMatchObject({
      pagesReached: 0,
      completionPercent: 0,
      firstOpenedAt: null,
      lastOpenedAt: null,
      downloads: 0,
      viewingNow: false,
    });

    expect((await list('sort=readingTime&direction=asc')).map((row) => row.email)[2]).toBe(
      'ann@example.com',
    );
    expect((await list('sort=downloads&direction=desc'))[0]!.email).toBe('ann@example.com');
    for (const sort of INVESTOR_SORT_FIELDS) {
      for (const direction of ['asc', 'desc']) {
        expect(await list(`sort=${sort}&direction=${direction}&limit=2&offset=1`)).toHaveLength(2);
      }
    }

    const emails = async (query: string) => (await list(query)).map((row) => row.email).sort();
    expect(await emails('reading=opened')).toEqual(['ann@example.com', 'bo@example.com']);
    expect(await emails('reading=not-opened')).toEqual(['cy@example.com']);
    expect(await emails('reading=viewing-now')).toEqual(['ann@example.com', 'bo@example.com']);
    const paged = await get(`${P.investors}?reading=opened&limit=1`, ir.cookie).expect(200);
    expect(paged.body).toMatchObject({ total: 2, limit: 1 });
    expect((await get(`${P.investors}?reading=viewing`, ir.cookie).expect(400)).body.error).toMatch(
      /reading must be one of opened, not-opened, viewing-now/,
    );

    // A minute without opening or reading: nobody is viewing now, nor is a session that ended.
    await t.db.execute(sql`UPDATE deck_page_reads SET last_at = now() - interval '5 minutes'`);
    await t.db.execute(sql`
      UPDATE audit_log SET at = at - interval '5 minutes' WHERE action = 'presentation.view'`);
    await t.db.execute(sql`UPDATE sessions SET deck_opened_at = now() - interval '1 hour'`);
    expect(await emails('reading=viewing-now')).toEqual([]);
    await t.db.execute(sql`UPDATE deck_page_reads SET last_at = now()`);
    await t.db.execute(sql`UPDATE sessions SET ended_at = now()
      WHERE investor_id = (SELECT id FROM investors WHERE email = 'ann@example.com')`);
    expect(await emails('reading=viewing-now')).toEqual([]);

    // Ann's visit: her phone, the two pages, the time and the download.
    const [annVisit] = await visitsOf('ann@example.com');
    expect(annVisit).toMatchObject({
      opens: 1,
      downloads: 1,
      readingSeconds: 15,
      device: 'phone',
      viewingNow: false,
      pages: [
        { deckVersion: version, page: 1 },
        { deckVersion: version, page: 2 },
      ],
    });
    // Bo's short visit shows though no reading time was reported.
    expect(await visitsOf('bo@example.com')).toEqual([
      expect.objectContaining({ opens: 1, readingSeconds: 0, pages: [], device: 'desktop' }),
    ]);
    // Cy signed in without opening the deck: a visit of its own.
    expect(await visitsOf('cy@example.com')).toEqual([
      expect.objectContaining({ opens: 0, downloads: 0, device: 'desktop', viewingNow: false }),
    ]);

    // A later visit from a tablet comes first, viewing now while it reads.
    const again = await signIn('ann@example.com', TABLET);
    await open(again, TABLET);
    const visits = await visitsOf('ann@example.com');
    expect(visits.map((visit) => visit.device)).toEqual(['tablet', 'phone']);
    expect(visits[0]).toMatchObject({ opens: 1, readingSeconds: 0, viewingNow: true });
    expect(Date.parse(visits[0]!.startedAt)).toBeGreaterThan(Date.parse(visits[1]!.startedAt));

    // Once the old session is no longer kept, its openings and reading still make its visit.
    await t.db.execute(sql`DELETE FROM sessions WHERE id = ${annVisit!.sessionId}`);
    const kept = await visitsOf('ann@example.com');
    expect(kept).toHaveLength(2);
    expect(kept[1]).toMatchObject({
      sessionId: annVisit!.sessionId,
      device: 'phone',
      readingSeconds: 15,
      downloads: 1,
    });
  });
});
