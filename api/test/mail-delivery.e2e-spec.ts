import { STAFF_IR_API_PATHS } from '@gloh/contract/staff-ir';
import { STAFF_OPS_API_PATHS, STAFF_OPS_MESSAGES } from '@gloh/contract/staff-ops';
import request from 'supertest';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { latestAuditEntry } from './support/audit-log.js';
import { accessRequestOf, type AccessRequest } from './support/investors.js';
import { SoftwareAuthenticator } from './support/software-authenticator.js';
import { enroll, newSession, staffCookie, stepUp, staffConsoleForSuite } from './support/staff.js';
import { staffRequests } from './support/staff-requests.js';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../src/database/schema.js';
import { appForSuite, TEST_ORIGIN, type TestApp } from './support/test-app.js';

const OPS = STAFF_OPS_API_PATHS;
const IR = STAFF_IR_API_PATHS;
const revealPath = (id: string) => OPS.mailReveal.replace(':id', id);
const retryPath = (id: string) => OPS.mailOutboxRetry.replace(':id', id);

/** A member invited by the CLI and enrolled from the link it answered (no mail needed). */
async function memberFromLink(t: TestApp, email: string, roles: string[]) {
  const { link } = (await runAdminCommand(t.admin, {
    name: 'staff',
    target: 'invite',
    actor: 'ops',
    email,
    roles,
  })) as { link: string };
  const token = new URL(link).searchParams.get('token')!;
  const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
  const cookie = staffCookie(await enroll(t, token, authenticator));
  return { cookie, authenticator };
}

/** Sends an access request and approves it as `cookie` (stepped up): answers the approval. */
async function approveRequest(t: TestApp, cookie: string, accessRequest: AccessRequest) {
  const http = staffRequests(t);
  await request(t.http)
    .post('/api/presentation-access')
    .set('Origin', TEST_ORIGIN)
    .send(accessRequest)
    .expect(200);
  const list = await http.get(`${IR.requests}?search=${accessRequest.email}`, cookie).expect(200);
  const id = String(list.body.requests[0].id);
  return (await http.post(IR.requestApprove.replace(':id', id), {}, cookie).expect(200)).body;
}

