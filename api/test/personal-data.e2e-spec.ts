import { jest } from '@jest/globals';
import { DECK_AGREEMENT_API_PATHS } from '@gloh/contract/deck-agreement';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import {
  STAFF_NOTIFICATION_EVENTS,
  STAFF_NOTIFICATIONS_PATH,
} from '@gloh/contract/staff-notifications';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { AdminError } from '../src/admin/admin-errors.js';
import { rowsOf } from '../src/database/database.js';
import type { PersonErasure } from '../src/personal-data/personal-data.service.js';
import { deckCopyForSuite, openDeck } from './support/deck.js';
import { sessionCookie } from './support/http.js';
import { approvedInvestor } from './support/investors.js';
import { enrolledStaff, staffConsoleForSuite } from './support/staff.js';
import { TEST_ORIGIN, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

/** As she typed it in the contact form; everything else keeps it in lower case. */
const TYPED_EMAIL = 'Ada.Lovelace@Example.com';
const EMAIL = TYPED_EMAIL.toLowerCase();
const NAME = 'Ada Lovelace';
/** Someone else, whose data must come through untouched. */
const OTHER_EMAIL = 'grace@example.org';
const OTHER_MESSAGE = 'Grace asks about partnerships with hospitals';

type Exported = Record<string, unknown> & { email: string };

/** Every table and column of the schema that can hold text: text, varchar, json(b) and arrays. */
async function textColumns(t: TestApp): Promise<{ table: string; column: string }[]> {
  return rowsOf<{ table: string; column: string }>(
    await t.db.execute(sql`
      SELECT table_name AS table, column_name AS column
      FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY table_name, column_name`),
  );
}

/** "table.column" of every value that contains `needle`, in any case. */
async function whereFound(t: TestApp, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(t)) {
    const [row] = rowsOf<{ n: string }>(
      await t.db.execute(sql`
        SELECT count(*) AS n FROM ${sql.identifier(table)}
        WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`}`),
    );
    if (Number(row!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

async function auditAbout(t: TestApp, who: string) {
  return rowsOf<{ id: number; action: string; actor: string; email: string | null }>(
    await t.db.execute(sql`
      SELECT id, action, actor, email FROM audit_log
      WHERE lower(actor) = ${who} OR lower(email) = ${who} ORDER BY id`),
  );
}

describe('data-subject requests: person export and erase', () => {
  const deck = deckCopyForSuite();
  const { t, smtp, http } = staffConsoleForSuite(() => ({
    DECK_PATH: deck.path,
    TRUST_PROXY: 'loopback',
  }));
  let investorCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    // Everything a person leaves here, through the real flows: a contact message, an access
    // request that became an investor account, a session that read the deck, a failed login
    // from elsewhere, a reset link, and a staff account with a passkey that handled a message.
    const post = (path: string, body: object, ip = '203.0.113.9') =>
      request(t.http).post(path).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', ip).send(body);
    // A colleague mailed about everything, so the person's name is in notifications to others too.
    const watcher = await enrolledStaff(t, smtp, 'watcher@gloh.example', ['admin']);
    await http
      .put(
        STAFF_NOTIFICATIONS_PATH,
        { events: [...STAFF_NOTIFICATION_EVENTS], revisitAfterDays: 1 },
        watcher.cookie,
      )
      .expect(200);
    await post('/api/contact', { name: NAME, email: TYPED_EMAIL, message: 'Engines?' }).expect(200);
    await post(
      '/api/contact',
      { name: 'Grace Hopper', email: OTHER_EMAIL, message: OTHER_MESSAGE },
      '203.0.113.10',
    ).expect(200);
    await post(
      '/api/presentation-access',
      {
        name: 'Grace Hopper',
        companyName: 'Navy Fund',
        phoneNumber: '555 0101',
        email: OTHER_EMAIL,
      },
      '203.0.113.10',
    ).expect(200);
    const { accessCode } = await approvedInvestor(
      t,
      { name: NAME, companyName: 'Analytical Engines', phoneNumber: '555 0100', email: EMAIL },
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    investorCookie = sessionCookie(
      await post('/api/auth', { action: 'login', email: EMAIL, accessCode }).expect(200),
    );
    await openDeck(t, investorCookie);
    // An agreement accepted after that: its acceptance (with address and browser) is theirs too.
    await t.db.execute(
      sql`INSERT INTO deck_agreement_versions (version, body, published_by) VALUES (1, 'Keep it secret.', 'ivy@gloh.example')`,
    );
    await request(t.http)
      .post(DECK_AGREEMENT_API_PATHS.investorAccept)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', investorCookie)
      .send({ version: 1 })
      .expect(200);
    await request(t.http)
      .post('/api/investor-presentation/engagement')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', investorCookie)
      .send({ deckVersion: 1, pages: [{ page: 1, views: 1, visibleMs: 10 }] })
      .expect(204);
    await post(
      '/api/auth',
      { action: 'login', email: EMAIL, accessCode: 'WRONG-WRONG-WRONG-WRONG' },
      '198.51.100.99',
    ).expect(401);
    await runAdminCommand(t.admin, { name: 'reset-link', target: EMAIL, actor: 'ops' });
    const staff = await enrolledStaff(t, smtp, EMAIL, ['marketing', 'admin']);
    staffCookie = staff.cookie;
    await http
      .put(
        STAFF_NOTIFICATIONS_PATH,
        { events: ['contact-message'], revisitAfterDays: 9 },
        staffCookie,
      )
      .expect(200);
    const [other] = rowsOf<{ id: number }>(
      await t.db.execute(sql`SELECT id FROM contact_messages WHERE email = ${OTHER_EMAIL}`),
    );
    await http
      .put(
        STAFF_OPS_API_PATHS.contactMessageHandled.replace(':id', String(other!.id)),
        { handled: true },
        staffCookie,
      )
      .expect(200);
    // Mail delivered, as it would be by the time anyone asks.
    await smtp.waitForMail((mail) => mail.text.includes('opened the investor deck'));
  });

  let exported: Exported;

  it('exports every kind of data stored about the person, and only theirs', async () => {
    exported = (await runAdminCommand(t.admin, {
      name: 'person',
      target: 'export',
      email: TYPED_EMAIL,
      actor: 'dpo@gloh.example',
    })) as Exported;
    expect(exported.email).toBe(EMAIL);
    for (const kind of [
      'contactMessages',
      'accessRequests',
      'investorSessions',
      'knownDevices',
      'passwordResets',
      'deckReading',
      'deckOpenedDays',
      'deckEventsStaffWereTold',
      'deckAgreementAcceptances',
      'staffPasskeys',
      'staffSessions',
      'staffInvitations',
      'mails',
      'auditEvents',
    ]) {
      expect([kind, (exported[kind] as unknown[]).length > 0]).toEqual([kind, true]);
    }
    expect(exported).toMatchObject({
      contactMessages: [{ name: NAME, email: TYPED_EMAIL, message: 'Engines?', ip: '203.0.113.9' }],
      accessRequests: [{ name: NAME, companyName: 'Analytical Engines', status: 'approved' }],
      investor: { email: EMAIL, firstName: 'Ada', lastName: 'Lovelace', status: 'active' },
      loginThrottle: { failures: 1 },
      staffAccount: { email: EMAIL, roles: ['marketing', 'admin'] },
      staffNotificationSettings: { events: ['contact-message'], revisitAfterDays: 9 },
      deckEventsStaffWereTold: [{ event: 'deck-first-open' }],
      deckAgreementAcceptances: [{ version: 1 }],
    });
    const mails = exported.mails as { to: string; replyTo: string | null; subject: string }[];
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `New contact message from ${NAME}`,
        'Your access code for the Gloh investor presentation',
        'Reset your Gloh investor password',
        `${NAME} (Analytical Engines) opened the deck`,
      ]),
    );
    const actions = (exported.auditEvents as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin.request_approved',
        'auth.login',
        'auth.login_failed',
        'presentation.view',
        'admin.reset_link_issued',
        'staff.invited',
        'staff.enrolled',
        'marketing.contact_handled',
      ]),
    );
    const text = JSON.stringify(exported);
    expect(text).not.toContain(OTHER_MESSAGE);
    // Secrets are the person's to use, not information about them: no hashes, no sealed bodies.
    expect(text).not.toMatch(/token_?hash|access_?code_?hash|public_?key|sealed_?body/i);
  });

  it('refuses an email nothing is stored about, and an erase without confirmation', async () => {
    await expect(
      runAdminCommand(t.admin, { name: 'person', target: 'export', email: 'nobody@example.com' }),
    ).rejects.toThrow(new AdminError('Nothing is stored about nobody@example.com'));
    await expect(
      runAdminCommand(t.admin, {
        name: 'person',
        target: 'erase',
        email: 'nobody@example.com',
        confirmed: true,
      }),
    ).rejects.toThrow(AdminError);
    await expect(
      runAdminCommand(t.admin, { name: 'person', target: 'erase', email: EMAIL }),
    ).rejects.toThrow(/needs --yes/);
    await expect(
      runAdminCommand(t.admin, { name: 'person', target: 'export', email: 'not-an-email' }),
    ).rejects.toThrow(AdminError);
  });

  it('erases the person everywhere, and the audit log keeps their events under a pseudonym', async () => {
    expect(await whereFound(t, 'lovelace')).not.toEqual([]);
    const eventsBefore = await auditAbout(t, EMAIL);
    expect(eventsBefore.length).toBeGreaterThan(8);
    const otherBefore = await auditAbout(t, OTHER_EMAIL);

    const erasure = (await runAdminCommand(t.admin, {
      name: 'person',
      target: 'erase',
      email: TYPED_EMAIL,
      confirmed: true,
      actor: 'dpo@gloh.example',
    })) as PersonErasure;
    expect(erasure.pseudonym).toMatch(/^erased-[0-9a-f]{12}$/);
    expect(erasure.removed).toMatchObject({
      contactMessages: 1,
      accessRequests: 1,
      investorAccounts: 1,
      staffAccounts: 1,
      loginThrottle: 1,
    });
    expect(erasure.removed.mails).toBeGreaterThanOrEqual(5);
    expect(erasure.removed.rateLimitCounters).toBeGreaterThan(0);
    expect(erasure.pseudonymised).toEqual({
      auditEntries: eventsBefore.length,
      staffMentions: 1,
    });

    // No trace of the email, nor of the name, in any text column of any table.
    expect(await whereFound(t, EMAIL)).toEqual([]);
    expect(await whereFound(t, 'lovelace')).toEqual([]);
    // Her address is gone with her rows; the rate limits' minutes-long windows count by address,
    // not by person, and end on their own.
    expect(await whereFound(t, '203.0.113.9')).toEqual(['rate_limits.key']);

    // The events are all still there, in order, now about the pseudonym, and one more: the erasure.
    const eventsAfter = await auditAbout(t, erasure.pseudonym);
    expect(eventsAfter.map(({ id, action }) => ({ id, action }))).toEqual([
      ...eventsBefore.map(({ id, action }) => ({ id, action })),
      { id: expect.any(Number), action: 'admin.person_erased' },
    ]);
    expect(eventsAfter.at(-1)).toMatchObject({
      actor: 'dpo@gloh.example',
      email: erasure.pseudonym,
    });

    // Everyone else's data is as it was; the message she handled names the pseudonym.
    expect(await auditAbout(t, OTHER_EMAIL)).toEqual(
      otherBefore.map((entry) =>
        entry.actor === EMAIL ? { ...entry, actor: erasure.pseudonym } : entry,
      ),
    );
    expect(otherBefore.some((entry) => entry.actor === EMAIL)).toBe(true);
    const [other] = rowsOf<{ message: string; handled_by: string }>(
      await t.db.execute(
        sql`SELECT message, handled_by FROM contact_messages WHERE email = ${OTHER_EMAIL}`,
      ),
    );
    expect(other).toEqual({ message: OTHER_MESSAGE, handled_by: erasure.pseudonym });
    expect(await whereFound(t, OTHER_EMAIL)).toEqual(
      expect.arrayContaining([
        'access_requests.email',
        'contact_messages.email',
        'mail_outbox.reply_to',
      ]),
    );
  });

  it('ends their sessions: neither the investor nor the staff cookie opens anything', async () => {
    await request(t.http).get('/api/auth/me').set('Cookie', investorCookie).expect(401);
    await request(t.http).get(STAFF_API_PATHS.me).set('Cookie', staffCookie).expect(401);
    await expect(
      runAdminCommand(t.admin, { name: 'person', target: 'export', email: EMAIL }),
    ).rejects.toThrow(`Nothing is stored about ${EMAIL}`);
  });
});
