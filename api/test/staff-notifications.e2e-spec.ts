import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import {
  REVISIT_AFTER_DAYS,
  STAFF_NOTIFICATIONS_PATH,
  type StaffNotificationSettingsResponse,
} from '@gloh/contract/staff-notifications';
import { auditLog, mailOutbox } from '../src/database/schema.js';
import { deckCopyForSuite, openDeck } from './support/deck.js';
import { sendBeacon } from './support/http.js';
import { accessRequestOf, signedInInvestor } from './support/investors.js';
import { enrolledStaff, staffConsoleForSuite } from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

jest.setTimeout(180_000);

const ENGAGEMENT = '/api/investor-presentation/engagement';

describe('staff notifications (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, smtp, http } = staffConsoleForSuite(() => ({
    DECK_PATH: deck.path,
    RATE_LIMIT_DECK_ENGAGEMENT_LIMIT: '100000',
    RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: '1000',
    DAILY_CAP_ACCESS_REQUEST: '1000',
  }));
  let ir: string;
  let marketing: string;
  let admin: string;

  beforeAll(async () => {
    ir = (await enrolledStaff(t, smtp, 'ira@gloh.example', ['ir'], 'Ira')).cookie;
    marketing = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
    admin = (await enrolledStaff(t, smtp, 'ada@gloh.example', ['admin'])).cookie;
  });

  /** The subjects of the mails queued to an address, oldest first. */
  async function queuedTo(address: string): Promise<string[]> {
    const rows = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(mailOutbox.createdAt);
    return rows.map((row) => row.subject);
  }

  function save(cookie: string, body: object) {
    return http.put(STAFF_NOTIFICATIONS_PATH, body, cookie);
  }

  it('answers 401 without a staff session', async () => {
    await http.get(STAFF_NOTIFICATIONS_PATH).expect(401);
    await save('', { events: [], revisitAfterDays: 7 }).expect(401);
  });

  it('gives each role its events, with a new access request on for ir and admin by default', async () => {
    const of = async (cookie: string) =>
      (await http.get(STAFF_NOTIFICATIONS_PATH, cookie).expect(200))
        .body as StaffNotificationSettingsResponse;
    expect(await of(ir)).toEqual({
      success: true,
      settings: { events: ['access-request'], revisitAfterDays: REVISIT_AFTER_DAYS.default },
      available: ['deck-first-open', 'deck-revisit', 'deck-finished', 'access-request'],
    });
    expect(await of(marketing)).toMatchObject({
      settings: { events: [] },
      available: ['contact-message'],
    });
    expect((await of(admin)).available).toHaveLength(5);
    expect((await of(admin)).settings.events).toEqual(['access-request']);
  });

  it.each([
    [{ events: ['deck-sold'], revisitAfterDays: 7 }, 'events must each be one of'],
    [{ events: 'access-request', revisitAfterDays: 7 }, 'events must be a list'],
    [{ events: [], revisitAfterDays: 0 }, 'revisitAfterDays must be a whole number of days'],
    [{ events: [], revisitAfterDays: 2.5 }, 'revisitAfterDays must be a whole number of days'],
    [{ events: [], revisitAfterDays: '7' }, 'revisitAfterDays must be a whole number of days'],
    [{ events: [] }, 'revisitAfterDays must be a whole number of days'],
    [{ events: [], revisitAfterDays: 7, extra: true }, 'property extra should not exist'],
    [
      { events: ['access-request', 'access-request'], revisitAfterDays: 7 },
      'must not name an event twice',
    ],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const res = await save(ir, body).expect(400);
    expect(res.body).toMatchObject({ success: false });
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses an event the member’s roles do not allow', async () => {
    const res = await save(marketing, {
      events: ['contact-message', 'access-request'],
      revisitAfterDays: 7,
    }).expect(400);
    expect(JSON.stringify(res.body)).toContain(
      'Your roles do not allow notifications of \\"access-request\\"',
    );
  });

  it('saves the member’s choice and audits the change with before and after', async () => {
    const res = await save(marketing, { events: ['contact-message'], revisitAfterDays: 30 }).expect(
      200,
    );
    expect(res.body.settings).toEqual({ events: ['contact-message'], revisitAfterDays: 30 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.notifications_changed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actor: 'mia@gloh.example',
      details: {
        from: { events: [], revisitAfterDays: REVISIT_AFTER_DAYS.default },
        to: { events: ['contact-message'], revisitAfterDays: 30 },
      },
    });
    expect((await http.get(STAFF_NOTIFICATIONS_PATH, marketing).expect(200)).body.settings).toEqual(
      { events: ['contact-message'], revisitAfterDays: 30 },
    );
  });

  it('mails a new access request to each member who chose it, with the console link', async () => {
    await save(admin, { events: [], revisitAfterDays: 7 }).expect(200);
    await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send(accessRequestOf('Nina Notify', 'nina@example.com'))
      .expect(200);
    const mail = await smtp.waitForMail(
      (m) => m.to.includes('ira@gloh.example') && m.subject.includes('Nina Notify'),
    );
    expect(mail.subject).toMatch(/^New access request #\d+: Nina Notify \(Example Capital\)$/);
    expect(mail.text).toContain(`${TEST_ORIGIN}/staff/ir/access-requests`);
    expect(mail.text).toContain(`${TEST_ORIGIN}/staff/settings/notifications`);
    expect((await queuedTo('ada@gloh.example')).join()).not.toContain('Nina Notify');
    expect((await queuedTo('mia@gloh.example')).join()).not.toContain('Nina Notify');
  });

  it('mails a contact message to marketing who chose it, and not to ir', async () => {
    await request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'Carl Contact', email: 'carl@example.com', message: 'Hello there, team!' })
      .expect(200);
    expect(
      (await queuedTo('mia@gloh.example')).filter((subject) => subject.includes('Carl')),
    ).toEqual([expect.stringMatching(/^New contact message #\d+ from Carl Contact$/)]);
    expect((await queuedTo('ira@gloh.example')).join()).not.toContain('Carl Contact');
  });

  it('mails an investor’s first open, a revisit after N days and the last page, each once', async () => {
    await save(ir, {
      events: ['deck-first-open', 'deck-revisit', 'deck-finished'],
      revisitAfterDays: 7,
    }).expect(200);
    await save(admin, { events: ['deck-revisit'], revisitAfterDays: 30 }).expect(200);
    const cookie = await signedInInvestor(t, 'Olga Opener', 'olga@example.com');
    const subjects = async () =>
      (await queuedTo('ira@gloh.example')).filter((subject) => subject.includes('Olga'));

    await openDeck(t, cookie);
    await openDeck(t, cookie);
    expect(await subjects()).toEqual([
      'Olga Opener (Example Capital) opened the deck for the first time',
    ]);

    // She was last here ten days ago: her views move back, and today's notice is forgotten.
    await t.db.execute(sql`
      UPDATE audit_log SET at = at - interval '10 days'
      WHERE investor_id = (SELECT id FROM investors WHERE email = 'olga@example.com')`);
    await t.db.execute(sql`DELETE FROM deck_open_notices`);
    await openDeck(t, cookie);
    await openDeck(t, cookie);
    expect((await subjects()).slice(1)).toEqual([
      'Olga Opener (Example Capital) is back at the deck after 10 days',
    ]);
    // Ada asked for 30 days away.
    expect((await queuedTo('ada@gloh.example')).join()).not.toContain('Olga');

    const pages = (await PDFDocument.load(readFileSync(deck.path))).getPageCount();
    const batch = (page: number) => ({ deckVersion: 1, pages: [{ page, views: 1, visibleMs: 0 }] });
    await sendBeacon(t, ENGAGEMENT, batch(pages - 1), { Cookie: cookie }).expect(204);
    expect(await subjects()).toHaveLength(2);
    await Promise.all(
      [1, 2, 3].map(() => sendBeacon(t, ENGAGEMENT, batch(pages), { Cookie: cookie }).expect(204)),
    );
    expect((await subjects()).slice(2)).toEqual([
      'Olga Opener (Example Capital) reached the last page of the deck',
    ]);
    const [finished] = await t.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'ira@gloh.example'),
          eq(mailOutbox.subject, 'Olga Opener (Example Capital) reached the last page of the deck'),
        ),
      );
    expect(finished?.text).toMatch(/\/staff\/ir\/investors\/[0-9a-f-]{36}\n/);
  });

  it('stops mailing a member about events their roles no longer allow', async () => {
    const { cookie, id } = await enrolledStaff(t, smtp, 'rolf@gloh.example', ['ir']);
    await save(cookie, { events: ['access-request'], revisitAfterDays: 7 }).expect(200);
    const requestAccess = (name: string, email: string) =>
      request(t.http)
        .post('/api/presentation-access')
        .set('Origin', TEST_ORIGIN)
        .send(accessRequestOf(name, email))
        .expect(200);
    await requestAccess('Rita Roles', 'rita@example.com');
    expect((await queuedTo('rolf@gloh.example')).join()).toContain('Rita Roles');
    await t.db.execute(sql`UPDATE staff_members SET roles = '{marketing}' WHERE id = ${id}`);
    await requestAccess('Rudi Roles', 'rudi@example.com');
    expect((await queuedTo('rolf@gloh.example')).join()).not.toContain('Rudi Roles');
  });
});
