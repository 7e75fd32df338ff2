import { jest } from '@jest/globals';
import request from 'supertest';
import { API_PATHS } from '@gloh/contract/api';
import { DECK_DOWNLOAD_MESSAGES, INVESTOR_ACCESS_API_PATHS } from '@gloh/contract/investor-access';
import { STAFF_IR_API_PATHS } from '@gloh/contract/staff-ir';
import { latestAuditEntry } from './support/audit-log.js';
import { deckCopyForSuite } from './support/deck.js';
import { signedInInvestor } from './support/investors.js';
import { irConsoleForSuite, post, steppedUpSession } from './support/staff.js';

jest.setTimeout(180_000);

const downloadPath = (id: string) =>
  INVESTOR_ACCESS_API_PATHS.investorDownload.replace(':id', encodeURIComponent(id));
const accessPath = (id: string) =>
  INVESTOR_ACCESS_API_PATHS.investorAccess.replace(':id', encodeURIComponent(id));
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

describe('downloading the deck, allowed or not per investor (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, http, ir, marketing } = irConsoleForSuite(() => ({
    DECK_PATH: deck.path,
  }));
  const { get } = http;
  let irStepped: string;

  beforeAll(async () => {
    irStepped = await steppedUpSession(t, ir.authenticator);
  });

  const setDownload = (id: string, downloadAllowed: unknown, cookie = irStepped) =>
    post(t, downloadPath(id), { downloadAllowed }, cookie);

  /** The investor's id, as the staff list shows them. */
  async function investorId(email: string): Promise<string> {
    const listed = await get(
      `${STAFF_IR_API_PATHS.investors}?search=${encodeURIComponent(email)}`,
      ir.cookie,
    ).expect(200);
    return listed.body.investors[0].id as string;
  }

  it('is for ir and admin only, after a step-up; anything but true or false is a 400', async () => {
    await post(t, downloadPath(ZERO_UUID), { downloadAllowed: false }).expect(401);
    const wrongRole = await setDownload(ZERO_UUID, false, marketing.cookie).expect(403);
    expect(wrongRole.body.reason).toBe('wrong-role');
    const notSteppedUp = await setDownload(ZERO_UUID, false, ir.cookie).expect(403);
    expect(notSteppedUp.body.reason).toBe('step-up-required');
    const missing = await setDownload(ZERO_UUID, false).expect(404);
    expect(missing.body.error).toBe('No such investor');

    await signedInInvestor(t, 'Bea Boolean', 'bea@example.com');
    const id = await investorId('bea@example.com');
    for (const value of [undefined, 'false', 0, null]) {
      const res = await setDownload(id, value).expect(400);
      expect([value, res.body.error]).toEqual([
        value,
        `Invalid request: ${DECK_DOWNLOAD_MESSAGES.notBoolean}`,
      ]);
    }
    const unchanged = await get(accessPath(id), ir.cookie).expect(200);
    expect(unchanged.body.investor.downloadAllowed).toBe(true);
  });

  it('turned off, the download is refused with a 403 that says so while viewing goes on; turned on, it works again; both audited and listed', async () => {
    const email = 'dora@example.com';
    const cookie = await signedInInvestor(t, 'Dora Download', email);
    const id = await investorId(email);
    const me = () => get(API_PATHS.me, cookie).expect(200);
    const download = () =>
      request(t.http).get(API_PATHS.presentationDownload).set('Cookie', cookie);

    expect((await me()).body.user.downloadAllowed).toBe(true);
    await download().expect(200).expect('Content-Type', 'application/pdf');

    const off = await setDownload(id, false).expect(200);
    expect(off.body).toMatchObject({ success: true, investor: { id, downloadAllowed: false } });
    expect(await latestAuditEntry(t, 'admin.investor_download_disallowed')).toMatchObject({
      actor: 'iris@gloh.example',
      investorId: id,
      email,
    });
    // The same session hears it at once: no new sign-in needed.
    expect((await me()).body.user.downloadAllowed).toBe(false);
    const refused = await download().expect(403);
    expect(refused.body.error).toBe(DECK_DOWNLOAD_MESSAGES.notOffered);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    await request(t.http).get(API_PATHS.presentation).set('Cookie', cookie).expect(200);
    const [listed] = (
      await get(
        `${STAFF_IR_API_PATHS.investors}?search=${encodeURIComponent(email)}`,
        ir.cookie,
      ).expect(200)
    ).body.investors;
    expect(listed.downloadAllowed).toBe(false);
    expect((await get(accessPath(id), ir.cookie).expect(200)).body.investor.downloadAllowed).toBe(
      false,
    );

    const on = await setDownload(id, true).expect(200);
    expect(on.body.investor.downloadAllowed).toBe(true);
    expect(await latestAuditEntry(t, 'admin.investor_download_allowed')).toMatchObject({
      investorId: id,
    });
    expect((await me()).body.user.downloadAllowed).toBe(true);
    await download().expect(200).expect('Content-Type', 'application/pdf');
  });
});
