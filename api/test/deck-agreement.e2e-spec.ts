import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  DECK_AGREEMENT_API_PATHS as P,
  DECK_AGREEMENT_BODY_MAX_LENGTH,
  DECK_AGREEMENT_MESSAGES,
  DECK_AGREEMENT_REQUIRED,
  type DeckAgreementVersion,
} from '@gloh/contract/deck-agreement';
import { deckAgreementAcceptances, investors } from '../src/database/schema.js';
import { latestAuditEntry } from './support/audit-log.js';
import { deckCopyForSuite, openDeck } from './support/deck.js';
import { signedInInvestor } from './support/investors.js';
import {
  enrolledStaff,
  type EnrolledStaff as Staff,
  staffConsoleForSuite,
  stepUp,
} from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

jest.setTimeout(180_000);

const investorPath = (id: string) => P.staffInvestor.replace(':id', id);

describe('the confidentiality agreement before the deck (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, smtp, http } = staffConsoleForSuite(() => ({ DECK_PATH: deck.path }));
  let ir: Staff;
  let marketing: Staff;
  /** The session of the investor who accepted version 1. */
  let bea = '';

  beforeAll(async () => {
    ir = await enrolledStaff(t, smtp, 'ivy@gloh.example', ['ir'], 'Ivy Reyes');
    marketing = await enrolledStaff(t, smtp, 'milo@gloh.example', ['marketing']);
  });

  const publish = (body: unknown, cookie = ir.cookie) =>
    http.post(P.staffPublish, { body }, cookie);
  const investorIdOf = async (email: string) =>
    (await t.db.select({ id: investors.id }).from(investors).where(eq(investors.email, email)))[0]!
      .id;
  const agreementOf = (cookie: string) =>
    request(t.http).get(P.investor).set('Cookie', cookie).expect(200);
  const accept = (cookie: string, version: unknown) =>
    request(t.http)
      .post(P.investorAccept)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .set('User-Agent', 'AgreementTest/1.0')
      .send({ version });
  const deckAnswer = (cookie: string, path = '/api/investor-presentation') =>
    request(t.http).get(path).set('Cookie', cookie);

  it('serves the deck as before while no agreement was ever published', async () => {
    const cookie = await signedInInvestor(t, 'Ada Before', 'ada@example.com');
    expect((await agreementOf(cookie)).body).toEqual({ success: true, agreement: null });
    await openDeck(t, cookie);
    expect((await http.get(P.staff, ir.cookie).expect(200)).body).toEqual({
      success: true,
      required: null,
      versions: [],
    });
  });

  it('publishes only for ir or admin, after a passkey step-up, with text that fits', async () => {
    expect((await publish('Keep it secret.')).body.reason).toBe('step-up-required');
    expect((await publish('Keep it secret.', marketing.cookie)).status).toBe(403);
    expect(
      (await request(t.http).post(P.staffPublish).set('Origin', TEST_ORIGIN).send({ body: 'x' }))
        .status,
    ).toBe(401);
    await stepUp(t, ir.cookie, ir.authenticator);
    for (const [body, message] of [
      ['   \n  ', DECK_AGREEMENT_MESSAGES.bodyMissing],
      [42, DECK_AGREEMENT_MESSAGES.bodyMissing],
      ['a\0b', DECK_AGREEMENT_MESSAGES.bodyMissing],
      ['x'.repeat(DECK_AGREEMENT_BODY_MAX_LENGTH + 1), DECK_AGREEMENT_MESSAGES.bodyTooLong],
    ] as const) {
      const refused = await publish(body);
      expect([refused.status, refused.body.error]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await http.get(P.staff, ir.cookie).expect(200)).body.versions).toEqual([]);
  });

  it('keeps the deck from an investor until they accept the version in force, then opens it', async () => {
    const text = '  Confidential.\n\n<b>Do not share</b> the deck.  ';
    const published = await publish(text);
    expect(published.status).toBe(200);
    const version = published.body.version as DeckAgreementVersion;
    expect(version).toMatchObject({
      version: 1,
      body: 'Confidential.\n\n<b>Do not share</b> the deck.',
      publishedBy: 'ivy@gloh.example',
      withdrawnAt: null,
      acceptances: 0,
    });
    expect(await latestAuditEntry(t, 'admin.deck_agreement_published')).toMatchObject({
      actor: 'ivy@gloh.example',
      details: { version: 1 },
    });

    const cookie = await signedInInvestor(t, 'Bea Reader', 'bea@example.com');
    bea = cookie;
    for (const path of ['/api/investor-presentation', '/api/investor-presentation/download']) {
      const refused = await deckAnswer(cookie, path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        error: DECK_AGREEMENT_MESSAGES.required,
        reason: DECK_AGREEMENT_REQUIRED,
        details: { version: '1' },
      });
      expect(refused.headers['content-type']).not.toContain('pdf');
    }
    expect((await agreementOf(cookie)).body.agreement).toMatchObject({
      version: 1,
      body: version.body,
      accepted: false,
    });

    expect((await accept(cookie, 'one')).status).toBe(400);
    expect((await accept(cookie, 2)).body).toMatchObject({
      error: DECK_AGREEMENT_MESSAGES.notCurrent,
    });
    expect((await accept(cookie, 2)).status).toBe(409);
    const accepted = await accept(cookie, 1);
    expect(accepted.status).toBe(200);
    expect(Date.parse(accepted.body.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Accepting again keeps the first acceptance.
    expect((await accept(cookie, 1)).body.acceptedAt).toBe(accepted.body.acceptedAt);
    expect((await agreementOf(cookie)).body.agreement.accepted).toBe(true);
    await openDeck(t, cookie);

    const id = await investorIdOf('bea@example.com');
    const [row] = await t.db
      .select()
      .from(deckAgreementAcceptances)
      .where(eq(deckAgreementAcceptances.investorId, id));
    expect(row).toMatchObject({ version: 1, userAgent: 'AgreementTest/1.0' });
    expect(row!.ip).toMatch(/\S/);
    expect(await latestAuditEntry(t, 'presentation.agreement_accepted')).toMatchObject({
      actor: 'bea@example.com',
      investorId: id,
      userAgent: 'AgreementTest/1.0',
      details: { version: 1 },
    });
  });

  it('shows staff each investor’s acceptances and asks again for a new version', async () => {
    const id = await investorIdOf('bea@example.com');
    const before = (await http.get(investorPath(id), ir.cookie).expect(200)).body;
    expect(before).toMatchObject({ required: 1, acceptances: [{ version: 1 }] });
    expect((await http.get(investorPath(id), marketing.cookie)).status).toBe(403);
    expect((await http.get(investorPath('not-a-uuid'), ir.cookie)).status).toBe(400);
    expect(
      (await http.get(investorPath('00000000-0000-4000-8000-000000000000'), ir.cookie)).status,
    ).toBe(404);

    await publish('Version two of the agreement.').expect(200);
    const listed = (await http.get(P.staff, ir.cookie).expect(200)).body;
    expect(listed.required).toBe(2);
    expect(listed.versions.map((v: DeckAgreementVersion) => [v.version, v.acceptances])).toEqual([
      [2, 0],
      [1, 1],
    ]);

    const cookie = await signedInInvestor(t, 'Bea Again', 'bea2@example.com');
    expect((await deckAnswer(cookie)).body.details).toEqual({ version: '2' });
    // The reader who accepted version 1 must accept again too.
    expect((await deckAnswer(bea)).body.details).toEqual({ version: '2' });
    expect((await accept(cookie, 2)).status).toBe(200);
    await openDeck(t, cookie);
  });

  it('exports every acceptance as CSV with UTC times, safe cells, audited', async () => {
    // A name that a spreadsheet would run as a formula.
    const cookie = await signedInInvestor(t, '=HYPERLINK Eve', 'eve@example.com');
    await accept(cookie, 2).expect(200);
    const res = await http.get(P.staffAcceptancesCsv, ir.cookie).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="agreement-acceptances-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'accepted (UTC),email,name,company,agreement version,version published (UTC),ip,user agent',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,eve@example\.com,'=HYPERLINK Eve,/);
    expect(lines.filter((line) => line.includes(',2,'))).toHaveLength(2);
    expect(
      (await latestAuditEntry(t, 'admin.deck_agreement_acceptances_exported'))?.details,
    ).toEqual({ rows: 3 });
    expect((await http.get(P.staffAcceptancesCsv, marketing.cookie)).status).toBe(403);
  });

  it('stops requiring the agreement when turned off, and asks again once republished', async () => {
    const cookie = await signedInInvestor(t, 'Finn Later', 'finn@example.com');
    expect((await deckAnswer(cookie)).status).toBe(403);
    expect((await http.post(P.staffTurnOff, {}, marketing.cookie)).status).toBe(403);
    const off = await http.post(P.staffTurnOff, {}, ir.cookie).expect(200);
    expect(off.body).toEqual({ success: true, withdrawn: 2 });
    expect((await http.post(P.staffTurnOff, {}, ir.cookie).expect(200)).body.withdrawn).toBeNull();
    expect(await latestAuditEntry(t, 'admin.deck_agreement_turned_off')).toMatchObject({
      details: { version: 2 },
    });
    await openDeck(t, cookie);
    expect((await agreementOf(cookie)).body.agreement).toBeNull();
    expect((await accept(cookie, 2)).status).toBe(409);
    const listed = (await http.get(P.staff, ir.cookie).expect(200)).body;
    expect(listed.required).toBeNull();
    expect(listed.versions[0]).toMatchObject({ version: 2, withdrawnBy: 'ivy@gloh.example' });

    await publish('Version three.').expect(200);
    expect((await deckAnswer(cookie)).body.details).toEqual({ version: '3' });
  });
});
