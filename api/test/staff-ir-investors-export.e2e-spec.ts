import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { API_PATHS } from '@gloh/contract/api';
import { STAFF_IR_API_PATHS, type InvestorSummary } from '@gloh/contract/staff-ir';
import { latestAuditEntry } from './support/audit-log.js';
import { deckCopyForSuite } from './support/deck.js';
import { signedInInvestor } from './support/investors.js';
import { irConsoleForSuite } from './support/staff.js';

jest.setTimeout(180_000);

const P = STAFF_IR_API_PATHS;
const HEADER =
  'name,email,company,status,access ends (UTC),download allowed,completion %,pages reached,pages in live deck,reading time (seconds),first opened (UTC),last opened (UTC),downloads,last visit (UTC),added (UTC)';

/** The CSV's lines without the byte-order mark and the final CRLF. */
function linesOf(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe('the investors list as CSV, with their reading (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, http, ir, marketing } = irConsoleForSuite(() => ({
    DECK_PATH: deck.path,
  }));
  const { get } = http;

  const exportOf = (query: string, cookie = ir.cookie) =>
    get(`${P.investorsExport}?${query}`, cookie)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });

  it('is for ir and admin only, and refuses a filter the list refuses', async () => {
    await get(P.investorsExport).expect(401);
    const denied = await exportOf('', marketing.cookie).expect(403);
    expect(denied.body).toBeTruthy();
    await exportOf('status=gone').expect(400);
    await exportOf('sort=password').expect(400);
  });

  it("writes the list's filter with every reading column, formula-safe, times in UTC; audited", async () => {
    // One investor reads and downloads; another, outside the filter, does not show.
    const reader = await signedInInvestor(t, 'Rita Reader', 'rita@export.example');
    await request(t.http).get(API_PATHS.presentation).set('Cookie', reader).expect(200);
    await request(t.http).get(API_PATHS.presentationDownload).set('Cookie', reader).expect(200);
    await signedInInvestor(t, 'Signed Other', 'other@elsewhere.example');

    const res = await exportOf('search=export.example&sort=email&direction=asc').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="investors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = linesOf(res.body as string);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);
    const rita = (
      (await get(`${P.investors}?search=rita%40`, ir.cookie).expect(200)).body
        .investors as InvestorSummary[]
    )[0]!;
    expect(lines[1]).toBe(
      [
        'Rita Reader',
        'rita@export.example',
        'Example Capital',
        'active',
        '',
        'yes',
        rita.completionPercent,
        rita.pagesReached,
        rita.livePageCount,
        rita.readingSeconds,
        rita.firstOpenedAt,
        rita.lastOpenedAt,
        1,
        rita.lastVisitAt,
        rita.createdAt,
      ].join(','),
    );
    expect(rita.firstOpenedAt).toMatch(/Z$/);
    expect(await latestAuditEntry(t, 'admin.investors_exported')).toMatchObject({
      actor: 'iris@gloh.example',
      details: {
        rows: 1,
        total: 1,
        filter: { search: 'export.example', sort: 'email', direction: 'asc', status: null },
      },
    });
  });

  it("neutralises a cell that would run as a formula, and follows the list's status filter", async () => {
    // An investor whose name would run as a formula in a spreadsheet, barred from downloading.
    await signedInInvestor(t, '+Plus Name', 'plus@formula.example');
    await t.db.execute(
      sql`UPDATE investors SET download_allowed = false WHERE email = 'plus@formula.example'`,
    );
    const lines = linesOf(
      (await exportOf('search=formula.example&status=active').expect(200)).body as string,
    );
    expect(lines).toHaveLength(2);
    expect(
      lines[1]!.startsWith(`'+Plus Name,plus@formula.example,Example Capital,active,,no,`),
    ).toBe(true);
    const none = linesOf(
      (await exportOf('search=formula.example&status=revoked').expect(200)).body,
    );
    expect(none).toEqual([HEADER]);
  });
});
