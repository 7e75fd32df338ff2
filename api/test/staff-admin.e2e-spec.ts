import { randomUUID } from 'node:crypto';
import { AUDIT_LOG_CSV_PATH } from '@gloh/contract/audit-actions';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { auditLog, mailOutbox } from '../src/database/schema.js';
import { latestAuditEntry } from './support/audit-log.js';
import {
  enrolledStaff,
  type EnrolledStaff,
  newSession,
  staffConsoleForSuite,
  stepUp,
} from './support/staff.js';
import { textBody } from './support/text-body.js';

const PATHS = STAFF_OPS_API_PATHS;
const retryPath = (id: string) => PATHS.mailOutboxRetry.replace(':id', encodeURIComponent(id));
const LATER = new Date(Date.now() + 24 * 3600 * 1000);

describe('staff admin API (e2e)', () => {
  const { t, smtp, http } = staffConsoleForSuite();
  let admin: EnrolledStaff;
  let ir: string;
  let marketing: string;

  beforeAll(async () => {
    admin = await enrolledStaff(t, smtp, 'ada@gloh.example', ['admin'], 'Ada Lovelace');
    ir = (await enrolledStaff(t, smtp, 'ira@gloh.example', ['ir'])).cookie;
    marketing = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
  });

  it('answers 401 without a session and 403 to ir and marketing members', async () => {
    for (const path of [PATHS.auditLog, PATHS.mailOutbox]) {
      expect((await http.get(path).expect(401)).body.reason).toBe('not-signed-in');
      for (const cookie of [ir, marketing])
        expect((await http.get(path, cookie).expect(403)).body.reason).toBe('wrong-role');
    }
    const id = randomUUID();
    await http.post(retryPath(id), {}).expect(401);
    expect((await http.post(retryPath(id), {}, ir).expect(403)).body.reason).toBe('wrong-role');
  });

  describe('audit log', () => {
    beforeAll(async () => {
      await t.db.insert(auditLog).values([
        { at: new Date('2026-03-01T10:00:00Z'), action: 'admin.request_approved', actor: 'ops' },
        { at: new Date('2026-03-02T10:00:00Z'), action: 'admin.request_rejected', actor: 'ops' },
        {
          at: new Date('2026-03-03T10:00:00Z'),
          action: 'admin.request_approved',
          actor: 'zoe@gloh.example',
        },
      ]);
    });

    it('lists newest first with the total, paged', async () => {
      const res = await http.get(`${PATHS.auditLog}?limit=2`, admin.cookie).expect(200);
      expect(res.body).toMatchObject({ success: true, limit: 2, offset: 0 });
      expect(res.body.total).toBeGreaterThan(3);
      expect(res.body.entries).toHaveLength(2);
      const times = res.body.entries.map((entry: { at: string }) => Date.parse(entry.at));
      expect(times[0]).toBeGreaterThanOrEqual(times[1]);
      expect(Object.keys(res.body.entries[0]).sort()).toEqual(
        [
          'action',
          'actor',
          'actorName',
          'at',
          'details',
          'email',
          'id',
          'ip',
          'staffMember',
        ].sort(),
      );
    });

    it('filters by actor, action and time range', async () => {
      const actions = async (query: string) =>
        (await http.get(`${PATHS.auditLog}?${query}`, admin.cookie).expect(200)).body.entries.map(
          (entry: { action: string; at: string }) => `${entry.at.slice(0, 10)} ${entry.action}`,
        );
      expect(await actions('actor=ops')).toEqual(
        expect.arrayContaining([
          '2026-03-02 admin.request_rejected',
          '2026-03-01 admin.request_approved',
        ]),
      );
      expect(await actions('actor=ops&action=admin.request_approved')).toEqual([
        '2026-03-01 admin.request_approved',
      ]);
      expect(await actions('from=2026-03-01T12:00:00Z&to=2026-03-03T10:00:00Z')).toEqual([
        '2026-03-02 admin.request_rejected',
      ]);
      expect(await actions('from=2026-03-01&to=2026-03-04&sort=at&dir=asc')).toEqual([
        '2026-03-01 admin.request_approved',
        '2026-03-02 admin.request_rejected',
        '2026-03-03 admin.request_approved',
      ]);
      const enrolled = await http
        .get(`${PATHS.auditLog}?actor=ada@gloh.example&action=staff.enrolled`, admin.cookie)
        .expect(200);
      expect(enrolled.body.total).toBe(1);
    });

    it('matches who and what in any case and any part, a known action exactly', async () => {
      await t.db.insert(auditLog).values([
        {
          at: new Date('2026-03-04T10:00:00Z'),
          action: 'staff.sign_in',
          actor: 'ada@gloh.example',
        },
        {
          at: new Date('2026-03-04T11:00:00Z'),
          action: 'staff.sign_in_failed',
          actor: 'ada@gloh.example',
        },
        {
          at: new Date('2026-03-05T10:00:00Z'),
          action: 'admin.request_approved',
          actor: '=cmd|calc@evil.example',
          details: { note: '+1, "quoted"' },
        },
      ]);
      const found = async (query: string) =>
        (await http.get(`${PATHS.auditLog}?limit=100&${query}`, admin.cookie).expect(200)).body
          .entries as { action: string; actor: string; actorName: string | null }[];

      const ops = await found('actor=OP');
      expect(ops.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ops.map((entry) => entry.actor))).toEqual(new Set(['ops']));
      // A staff member's name finds their entries too, and each entry names them.
      const byName = await found('actor=lovel');
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.every((entry) => entry.actor === 'ada@gloh.example')).toBe(true);
      expect(byName[0]!.actorName).toBe('Ada Lovelace');

      const requests = await found('action=REQUEST_');
      expect(new Set(requests.map((entry) => entry.action))).toEqual(
        new Set(['admin.request_approved', 'admin.request_rejected']),
      );
      // A whole known action is that action only: a failed sign-in is not a sign-in.
      const signIns = await found('action=staff.sign_in');
      expect(signIns.length).toBeGreaterThan(0);
      expect(signIns.every((entry) => entry.action === 'staff.sign_in')).toBe(true);
      expect((await found('action=sign_in')).map((entry) => entry.action)).toContain(
        'staff.sign_in_failed',
      );
      // A % is a character to find, not a wildcard.
      expect(await found('actor=%25')).toEqual([]);
    });

    it('keeps to what staff accounts did when asked', async () => {
      const res = await http
        .get(`${PATHS.auditLog}?limit=100&staffOnly=true`, admin.cookie)
        .expect(200);
      const actors = new Set(res.body.entries.map((entry: { actor: string }) => entry.actor));
      expect(actors.has('ada@gloh.example')).toBe(true);
      for (const outsider of ['ops', 'zoe@gloh.example']) expect(actors.has(outsider)).toBe(false);
    });

    it('exports the filter as formula-safe CSV, for admins only, and audits the export', async () => {
      for (const cookie of [ir, marketing])
        expect((await http.get(AUDIT_LOG_CSV_PATH, cookie).expect(403)).body.reason).toBe(
          'wrong-role',
        );
      const res = await http
        .get(`${AUDIT_LOG_CSV_PATH}?action=request_approved&sort=at&dir=asc&limit=1`, admin.cookie)
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body as string;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe('id,at (UTC),action,what,actor,actor name,email,address,details');
      // No paging: all three approvals, oldest first, the planted formula disarmed.
      expect(lines.slice(1, -1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual([
        '2026-03-01T10:00:00.000Z,admin.request_approved,Access request approved,ops',
        '2026-03-03T10:00:00.000Z,admin.request_approved,Access request approved,zoe@gloh.example',
        "2026-03-05T10:00:00.000Z,admin.request_approved,Access request approved,'=cmd|calc@evil.example",
      ]);
      expect(lines.at(-2)!.endsWith(String.raw`,"{""note"":""+1, \""quoted\""""}"`)).toBe(true);
      const entry = await latestAuditEntry(t, 'admin.audit_exported');
      expect(entry).toMatchObject({
        actor: 'ada@gloh.example',
        details: { rows: 3, filter: { action: 'request_approved', staffOnly: false } },
      });
    });

    it('refuses bad filters with a 400', async () => {
      for (const query of [
        'sort=ip',
        'dir=sideways',
        'offset=-5',
        'from=last-week',
        'to=2026-13-01',
        `actor=${'a'.repeat(201)}`,
        'limit=1000',
        'staffOnly=yes',
      ]) {
        const res = await http.get(`${PATHS.auditLog}?${query}`, admin.cookie).expect(400);
        expect(res.body.success).toBe(false);
      }
    });
  });

  describe('mail outbox', () => {
    const ids: Record<'queued' | 'failed' | 'sealed' | 'givenUp' | 'sent', string> = {
      queued: randomUUID(),
      failed: randomUUID(),
      sealed: randomUUID(),
      givenUp: randomUUID(),
      sent: randomUUID(),
    };

    beforeAll(async () => {
      await t.db.insert(mailOutbox).values([
        {
          id: ids.queued,
          toAddress: 'queued@example.com',
          subject: 'Queued for later',
          textBody: 'queued body',
          nextAttemptAt: LATER,
        },
        {
          id: ids.failed,
          toAddress: 'failed@example.com',
          subject: 'Failed once',
          textBody: 'failed body',
          attempts: 3,
          lastError: 'Error: connect ECONNREFUSED 127.0.0.1:1',
          nextAttemptAt: LATER,
        },
        {
          id: ids.sealed,
          toAddress: 'investor@example.com',
          subject: 'Your access code',
          sealedBody: 'sealed-secret-text',
          scrubAfterSend: true,
          attempts: 1,
          lastError: 'Error: timeout',
          nextAttemptAt: LATER,
        },
        {
          id: ids.givenUp,
          toAddress: 'given-up@example.com',
          subject: 'Tried too often',
          textBody: 'given-up body',
          status: 'failed',
          attempts: 16,
          lastError: 'Error: 550 mailbox unavailable',
          nextAttemptAt: LATER,
        },
        {
          id: ids.sent,
          toAddress: 'sent@example.com',
          subject: 'Delivered',
          textBody: 'sent body',
          status: 'sent',
          attempts: 1,
          sentAt: new Date(),
        },
      ]);
    });

    it('lists unsent mail without bodies, and filters by state', async () => {
      const res = await http.get(PATHS.mailOutbox, admin.cookie).expect(200);
      const mine = res.body.mails.filter((mail: { id: string }) =>
        Object.values(ids).includes(mail.id),
      );
      expect(mine.map((mail: { id: string }) => mail.id).sort()).toEqual(
        [ids.queued, ids.failed, ids.sealed, ids.givenUp].sort(),
      );
      const failed = mine.find((mail: { id: string }) => mail.id === ids.failed);
      expect(failed).toEqual({
        id: ids.failed,
        to: 'failed@example.com',
        subject: 'Failed once',
        state: 'retrying',
        attempts: 3,
        lastError: 'Error: connect ECONNREFUSED 127.0.0.1:1',
        createdAt: expect.any(String),
        nextAttemptAt: LATER.toISOString(),
        sentAt: null,
        secretKind: null,
        revealable: false,
        revealedAt: null,
      });
      expect(res.body.delivery).toMatchObject({ state: 'ok', configured: true });
      expect(JSON.stringify(res.body)).not.toMatch(/body|sealed-secret-text/);

      const states = async (query: string) =>
        (await http.get(`${PATHS.mailOutbox}?${query}`, admin.cookie).expect(200)).body.mails
          .filter((mail: { id: string }) => Object.values(ids).includes(mail.id))
          .map((mail: { id: string; state: string }) => mail.state);
      expect(await states('state=retrying')).toEqual(['retrying', 'retrying']);
      expect(await states('state=failed')).toEqual(['failed']);
      expect(await states('state=queued')).toEqual(['queued']);
      expect(await states('state=sent')).toEqual(['sent']);
      expect(await states('state=retrying&q=access code')).toEqual(['retrying']);
      await http.get(`${PATHS.mailOutbox}?state=lost`, admin.cookie).expect(400);
    });

    it('retries a queued, retrying or failed mail now only after a step-up, audited', async () => {
      const signedIn = await newSession(t, admin.authenticator);
      const denied = await http.post(retryPath(ids.failed), {}, signedIn).expect(403);
      expect(denied.body.reason).toBe('step-up-required');

      await stepUp(t, signedIn, admin.authenticator);
      const res = await http.post(retryPath(ids.failed), {}, signedIn).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        mail: { id: ids.failed, to: 'failed@example.com' },
      });
      expect(Date.parse(res.body.mail.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
      expect(res.body.mail).not.toHaveProperty('textBody');

      const delivered = await smtp.waitForMail((mail) => mail.subject === 'Failed once');
      expect(delivered.to).toEqual(['failed@example.com']);
      expect(await latestAuditEntry(t, 'admin.mail_retried')).toMatchObject({
        actor: 'ada@gloh.example',
        email: 'failed@example.com',
        details: { mailId: ids.failed, attempts: 3 },
      });

      // A mail given up on gets one more attempt.
      const givenUp = await http.post(retryPath(ids.givenUp), {}, signedIn).expect(200);
      expect(givenUp.body.mail).toMatchObject({ id: ids.givenUp, state: 'retrying', attempts: 16 });
      const again = await smtp.waitForMail((mail) => mail.subject === 'Tried too often');
      expect(again.to).toEqual(['given-up@example.com']);

      // A queued mail not due yet goes now too.
      const queued = await http.post(retryPath(ids.queued), {}, signedIn).expect(200);
      expect(queued.body.mail).toMatchObject({ id: ids.queued, state: 'queued' });
      const sent = await http.post(retryPath(ids.sent), {}, signedIn).expect(409);
      expect(sent.body.error).toBe(
        'Only a mail waiting for delivery (queued, retrying or failed) can be retried now',
      );
      const unknown = await http.post(retryPath(randomUUID()), {}, signedIn).expect(404);
      expect(unknown.body.error).toBe('Mail not found');
      const bad = await http.post(retryPath('not-a-uuid'), {}, signedIn).expect(400);
      expect(bad.body.error).toBe('id must be a mail id (uuid)');
    });
  });
});
