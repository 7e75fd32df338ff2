import { jest } from '@jest/globals';
import { and, asc, eq, like } from 'drizzle-orm';
import request from 'supertest';
import { STAFF_IR_API_PATHS, staffIrApiPath } from '@gloh/contract/staff-ir';
import { STAFF_IR_BULK_API_PATHS } from '@gloh/contract/staff-ir-bulk';
import { auditLog } from '../src/database/schema.js';
import { latestAuditEntry } from './support/audit-log.js';
import { irConsoleForSuite, newSession, post, stepUp } from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

jest.setTimeout(180_000);

const P = STAFF_IR_API_PATHS;
const B = STAFF_IR_BULK_API_PATHS;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('bulk decisions on access requests (e2e)', () => {
  const { t, smtp, http, ir, marketing } = irConsoleForSuite();

  const { get } = http;

  async function requestAccess(name: string, email: string) {
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({ name, companyName: 'Example Capital', phoneNumber: '+1 555 0100', email })
      .expect(200);
    const list = await get(`${P.requests}?search=${encodeURIComponent(email)}`, ir.cookie).expect(
      200,
    );
    return list.body.requests[0] as { id: number; email: string };
  }

  const lastAudit = (action: string) => latestAuditEntry(t, action);

  async function mailedCode(email: string): Promise<string> {
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(email) && /Access code: /.test(m.text),
    );
    return /Access code: (\S+)/.exec(mail.text)![1]!;
  }

  async function login(email: string, accessCode: string) {
    return request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .send({ action: 'login', email, accessCode })
      .expect(200);
  }

  let approver: string | undefined;
  /** A session of the ir member of its own, just stepped up. */
  async function steppedUpApprover(): Promise<string> {
    approver ??= await newSession(t, ir.authenticator);
    await stepUp(t, approver, ir.authenticator);
    return approver;
  }

  async function approve(id: number) {
    const cookie = await steppedUpApprover();
    return post(t, staffIrApiPath(P.requestApprove, { id }), {}, cookie).expect(200);
  }

  it('answers 401 without a staff session and 403 to a marketing member', async () => {
    await stepUp(t, marketing.cookie, marketing.authenticator);
    for (const path of [B.requestsApprove, B.requestsReject]) {
      const anonymous = await post(t, path, { ids: [1] });
      expect([path, anonymous.status, anonymous.body.reason]).toEqual([path, 401, 'not-signed-in']);
      const denied = await post(t, path, { ids: [1] }, marketing.cookie);
      expect([path, denied.status, denied.body.reason]).toEqual([path, 403, 'wrong-role']);
    }
  });

  it('approves several requests with one step-up, each on its own: one already decided elsewhere or unknown is reported, the others approved', async () => {
    const first = await requestAccess('Bea Bulk', 'bea@bulk.example');
    const second = await requestAccess('Ben Bulk', 'ben@bulk.example');
    const decided = await requestAccess('Dee Decided', 'dee@bulk.example');
    const unconfirmed = await newSession(t, ir.authenticator);
    const ids = [first.id, decided.id, 99_999, second.id];
    const refused = await post(t, B.requestsApprove, { ids }, unconfirmed).expect(403);
    expect(refused.body.reason).toBe('step-up-required');
    const untouched = await get(`${P.requests}?search=%40bulk.example`, ir.cookie).expect(200);
    expect(untouched.body.requests.map((r: { status: string }) => r.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    // Another member decides one of them first.
    await approve(decided.id);
    await stepUp(t, unconfirmed, ir.authenticator);
    const res = await post(t, B.requestsApprove, { ids }, unconfirmed).expect(200);
    expect(res.body).toEqual({
      success: true,
      results: [
        expect.objectContaining({
          requestId: first.id,
          ok: true,
          investor: expect.objectContaining({ email: 'bea@bulk.example' }),
          reactivated: false,
          mail: expect.objectContaining({ id: expect.any(String) }),
        }),
        {
          requestId: decided.id,
          ok: false,
          status: 409,
          error: `Access request ${decided.id} is already approved`,
        },
        { requestId: 99_999, ok: false, status: 404, error: 'No such access request' },
        expect.objectContaining({ requestId: second.id, ok: true }),
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/accessCode/);
    // The same audit entry and mail as the single approval, under the member who confirmed.
    await login('bea@bulk.example', await mailedCode('bea@bulk.example'));
    await login('ben@bulk.example', await mailedCode('ben@bulk.example'));
    const audit = await t.db
      .select({ email: auditLog.email, actor: auditLog.actor })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin.request_approved'), like(auditLog.email, '%@bulk.example')),
      )
      .orderBy(asc(auditLog.email));
    expect(audit).toEqual([
      { email: 'bea@bulk.example', actor: 'iris@gloh.example' },
      { email: 'ben@bulk.example', actor: 'iris@gloh.example' },
      { email: 'dee@bulk.example', actor: 'iris@gloh.example' },
    ]);
  });

  it('approves several requests with one end date for all, as the single approval gives it', async () => {
    const a = await requestAccess('Ena End', 'ena@example.com');
    const b = await requestAccess('Ben End', 'ben@example.com');
    const ends = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const cookie = await steppedUpApprover();
    const res = await post(
      t,
      B.requestsApprove,
      { ids: [a.id, b.id], accessExpiresAt: ends },
      cookie,
    ).expect(200);
    expect(res.body.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    for (const [request, email] of [
      [a, 'ena@example.com'],
      [b, 'ben@example.com'],
    ] as const) {
      const [investor] = (await get(`${P.investors}?search=${email}`, ir.cookie).expect(200)).body
        .investors;
      expect(investor).toMatchObject({ email, accessExpiresAt: ends });
      const mail = await smtp.waitForMail(
        (m) => m.to.includes(email) && /Access code: /.test(m.text),
      );
      expect(mail.text).toContain('Your access is open until');
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin.request_approved'), eq(auditLog.email, email)));
      expect(audit).toEqual([
        expect.objectContaining({
          details: expect.objectContaining({ requestId: request.id, accessExpiresAt: ends }),
        }),
      ]);
    }
  });

  it('rejects several requests with one note, mailing each requester, and reports the ones not pending', async () => {
    const first = await requestAccess('Ria Reject', 'ria@many.example');
    const second = await requestAccess('Rob Reject', 'rob@many.example');
    const cookie = await steppedUpApprover();
    await post(t, staffIrApiPath(P.requestReject, { id: second.id }), {}, cookie).expect(200);
    const res = await post(
      t,
      B.requestsReject,
      { ids: [first.id, second.id], notify: true, note: 'Not this round.' },
      cookie,
    ).expect(200);
    expect(res.body).toEqual({
      success: true,
      results: [
        { requestId: first.id, ok: true, notified: true },
        {
          requestId: second.id,
          ok: false,
          status: 409,
          error: `Access request ${second.id} not found or not pending`,
        },
      ],
    });
    const mail = await smtp.waitForMail((m) => m.to.includes('ria@many.example'));
    expect(mail.text).toMatch(/Not this round\./);
    expect(smtp.messages.some((m) => m.to.includes('rob@many.example'))).toBe(false);
    expect(await lastAudit('admin.request_rejected')).toMatchObject({
      actor: 'iris@gloh.example',
      email: 'ria@many.example',
    });
  });

  it('refuses a bad bulk body with a 400 that says what is wrong, deciding nothing', async () => {
    const { id } = await requestAccess('Pat Pending', 'pat@bad-bulk.example');
    const cookie = await steppedUpApprover();
    const cases: [string, object, RegExp][] = [
      [B.requestsApprove, {}, /ids must be a list of 1 to 50 access request ids/],
      [B.requestsApprove, { ids: [] }, /ids must be a list of 1 to 50/],
      [B.requestsApprove, { ids: id }, /ids must be a list of 1 to 50/],
      [
        B.requestsApprove,
        { ids: Array.from({ length: 51 }, (_, index) => index + 1) },
        /ids must be a list of 1 to 50/,
      ],
      [B.requestsApprove, { ids: [id, id] }, /ids must not repeat an id/],
      [B.requestsApprove, { ids: [id, 0] }, /each of ids must be a whole number from 1 to/],
      [B.requestsApprove, { ids: [id, '7'] }, /each of ids must be a whole number/],
      [B.requestsApprove, { ids: [id, 2 ** 31] }, /each of ids must be a whole number/],
      [B.requestsApprove, { ids: [id], notify: true }, /property notify should not exist/],
      [B.requestsApprove, { ids: [id], accessExpiresAt: 'soon' }, /accessExpiresAt must be a date/],
      [
        B.requestsApprove,
        { ids: [id], accessExpiresAt: new Date(Date.now() - 60_000).toISOString() },
        /^Invalid request: accessExpiresAt must be a time in the future$/,
      ],
      [
        B.requestsApprove,
        { ids: [id], accessExpiresAt: new Date(Date.now() + 3661 * DAY_MS).toISOString() },
        /^Invalid request: accessExpiresAt must be within 3660 days$/,
      ],
      [
        B.requestsReject,
        { ids: [id], accessExpiresAt: new Date(Date.now() + DAY_MS).toISOString() },
        /property accessExpiresAt should not exist/,
      ],
      [B.requestsReject, { ids: [id], notify: 'yes' }, /notify must be true or false/],
      [B.requestsReject, { ids: [id], note: 'x'.repeat(2001) }, /note must be at most 2000/],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(t, path, body, cookie);
      expect([path, JSON.stringify(body).slice(0, 40), res.status]).toEqual([
        path,
        JSON.stringify(body).slice(0, 40),
        400,
      ]);
      expect(res.body.error).toMatch(message);
    }
    const still = await get(`${P.requests}?search=pat%40`, ir.cookie).expect(200);
    expect(still.body.requests[0]).toMatchObject({ id, status: 'pending' });
  });
});
