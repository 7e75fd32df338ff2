import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { DECK_UPLOAD, STAFF_IR_API_PATHS, staffIrApiPath } from '@gloh/contract/staff-ir';
import { latestAuditEntry } from './support/audit-log.js';
import { deckCopyForSuite, openDeck } from './support/deck.js';
import { sessionCookie } from './support/http.js';
import {
  enrolledStaff,
  type EnrolledStaff as Staff,
  newSession,
  post,
  irConsoleForSuite,
  steppedUpSession,
  stepUp,
} from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

jest.setTimeout(180_000);

const P = STAFF_IR_API_PATHS;
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

async function smallPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < pages; index++) doc.addPage([200, 100]);
  return Buffer.from(await doc.save());
}

describe('investor-relations staff API (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, smtp, http, ir, marketing } = irConsoleForSuite(() => ({
    DECK_PATH: deck.path,
    RATE_LIMIT_DECK_ENGAGEMENT_LIMIT: '100000',
  }));
  let admin: Staff;

  beforeAll(async () => {
    admin = await enrolledStaff(t, smtp, 'adam@gloh.example', ['admin']);
  });

  const { get } = http;

  async function requestAccess(name: string, email: string, companyName = 'Example Capital') {
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({ name, companyName, phoneNumber: '+1 555 0100', email })
      .expect(200);
    const list = await get(`${P.requests}?search=${encodeURIComponent(email)}`, ir.cookie).expect(
      200,
    );
    return list.body.requests[0] as { id: number; email: string };
  }

  const lastAudit = (action: string) => latestAuditEntry(t, action);

  /** The code mailed to the investor on approval (the newest, when approved again). */
  async function mailedCode(email: string, after = 0): Promise<string> {
    const mail = await smtp.waitForMail(
      (m) =>
        m.to.includes(email) && /Access code: /.test(m.text) && smtp.messages.indexOf(m) >= after,
    );
    return /Access code: (\S+)/.exec(mail.text)![1]!;
  }

  let approver: string | undefined;
  /**
   * A session of the ir member just stepped up, as approving needs; a session of its own, since
   * other tests expect ir.cookie never to have stepped up.
   */
  async function steppedUpApprover(): Promise<string> {
    approver ??= await newSession(t, ir.authenticator);
    await stepUp(t, approver, ir.authenticator);
    return approver;
  }

  async function approve(id: number, status = 200) {
    const cookie = await steppedUpApprover();
    return post(t, staffIrApiPath(P.requestApprove, { id }), {}, cookie).expect(status);
  }

  async function login(email: string, accessCode: string, status = 200) {
    return request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .send({ action: 'login', email, accessCode })
      .expect(status);
  }

  async function approvedAndSignedIn(name: string, email: string) {
    const { id } = await requestAccess(name, email);
    const res = await approve(id);
    const cookie = sessionCookie(await login(email, await mailedCode(email)));
    return { investorId: res.body.investor.id as string, cookie };
  }

  const everyEndpoint = (): [string, string][] => [
    ['get', P.requests],
    ['post', staffIrApiPath(P.requestApprove, { id: 1 })],
    ['post', staffIrApiPath(P.requestReject, { id: 1 })],
    ['get', P.investors],
    ['post', staffIrApiPath(P.investorRevoke, { id: ZERO_UUID })],
    ['post', staffIrApiPath(P.investorResetLink, { id: ZERO_UUID })],
    ['get', staffIrApiPath(P.deckEngagement, { version: 1 })],
    ['get', staffIrApiPath(P.investorEngagement, { id: ZERO_UUID })],
    ['get', P.decks],
    ['post', P.decks],
    ['post', staffIrApiPath(P.deckActivate, { version: 1 })],
    ['post', staffIrApiPath(P.deckNote, { version: 1 })],
    ['get', staffIrApiPath(P.deckPdf, { version: 1 })],
    ['post', staffIrApiPath(P.deckSchedule, { version: 1 })],
    ['post', staffIrApiPath(P.deckScheduleCancel, { version: 1 })],
  ];

  it('answers 401 without a staff session and 403 to a marketing member on every endpoint', async () => {
    await stepUp(t, marketing.cookie, marketing.authenticator);
    for (const [method, path] of everyEndpoint()) {
      const anonymous = method === 'get' ? await get(path) : await post(t, path, {}, undefined);
      expect([path, anonymous.status, anonymous.body.reason]).toEqual([path, 401, 'not-signed-in']);
      const denied =
        method === 'get'
          ? await get(path, marketing.cookie)
          : await post(t, path, {}, marketing.cookie);
      expect([path, denied.status, denied.body.reason]).toEqual([path, 403, 'wrong-role']);
    }
  });

  it('lists access requests with a status filter, search, sort and paging', async () => {
    await requestAccess('Zoe Zed', 'zoe@zfund.example', 'Zed Fund');
    await requestAccess('Amy Alpha', 'amy@alpha.example', 'Alpha 100% Partners');
    const all = await get(`${P.requests}?status=pending&sort=name&direction=asc`, ir.cookie).expect(
      200,
    );
    expect(all.body).toMatchObject({ success: true, limit: 25, offset: 0 });
    const names = all.body.requests.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Zoe Zed', 'Amy Alpha']));

    const byCompany = await get(`${P.requests}?search=${encodeURIComponent('100%')}`, ir.cookie);
    expect(byCompany.body.requests.map((r: { email: string }) => r.email)).toEqual([
      'amy@alpha.example',
    ]);
    expect(byCompany.body.total).toBe(1);

    const page = await get(`${P.requests}?limit=1&offset=1&sort=createdAt`, admin.cookie).expect(
      200,
    );
    expect(page.body.requests).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body).toMatchObject({ limit: 1, offset: 1 });
  });

  it('refuses bad list input with a 400 that says what is wrong', async () => {
    const cases: [string, RegExp][] = [
      [`${P.requests}?sort=password`, /sort must be one of/],
      [`${P.requests}?offset=-1`, /offset must be a whole number/],
      [`${P.requests}?limit=1000`, /limit must be a whole number/],
      [`${P.requests}?limit=abc`, /limit must be a whole number/],
      [`${P.requests}?search=${'x'.repeat(201)}`, /search must be at most 200/],
      [`${P.requests}?status=maybe`, /status must be one of/],
      [`${P.requests}?direction=up`, /direction must be one of/],
      [`${P.requests}?hack=1`, /property hack should not exist/],
      [`${P.investors}?sort=accessCodeHash`, /sort must be one of/],
      [staffIrApiPath(P.deckEngagement, { version: 'x' }), /version must be a whole number/],
      [staffIrApiPath(P.deckEngagement, { version: 1 }) + '?days=0', /days must be/],
      [staffIrApiPath(P.investorEngagement, { id: 'nope' }), /id must be an investor id/],
    ];
    for (const [path, message] of cases) {
      const res = await get(path, ir.cookie);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(message);
    }
    const approving = await steppedUpApprover();
    const badId = await post(t, staffIrApiPath(P.requestApprove, { id: '-3' }), {}, approving);
    expect(badId.status).toBe(400);
    expect(badId.body.error).toMatch(/id must be a whole number/);
    await post(t, staffIrApiPath(P.requestApprove, { id: 99999 }), {}, approving).expect(404);
  });

  it('approves only after a step-up, refused without one as a rejection is', async () => {
    const { id } = await requestAccess('Stella Stepless', 'stella@example.com');
    // A session of its own, never stepped up, whatever the other tests did with ir.cookie.
    const unconfirmed = await newSession(t, ir.authenticator);
    const approval = await post(
      t,
      staffIrApiPath(P.requestApprove, { id }),
      {},
      unconfirmed,
    ).expect(403);
    const rejection = await post(
      t,
      staffIrApiPath(P.requestReject, { id }),
      {},
      unconfirmed,
    ).expect(403);
    expect(approval.body).toEqual(rejection.body);
    expect(approval.body).toMatchObject({ success: false, reason: 'step-up-required' });
    const still = await get(`${P.requests}?search=stella%40`, unconfirmed).expect(200);
    expect(still.body.requests[0]).toMatchObject({ id, status: 'pending' });
    expect((await lastAudit('admin.request_approved'))?.email).not.toBe('stella@example.com');

    await stepUp(t, unconfirmed, ir.authenticator);
    const res = await post(t, staffIrApiPath(P.requestApprove, { id }), {}, unconfirmed).expect(
      200,
    );
    expect(res.body).toMatchObject({ success: true, requestId: id, reactivated: false });
    await login('stella@example.com', await mailedCode('stella@example.com'));
  });

  it('approves: the investor is mailed the code and logs in with it; a second approval is a 409', async () => {
    const { id } = await requestAccess('Ivy Investor', 'ivy@example.com');
    const res = await approve(id);
    expect(res.body).toMatchObject({
      success: true,
      requestId: id,
      investor: { email: 'ivy@example.com', firstName: 'Ivy', lastName: 'Investor' },
      reactivated: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/accessCode/);
    const code = await mailedCode('ivy@example.com');
    await login('ivy@example.com', code);
    expect(await lastAudit('admin.request_approved')).toMatchObject({
      actor: 'iris@gloh.example',
      email: 'ivy@example.com',
    });
    const again = await approve(id, 409);
    expect(again.body.error).toMatch(/already approved/);
  });

  it("approving a new request of a revoked investor's email restores their access, said so in the list, the answer and the audit log", async () => {
    const email = 'ruth@example.com';
    const { investorId, cookie } = await approvedAndSignedIn('Ruth Return', email);
    // A session of its own: a later test checks that admin.cookie has not stepped up yet.
    const revoker = await steppedUpSession(t, admin.authenticator);
    await post(t, staffIrApiPath(P.investorRevoke, { id: investorId }), {}, revoker).expect(200);
    await get('/api/auth/me', cookie).expect(401);
    const [revoked] = (
      await get(`${P.investors}?search=ruth%40&status=revoked`, ir.cookie).expect(200)
    ).body.investors;
    expect(revoked.revokedAt).toEqual(expect.any(String));

    const second = await requestAccess('Ruth Return', email);
    const listed = await get(`${P.requests}?status=pending&search=ruth%40`, ir.cookie).expect(200);
    expect(listed.body.requests).toEqual([
      expect.objectContaining({ id: second.id, investorRevokedAt: revoked.revokedAt }),
    ]);
    const mailsBefore = smtp.messages.length;
    const res = await approve(second.id);
    expect(res.body).toMatchObject({
      success: true,
      requestId: second.id,
      investor: { id: investorId, email },
      reactivated: true,
    });
    expect(await lastAudit('admin.investor_reactivated')).toMatchObject({
      actor: 'iris@gloh.example',
      investorId,
      email,
      details: { requestId: second.id, revokedAt: revoked.revokedAt },
    });
    expect(await lastAudit('admin.request_approved')).toMatchObject({
      investorId,
      details: { requestId: second.id, reactivated: true },
    });
    await login(email, await mailedCode(email, mailsBefore));
    const [restored] = (await get(`${P.investors}?search=ruth%40`, ir.cookie).expect(200)).body
      .investors;
    expect(restored).toMatchObject({ id: investorId, status: 'active', revokedAt: null });

    // A first-time requester's email belongs to no revoked investor.
    const { id: freshId } = await requestAccess('Nora New', 'nora@example.com');
    const fresh = await get(`${P.requests}?search=nora%40`, ir.cookie).expect(200);
    expect(fresh.body.requests).toEqual([
      expect.objectContaining({ id: freshId, investorRevokedAt: null }),
    ]);
  });

  it('rejects only after a step-up, and mails the requester when asked', async () => {
    const { id } = await requestAccess('Rex Reject', 'rex@example.com');
    const path = staffIrApiPath(P.requestReject, { id });
    const refused = await post(t, path, { notify: true }, ir.cookie).expect(403);
    expect(refused.body.reason).toBe('step-up-required');
    await stepUp(t, ir.cookie, ir.authenticator);
    const bad = await post(t, path, { notify: 'yes', note: 'x'.repeat(2001) }, ir.cookie).expect(
      400,
    );
    expect(bad.body.error).toMatch(/notify must be true or false/);
    expect(bad.body.error).toMatch(/note must be at most 2000/);
    const res = await post(
      t,
      path,
      { notify: true, note: 'We are not raising from funds of your size.' },
      ir.cookie,
    ).expect(200);
    expect(res.body).toEqual({ success: true, requestId: id, notified: true });
    const mail = await smtp.waitForMail((m) => m.to.includes('rex@example.com'));
    expect(mail.text).toMatch(/unable to give you access/);
    expect(mail.text).toMatch(/not raising from funds of your size/);
    expect(await lastAudit('admin.request_rejected')).toMatchObject({
      actor: 'iris@gloh.example',
    });
    await post(t, path, {}, ir.cookie).expect(409);
  });

  it('lists investors with status, active sessions and last visit; sends a reset link; revokes after a step-up', async () => {
    const { investorId } = await approvedAndSignedIn('Val Visitor', 'val@example.com');
    const list = await get(
      `${P.investors}?search=val%40&sort=lastVisitAt&direction=desc`,
      ir.cookie,
    ).expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.investors[0]).toMatchObject({
      id: investorId,
      email: 'val@example.com',
      companyName: 'Example Capital',
      status: 'active',
      activeSessions: 1,
      lastVisitAt: expect.any(String),
    });

    const reset = await post(
      t,
      staffIrApiPath(P.investorResetLink, { id: investorId }),
      {},
      ir.cookie,
    ).expect(200);
    expect(reset.body).toMatchObject({ success: true, email: 'val@example.com' });
    expect(JSON.stringify(reset.body)).not.toMatch(/token/);
    await smtp.waitForMail(
      (m) => m.to.includes('val@example.com') && /reset-password\?token=/.test(m.text),
    );

    const admin2 = admin.cookie;
    const revokePath = staffIrApiPath(P.investorRevoke, { id: investorId });
    expect((await post(t, revokePath, {}, admin2).expect(403)).body.reason).toBe(
      'step-up-required',
    );
    await stepUp(t, admin2, admin.authenticator);
    const revoked = await post(t, revokePath, {}, admin2).expect(200);
    expect(revoked.body).toEqual({ success: true, email: 'val@example.com', sessionsEnded: 1 });
    expect(await lastAudit('admin.investor_revoked')).toMatchObject({ actor: 'adam@gloh.example' });
    const after = await get(`${P.investors}?status=revoked&search=val`, ir.cookie).expect(200);
    expect(after.body.investors[0]).toMatchObject({ status: 'revoked', activeSessions: 0 });
    await post(t, revokePath, {}, admin2).expect(409);
    await post(t, staffIrApiPath(P.investorRevoke, { id: ZERO_UUID }), {}, admin2).expect(404);
  });

  it('gives engagement per deck version and per investor as chart series', async () => {
    const { investorId, cookie } = await approvedAndSignedIn('Eve Reader', 'eve@example.com');
    const view = await openDeck(t, cookie);
    const version = Number(view.headers['x-deck-version']);
    await t.db.execute(sql`
      UPDATE sessions SET deck_opened_at = now() - interval '1 hour'
      WHERE investor_id = ${investorId}`);
    await request(t.http)
      .post('/api/investor-presentation/engagement')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .send({
        deckVersion: version,
        pages: [
          { page: 1, views: 1, visibleMs: 12_000 },
          { page: 2, views: 1, visibleMs: 3_000 },
        ],
      })
      .expect(204);

    const deck = await get(staffIrApiPath(P.deckEngagement, { version }), ir.cookie).expect(200);
    const pageCount = deck.body.pageCount as number;
    expect(deck.body).toMatchObject({ success: true, deckVersion: version, viewers: 1, days: 90 });
    expect(deck.body.pages).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
    expect(deck.body.reached.slice(0, 3)).toEqual([1, 1, 0]);
    expect(deck.body.reachedPercent.slice(0, 3)).toEqual([100, 100, 0]);
    expect(deck.body.medianSeconds.slice(0, 3)).toEqual([12, 3, null]);
    expect(deck.body.investors).toEqual([
      expect.objectContaining({
        id: investorId,
        email: 'eve@example.com',
        totalSeconds: 15,
        pagesReached: 2,
      }),
    ]);

    const one = await get(
      staffIrApiPath(P.investorEngagement, { id: investorId }),
      ir.cookie,
    ).expect(200);
    expect(one.body).toMatchObject({
      success: true,
      investor: { id: investorId, email: 'eve@example.com', name: 'Eve Reader' },
      deckVersion: version,
      totalSeconds: 15,
    });
    expect(one.body.secondsPerPage.slice(0, 3)).toEqual([12, 3, 0]);
    expect(one.body.reached.slice(0, 3)).toEqual([true, true, false]);
    expect(one.body).toMatchObject({ opens: 1, downloads: 0 });

    // A visit too short to report any reading still shows: opened, with its time and downloads.
    const brief = await approvedAndSignedIn('Bo Brief', 'bo@example.com');
    await openDeck(t, brief.cookie);
    await request(t.http)
      .get('/api/investor-presentation/download')
      .set('Cookie', brief.cookie)
      .expect(200);
    const visit = await get(
      staffIrApiPath(P.investorEngagement, { id: brief.investorId }),
      ir.cookie,
    ).expect(200);
    expect(visit.body).toMatchObject({ totalSeconds: 0, opens: 1, downloads: 1 });
    expect(Date.parse(visit.body.lastOpenedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(visit.body.firstOpenedAt).toBe(visit.body.lastOpenedAt);
    await get(staffIrApiPath(P.deckEngagement, { version: 999 }), ir.cookie).expect(404);
    await get(staffIrApiPath(P.investorEngagement, { id: ZERO_UUID }), ir.cookie).expect(404);
  });

  it('uploads a PDF as the live version after a step-up, refuses other files, and switches back', async () => {
    const before = await get(P.decks, ir.cookie).expect(200);
    const previous = before.body.versions.find((v: { live: boolean }) => v.live).version as number;
    const upload = (cookie: string, data: Buffer, name = 'deck.pdf') =>
      request(t.http)
        .post(P.decks)
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', cookie)
        .attach(DECK_UPLOAD.field, data, { filename: name, contentType: 'application/pdf' });

    const pdf = await smallPdf(3);
    const fresh = await enrolledStaff(t, smtp, 'ian@gloh.example', ['ir']);
    expect((await upload(fresh.cookie, pdf).expect(403)).body.reason).toBe('step-up-required');
    await stepUp(t, fresh.cookie, fresh.authenticator);

    const notPdf = await upload(fresh.cookie, Buffer.from('GIF89a not a deck')).expect(400);
    expect(notPdf.body.error).toMatch(/not a PDF/);
    const broken = await upload(fresh.cookie, Buffer.from('%PDF-1.7 but nothing else')).expect(400);
    expect(broken.body.error).toMatch(/cannot be read/);
    const none = await post(t, P.decks, {}, fresh.cookie).expect(400);
    expect(none.body.error).toMatch(/multipart field "file"/);
    const tooBig = await upload(fresh.cookie, Buffer.alloc(DECK_UPLOAD.maxBytes + 1, 0x25));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('The file is larger than this upload accepts');

    const created = await upload(fresh.cookie, pdf, 'Deck Q3.pdf').expect(200);
    expect(created.body).toMatchObject({
      success: true,
      created: true,
      version: {
        pageCount: 3,
        live: true,
        uploadedBy: 'ian@gloh.example',
        fileName: 'Deck Q3.pdf',
      },
    });
    const newVersion = created.body.version.version as number;
    expect(await lastAudit('admin.deck_uploaded')).toMatchObject({ actor: 'ian@gloh.example' });

    const activatePath = staffIrApiPath(P.deckActivate, { version: previous });
    await stepUp(t, ir.cookie, ir.authenticator);
    const back = await post(t, activatePath, {}, ir.cookie).expect(200);
    expect(back.body.version).toMatchObject({ version: previous, live: true });
    const list = await get(P.decks, ir.cookie).expect(200);
    expect(
      list.body.versions.map((v: { version: number; live: boolean }) => [v.version, v.live]),
    ).toEqual(
      expect.arrayContaining([
        [previous, true],
        [newVersion, false],
      ]),
    );
    expect(await lastAudit('admin.deck_activated')).toMatchObject({
      actor: 'iris@gloh.example',
      details: { version: previous, previous: newVersion },
    });
    // Investors are served the version switched back to.
    const { cookie } = await approvedAndSignedIn('Lou Later', 'lou@example.com');
    const view = await openDeck(t, cookie);
    expect(view.headers['x-deck-version']).toBe(String(previous));
    await post(t, staffIrApiPath(P.deckActivate, { version: 999 }), {}, ir.cookie).expect(404);

    // The same file again is that version again, live once more; nothing new is stored.
    const again = await upload(fresh.cookie, pdf).expect(200);
    expect(again.body).toMatchObject({
      created: false,
      version: { version: newVersion, live: true },
    });
    expect((await get(P.decks, ir.cookie)).body.versions).toHaveLength(list.body.versions.length);
  });
});
