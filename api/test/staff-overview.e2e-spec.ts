import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { API_PATHS } from '@gloh/contract/api';
import { STAFF_OVERVIEW_API_PATHS } from '@gloh/contract/staff-overview';
import { deckCopyForSuite } from './support/deck.js';
import { signedInInvestor } from './support/investors.js';
import { irConsoleForSuite } from './support/staff.js';

jest.setTimeout(180_000);

describe("the console overview's investor figures (e2e)", () => {
  const deck = deckCopyForSuite();
  const { t, http, ir, marketing } = irConsoleForSuite(() => ({
    DECK_PATH: deck.path,
  }));
  const { get } = http;

  const overview = (cookie = ir.cookie) => get(STAFF_OVERVIEW_API_PATHS.investors, cookie);

  it('is for ir and admin only', async () => {
    await get(STAFF_OVERVIEW_API_PATHS.investors).expect(401);
    const denied = await overview(marketing.cookie).expect(403);
    expect(denied.body.reason).toBe('wrong-role');
  });

  it('counts investors with access, viewing now and who opened the deck this week, as the list filters them', async () => {
    expect((await overview().expect(200)).body).toEqual({
      success: true,
      activeInvestors: 0,
      viewingNow: 0,
      openedRecently: 0,
    });
    const reader = await signedInInvestor(t, 'Olive Open', 'olive@example.com');
    await signedInInvestor(t, 'Nat Never', 'nat@example.com');
    await signedInInvestor(t, 'Rex Revoked', 'rex@example.com');
    await t.db.execute(
      sql`UPDATE investors SET status = 'revoked', revoked_at = now() WHERE email = 'rex@example.com'`,
    );
    await request(t.http).get(API_PATHS.presentation).set('Cookie', reader).expect(200);
    const answer = (await overview().expect(200)).body;
    expect(answer).toEqual({ success: true, activeInvestors: 2, viewingNow: 1, openedRecently: 1 });
    expect(answer.viewingNow).toBe(
      (await get('/api/staff/ir/investors?reading=viewing-now', ir.cookie).expect(200)).body.total,
    );

    // An opening more than a week ago no longer counts; the reader's session stopped viewing.
    await t.db.execute(sql`UPDATE audit_log SET at = at - interval '8 days'
      WHERE action = 'presentation.view'`);
    await t.db.execute(
      sql`UPDATE sessions SET deck_opened_at = deck_opened_at - interval '8 days'`,
    );
    expect((await overview().expect(200)).body).toMatchObject({
      viewingNow: 0,
      openedRecently: 0,
    });
  });
});