async function waitForSent(t: TestApp, id: string) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await t.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    if (row?.status === 'sent') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mail ${id} was never marked sent`);
}

describe('staff console mail on a server without SMTP (e2e)', () => {
  const t = appForSuite({ RATE_LIMIT_STAFF_IP_LIMIT: '10000' });
  const http = staffRequests(t);
  let admin: Awaited<ReturnType<typeof memberFromLink>>;
  let ir: Awaited<ReturnType<typeof memberFromLink>>;
  let marketing: string;

  beforeAll(async () => {
    admin = await memberFromLink(t, 'ada@gloh.example', ['admin']);
    ir = await memberFromLink(t, 'ira@gloh.example', ['ir']);
    marketing = (await memberFromLink(t, 'mia@gloh.example', ['marketing'])).cookie;
  });

  it('reports that mail is not configured, and how much waits, to every staff role', async () => {
    await http.get(OPS.mailDelivery).expect(401);
    for (const cookie of [admin.cookie, ir.cookie, marketing]) {
      const res = await http.get(OPS.mailDelivery, cookie).expect(200);
      expect(res.body.delivery).toEqual({
        state: 'not-configured',
        configured: false,
        lastError: null,
        lastErrorAt: null,
        queued: expect.any(Number),
      });
      // The three invitations at least wait in the outbox.
      expect(res.body.delivery.queued).toBeGreaterThanOrEqual(3);
    }
    const outbox = await http.get(OPS.mailOutbox, admin.cookie).expect(200);
    expect(outbox.body.delivery).toMatchObject({ state: 'not-configured' });
    const invite = outbox.body.mails.find((mail: { to: string }) => mail.to === 'ira@gloh.example');
    expect(invite).toMatchObject({ secretKind: 'invite-link', revealable: true, revealedAt: null });
  });

  it('reveals an access code once, after a step-up, audited; the code signs the investor in', async () => {
    await stepUp(t, ir.cookie, ir.authenticator);
    const approved = await approveRequest(
      t,
      ir.cookie,
      accessRequestOf('Quinn Queued', 'quinn@example.com'),
    );
    expect(approved.mail).toEqual({
      id: expect.any(String),
      revealable: true,
      delivery: expect.objectContaining({ state: 'not-configured', configured: false }),
    });
    const mailId: string = approved.mail.id;

    // A session without a recent step-up may not, whatever its role.
    const fresh = await newSession(t, ir.authenticator);
    const denied = await http.post(revealPath(mailId), {}, fresh).expect(403);
    expect(denied.body.reason).toBe('step-up-required');
    expect(await latestAuditEntry(t, 'staff.mail_secret_revealed')).toBeUndefined();

    await stepUp(t, fresh, ir.authenticator);
    const revealed = await http.post(revealPath(mailId), {}, fresh).expect(200);
    expect(revealed.body).toEqual({
      success: true,
      mailId,
      to: 'quinn@example.com',
      kind: 'access-code',
      secret: expect.any(String),
    });
    expect(await latestAuditEntry(t, 'staff.mail_secret_revealed')).toMatchObject({
      actor: 'ira@gloh.example',
      email: 'quinn@example.com',
      details: { mailId, kind: 'access-code' },
    });

    const again = await http.post(revealPath(mailId), {}, fresh).expect(409);
    expect(again.body.error).toBe(STAFF_OPS_MESSAGES.mailAlreadyRevealed);
    const outbox = await http.get(OPS.mailOutbox, admin.cookie).expect(200);
    expect(outbox.body.mails.find((mail: { id: string }) => mail.id === mailId)).toMatchObject({
      revealable: false,
      revealedAt: expect.any(String),
    });

    await request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .send({ action: 'login', email: 'quinn@example.com', accessCode: revealed.body.secret })
      .expect(200);
  });

  it("keeps each kind's secret to the roles it belongs to", async () => {
    const outbox = await http.get(OPS.mailOutbox, admin.cookie).expect(200);
    const invite = outbox.body.mails.find((mail: { to: string }) => mail.to === 'mia@gloh.example');
    await stepUp(t, ir.cookie, ir.authenticator);
    const refused = await http.post(revealPath(invite.id), {}, ir.cookie).expect(403);
    expect(refused.body).toMatchObject({
      error: STAFF_OPS_MESSAGES.mailRevealRole,
      reason: 'wrong-role',
    });
    await stepUp(t, admin.cookie, admin.authenticator);
    const link = await http.post(revealPath(invite.id), {}, admin.cookie).expect(200);
    expect(link.body).toMatchObject({ kind: 'invite-link', to: 'mia@gloh.example' });
    expect(link.body.secret).toMatch(/\/staff\/enroll\?token=/);
  });

  it('refuses a retry: there is nothing to deliver with', async () => {
    const outbox = await http.get(OPS.mailOutbox, admin.cookie).expect(200);
    await stepUp(t, admin.cookie, admin.authenticator);
    const refused = await http.post(retryPath(outbox.body.mails[0].id), {}, admin.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(STAFF_OPS_MESSAGES.mailNotConfigured);
  });
});

describe('staff console mail on a server whose SMTP fails (e2e)', () => {
  const { t, smtp, http } = staffConsoleForSuite(() => ({ OUTBOX_RETRY_BASE_MS: '60000' }));

  it('says delivery is failing, with the error, and lets staff reveal the code once', async () => {
    const ir = await memberFromLink(t, 'ira@gloh.example', ['ir']);
    await smtp.stop();
    await stepUp(t, ir.cookie, ir.authenticator);
    const approved = await approveRequest(
      t,
      ir.cookie,
      accessRequestOf('Fay Failing', 'fay@example.com'),
    );
    const mailId: string = approved.mail.id;
    // The first attempt fails at once; the next one is a minute away.
    let delivery;
    for (let tries = 0; tries < 200; tries++) {
      delivery = (await http.get(OPS.mailDelivery, ir.cookie).expect(200)).body.delivery;
      if (delivery.state === 'failing') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(delivery).toMatchObject({
      state: 'failing',
      configured: true,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    const revealed = await http.post(revealPath(mailId), {}, ir.cookie).expect(200);
    expect(revealed.body.kind).toBe('access-code');
  });
});

describe('staff console mail on a server that delivers (e2e)', () => {
  const { t, smtp, http } = staffConsoleForSuite(() => ({ OUTBOX_POLL_MS: '600000' }));

  it('retries a queued mail now and delivers it; a delivered code cannot be revealed', async () => {
    const admin = await memberFromLink(t, 'ada@gloh.example', ['admin']);
    await stepUp(t, admin.cookie, admin.authenticator);
    const status = (await http.get(OPS.mailDelivery, admin.cookie).expect(200)).body.delivery;
    expect(status).toMatchObject({ state: 'ok', configured: true, lastError: null });

    const approved = await approveRequest(
      t,
      admin.cookie,
      accessRequestOf('Dee Delivered', 'dee@example.com'),
    );
    expect(approved.mail).toMatchObject({ revealable: false, delivery: { state: 'ok' } });
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('dee@example.com'));
    expect(mail.text).toMatch(/Access code: /);
    await waitForSent(t, approved.mail.id);
    const gone = await http.post(revealPath(approved.mail.id), {}, admin.cookie).expect(409);
    expect(gone.body.error).toBe(STAFF_OPS_MESSAGES.mailAlreadySent);

    // A mail waiting for its first attempt (not due for a day) goes now, once retried.
    const [queued] = await t.db
      .insert(mailOutbox)
      .values({
        toAddress: 'later@example.com',
        subject: 'Not due yet',
        textBody: 'later body',
        nextAttemptAt: new Date(Date.now() + 24 * 3600 * 1000),
      })
      .returning({ id: mailOutbox.id });
    const retried = await http.post(retryPath(queued!.id), {}, admin.cookie).expect(200);
    expect(retried.body.mail).toMatchObject({ id: queued!.id, state: 'queued' });
    const delivered = await smtp.waitForMail((candidate) => candidate.subject === 'Not due yet');
    expect(delivered.to).toEqual(['later@example.com']);
  });
});
