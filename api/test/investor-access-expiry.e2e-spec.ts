import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import {
  ACCESS_EXPIRED_REASON,
  ACCESS_EXPIRY_MESSAGES,
  formatAccessTime,
  INVESTOR_ACCESS_API_PATHS,
} from '@gloh/contract/investor-access';
import { STAFF_IR_API_PATHS, staffIrApiPath } from '@gloh/contract/staff-ir';
import { investors } from '../src/database/schema.js';
import { latestAuditEntry } from './support/audit-log.js';
import { sessionCookie } from './support/http.js';
import { irConsoleForSuite, post, steppedUpSession } from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

jest.setTimeout(180_000);

const P = STAFF_IR_API_PATHS;
const accessPath = (id: string) =>
  INVESTOR_ACCESS_API_PATHS.investorAccess.replace(':id', encodeURIComponent(id));
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Polls `check` until it holds (the API's timer runs every ACCESS_EXPIRY_POLL_MS). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('access with terms: an expiry per investor (e2e)', () => {
  const { t, smtp, http, ir, marketing } = irConsoleForSuite(() => ({
    ACCESS_EXPIRY_POLL_MS: '200',
    ACCESS_EXPIRY_REMINDER_DAYS: '3',
    COMPANY_INBOX: 'ir@gloh.example',
  }));
  const { get } = http;
  let irStepped: string;

  beforeAll(async () => {
    irStepped = await steppedUpSession(t, ir.authenticator);
  });

  function login(email: string, accessCode: string) {
    return request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .send({ action: 'login', email, accessCode });
  }

  /** A new investor, approved and signed in: their id, code and session cookie. */
  async function signedInInvestor(name: string, email: string) {
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({ name, companyName: 'Example Capital', phoneNumber: '+1 555 0100', email })
      .expect(200);
    const listed = await get(`${P.requests}?search=${encodeURIComponent(email)}`, ir.cookie);
    const requestId = listed.body.requests[0].id as number;
    const approved = await post(
      t,
      staffIrApiPath(P.requestApprove, { id: requestId }),
      {},
      irStepped,
    ).expect(200);
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(email) && /Access code: /.test(m.text),
    );
    const code = /Access code: (\S+)/.exec(mail.text)![1]!;
    const cookie = sessionCookie(await login(email, code).expect(200));
    return { id: approved.body.investor.id as string, code, cookie, requestId };
  }

  const setExpiry = (id: string, accessExpiresAt: unknown, cookie = irStepped) =>
    post(t, accessPath(id), { accessExpiresAt }, cookie);

  it('is for ir and admin only, after a step-up', async () => {
    await get(accessPath(ZERO_UUID)).expect(401);
    const denied = await get(accessPath(ZERO_UUID), marketing.cookie).expect(403);
    expect(denied.body.reason).toBe('wrong-role');
    const notSteppedUp = await setExpiry(ZERO_UUID, null, ir.cookie).expect(403);
    expect(notSteppedUp.body.reason).toBe('step-up-required');
    const missing = await get(accessPath(ZERO_UUID), ir.cookie).expect(404);
    expect(missing.body.error).toBe('No such investor');
  });

  it('refuses what is not a future date with a 400 that says so', async () => {
    const { id } = await signedInInvestor('Vera Valid', 'vera@example.com');
    const cases: [unknown, string][] = [
      [undefined, ACCESS_EXPIRY_MESSAGES.notDate],
      ['next tuesday', ACCESS_EXPIRY_MESSAGES.notDate],
      [20270101, ACCESS_EXPIRY_MESSAGES.notDate],
      ['2027-02-30T10:00:00Z', ACCESS_EXPIRY_MESSAGES.notDate],
      [new Date(Date.now() - 60_000).toISOString(), ACCESS_EXPIRY_MESSAGES.inPast],
      [new Date(Date.now() + 3661 * DAY_MS).toISOString(), ACCESS_EXPIRY_MESSAGES.tooFar],
    ];
    for (const [value, message] of cases) {
      const res = await setExpiry(id, value).expect(400);
      expect([value, res.body.error]).toEqual([value, `Invalid request: ${message}`]);
    }
    const unchanged = await get(accessPath(id), ir.cookie).expect(200);
    expect(unchanged.body.investor.accessExpiresAt).toBeNull();
  });

  it('approves with an end date when asked, and refuses a past one without deciding', async () => {
    const email = 'ada@example.com';
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send({
        name: 'Ada Approve',
        companyName: 'Example Capital',
        phoneNumber: '+1 555 0100',
        email,
      })
      .expect(200);
    const listed = await get(`${P.requests}?search=ada%40`, ir.cookie);
    const id = listed.body.requests[0].id as number;
    const path = staffIrApiPath(P.requestApprove, { id });
    const past = await post(
      t,
      path,
      { accessExpiresAt: new Date(Date.now() - DAY_MS).toISOString() },
      irStepped,
    ).expect(400);
    expect(past.body.error).toBe(`Invalid request: ${ACCESS_EXPIRY_MESSAGES.inPast}`);
    const ends = new Date(Date.now() + 20 * DAY_MS).toISOString();
    const approved = await post(t, path, { accessExpiresAt: ends }, irStepped).expect(200);
    const access = await get(accessPath(approved.body.investor.id), ir.cookie).expect(200);
    expect(access.body.investor).toMatchObject({ status: 'active', accessExpiresAt: ends });
    expect(await latestAuditEntry(t, 'admin.request_approved')).toMatchObject({
      details: { requestId: id, accessExpiresAt: ends },
    });
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(email) && /Access code: /.test(m.text),
    );
    expect(mail.text).toContain(`Your access is open until ${formatAccessTime(ends)}.`);
  });

  it('sets, extends and clears the expiry, audited, and the list shows it', async () => {
    const { id } = await signedInInvestor('Sam Set', 'sam@example.com');
    const first = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const set = await setExpiry(id, first).expect(200);
    expect(set.body).toMatchObject({
      success: true,
      investor: { id, status: 'active', accessExpiresAt: first },
      previousAccessExpiresAt: null,
    });
    expect(await latestAuditEntry(t, 'admin.investor_access_expiry_set')).toMatchObject({
      actor: 'iris@gloh.example',
      investorId: id,
      details: { accessExpiresAt: first, previous: null },
    });
    const later = new Date(Date.now() + 60 * DAY_MS).toISOString();
    const extended = await setExpiry(id, later).expect(200);
    expect(extended.body.previousAccessExpiresAt).toBe(first);
    const [listed] = (await get(`${P.investors}?search=sam%40`, ir.cookie).expect(200)).body
      .investors;
    expect(listed.accessExpiresAt).toBe(later);
    const cleared = await setExpiry(id, null).expect(200);
    expect(cleared.body.investor.accessExpiresAt).toBeNull();
    expect(await latestAuditEntry(t, 'admin.investor_access_expiry_cleared')).toMatchObject({
      investorId: id,
      details: { accessExpiresAt: null, previous: later },
    });
  });

  it('mails the investor once before access ends, then ends it: sessions end, the viewer is told, login is refused naming the date and the contact', async () => {
    const email = 'erin@example.com';
    const { id, code, cookie } = await signedInInvestor('Erin Expiry', email);
    await get('/api/auth/me', cookie).expect(200);
    const endsAt = new Date(Date.now() + 3_000).toISOString();
    await setExpiry(id, endsAt).expect(200);

    const reminder = await smtp.waitForMail(
      (m) => m.to.includes(email) && /ends soon/.test(m.subject),
    );
    expect(reminder.text).toContain(formatAccessTime(endsAt));
    expect(reminder.text).toContain('ir@gloh.example');
    expect(await latestAuditEntry(t, 'admin.investor_access_reminder_mailed')).toMatchObject({
      investorId: id,
      details: { accessExpiresAt: endsAt },
    });

    // The open viewer polls its session: it hears the access ended as it hears a revocation.
    await eventually(async () => (await get('/api/auth/me', cookie)).status === 401);
    const me = await get('/api/auth/me', cookie).expect(401);
    expect(me.body.reason).toBe('access-revoked');
    expect(await latestAuditEntry(t, 'admin.investor_access_expired')).toMatchObject({
      actor: 'iris@gloh.example',
      investorId: id,
      details: { sessionsEnded: 1, accessExpiresAt: endsAt },
    });
    const [row] = await t.db.select().from(investors).where(eq(investors.id, id));
    expect(row).toMatchObject({ status: 'revoked' });

    const refused = await login(email, code).expect(403);
    expect(refused.body).toEqual({
      success: false,
      error: `Your access to the investor presentation ended on ${formatAccessTime(endsAt)}. To have it extended, contact our investor relations team at ir@gloh.example.`,
      reason: ACCESS_EXPIRED_REASON,
      details: { accessExpiredAt: endsAt },
    });
    // A plain form post (no script) is sent back to the login with its own key, never the date.
    const posted = await request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .set('Accept', 'text/html,application/xhtml+xml')
      .type('form')
      .redirects(0)
      .send({ action: 'login', email, accessCode: code })
      .expect(303);
    expect(posted.headers.location).toBe(
      '/investors/presentation-access?failed=login&error=access-ended',
    );
    // A wrong code learns nothing of the expiry.
    const wrong = await login(email, 'WRONG-CODE-0000-0000').expect(401);
    expect(wrong.body.error).toBe('Invalid email or access code');

    const [listed] = (await get(`${P.investors}?search=erin%40`, ir.cookie).expect(200)).body
      .investors;
    expect(listed).toMatchObject({ status: 'revoked', accessExpiresAt: endsAt });
    // Only one reminder, though the timer ran many times.
    expect(
      smtp.messages.filter((m) => m.to.includes(email) && /ends soon/.test(m.subject)),
    ).toHaveLength(1);
    const ended = await setExpiry(id, new Date(Date.now() + DAY_MS).toISOString()).expect(409);
    expect(ended.body.error).toBe(ACCESS_EXPIRY_MESSAGES.notActive);
  });

  it('refuses the login of an investor past their expiry, whether or not the timer has run', async () => {
    const email = 'lena@example.com';
    const { id, code } = await signedInInvestor('Lena Lag', email);
    // Past its time but still active, as between two checks of the timer.
    await t.db
      .update(investors)
      .set({
        accessExpiresAt: sql`now() - interval '1 hour'`,
        accessReminderSentAt: sql`now()`,
        status: 'active',
      })
      .where(eq(investors.id, id));
    const refused = await login(email, code).expect(403);
    expect(refused.body.reason).toBe(ACCESS_EXPIRED_REASON);
  });

  it('no reminder for an expiry further ahead than the reminder days; a new date earns a new one', async () => {
    const email = 'rita@example.com';
    const { id } = await signedInInvestor('Rita Remind', email);
    const before = smtp.messages.length;
    await setExpiry(id, new Date(Date.now() + 10 * DAY_MS).toISOString()).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const reminders = () =>
      smtp.messages
        .slice(before)
        .filter((m) => m.to.includes(email) && /ends soon/.test(m.subject));
    expect(reminders()).toHaveLength(0);
    await setExpiry(id, new Date(Date.now() + 2 * DAY_MS).toISOString()).expect(200);
    await smtp.waitForMail((m) => m.to.includes(email) && /ends soon/.test(m.subject));
    await setExpiry(id, new Date(Date.now() + DAY_MS).toISOString()).expect(200);
    await eventually(async () => reminders().length === 2);
  });
});
