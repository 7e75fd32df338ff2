import { jest } from '@jest/globals';
import { RELEASE_GUARD_PATHS, type ReleaseGuardVerdict } from '@gloh/contract/release-guard';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { PROXY_SECRET_HEADER } from '@gloh/contract/trust-proxy';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/database/database.js';
import { latestAuditEntry } from './support/audit-log.js';
import { freePort } from './support/processes.js';
import { enrolledStaff, staffConsoleForSuite } from './support/staff.js';
import type { TestApp } from './support/test-app.js';

jest.setTimeout(120_000);

const SECRET = 'a-proxy-secret-of-at-least-32-characters';
const OWNERS = ['web@gloh.example', 'lead@gloh.example'];
const OLD = 'a0a0a0a0a0';
const NEW = 'b1b1b1b1b1';
const GUARD = {
  marketing: { views: 5, errorRate: 0.1, lcpMs: 1000, owners: OWNERS },
};

/**
 * `loads` page loads of a release, `hoursAgo` back, each with an LCP of `lcp` ms; `errors` of
 * them also report one uncaught error.
 */
async function pageLoads(
  t: TestApp,
  remote: string,
  release: string,
  { loads, errors = 0, lcp = 1200, hoursAgo = 1 }: Record<string, number>,
) {
  await t.db.execute(sql`
    INSERT INTO release_health_events (at, remote, release, path, kind, value, message)
    SELECT now() - make_interval(hours => ${hoursAgo}) + make_interval(secs => n), ${remote},
      ${release}, '/platform', kind, CASE WHEN kind = 'LCP' THEN ${lcp}::real END,
      CASE WHEN kind = 'error' THEN 'TypeError: boom' END
    FROM generate_series(1, ${loads}) AS n,
      LATERAL (VALUES ('LCP'), (CASE WHEN n <= ${errors} THEN 'error' END)) AS kinds(kind)
    WHERE kind IS NOT NULL`);
}

describe('release guard (operations port)', () => {
  let port = 0;
  // Registered first, so the port is chosen before the suite's app boots on it.
  beforeAll(async () => {
    port = await freePort();
  });
  const { t, smtp, http } = staffConsoleForSuite(() => ({
    METRICS_PORT: String(port),
    API_PROXY_SECRET: SECRET,
    RELEASE_GUARD: JSON.stringify(GUARD),
  }));
  const post = (path: string, body: unknown, secret: string | null = SECRET) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(secret ? { [PROXY_SECRET_HEADER]: secret } : {}),
      },
      body: JSON.stringify(body),
    });
  const verdict = async (body: object): Promise<ReleaseGuardVerdict> => {
    const response = await post(RELEASE_GUARD_PATHS.verdict, body);
    expect(response.status).toBe(200);
    return (await response.json()) as ReleaseGuardVerdict;
  };
  const marketing = { remote: 'marketing', release: NEW, previous: OLD };

  beforeEach(async () => {
    await t.db.execute(sql`DELETE FROM release_health_events`);
    await t.db.execute(sql`DELETE FROM audit_log WHERE action = 'release.auto_rolled_back'`);
    await pageLoads(t, 'marketing', OLD, { loads: 40, errors: 1, hoursAgo: 30 });
  });

  it('answers only the site, with the proxy secret', async () => {
    expect((await post(RELEASE_GUARD_PATHS.verdict, marketing, null)).status).toBe(401);
    expect((await post(RELEASE_GUARD_PATHS.verdict, marketing, `${SECRET}x`)).status).toBe(401);
    expect((await post(RELEASE_GUARD_PATHS.verdict, { ...marketing, release: 'x' })).status).toBe(
      400,
    );
  });

  it('waits for the first N page loads of the new release', async () => {
    await pageLoads(t, 'marketing', NEW, { loads: 4, errors: 4 });
    expect(await verdict(marketing)).toMatchObject({
      verdict: 'wait',
      reason: 'fewer than 5 page loads of b1b1b1b1b1 yet',
    });
  });

  it('keeps a release within the margins, judged on its first N page loads only', async () => {
    await pageLoads(t, 'marketing', NEW, { loads: 5, lcp: 1800, hoursAgo: 2 });
    // Later loads, however bad, are past the loads the verdict rests on.
    await pageLoads(t, 'marketing', NEW, { loads: 5, errors: 5, lcp: 9000, hoursAgo: 1 });
    expect(await verdict(marketing)).toMatchObject({
      verdict: 'keep',
      reason: 'within the margins',
      live: { pageLoads: 5, errors: 0, lcpP75Ms: 1800 },
      previous: { release: OLD, pageLoads: 40, errors: 1, errorRate: 0.025, lcpP75Ms: 1200 },
    });
  });

  it('says roll back when the error rate or p75 LCP is worse by more than the margin', async () => {
    await pageLoads(t, 'marketing', NEW, { loads: 5, errors: 3, lcp: 2500 });
    expect(await verdict(marketing)).toMatchObject({
      verdict: 'roll-back',
      reason: 'error rate 60% vs 2.5%; p75 LCP 2500 ms vs 1200 ms',
      live: { pageLoads: 5, errors: 3 },
    });
  });

  it('keeps what it cannot judge: no guard for the remote, nothing to return to', async () => {
    await pageLoads(t, 'demos', NEW, { loads: 5, errors: 5 });
    expect(await verdict({ ...marketing, remote: 'demos' })).toMatchObject({ verdict: 'off' });
    await pageLoads(t, 'marketing', NEW, { loads: 5, errors: 5 });
    expect(await verdict({ remote: 'marketing', release: NEW })).toMatchObject({
      verdict: 'keep',
      reason: 'no earlier release to return to',
    });
  });

  it('records a rollback once: audit entry with the figures, mail to the owners, a line for staff', async () => {
    await pageLoads(t, 'marketing', NEW, { loads: 5, errors: 3 });
    const report = { remote: 'marketing', release: NEW, returnedTo: OLD };
    const first = await post(RELEASE_GUARD_PATHS.rolledBack, report);
    expect(await first.json()).toEqual({ recorded: true });
    const again = await post(RELEASE_GUARD_PATHS.rolledBack, report);
    expect(await again.json()).toEqual({ recorded: false });

    const entry = await latestAuditEntry(t, 'release.auto_rolled_back');
    expect(entry).toMatchObject({
      actor: 'release-guard',
      details: {
        remote: 'marketing',
        release: NEW,
        returnedTo: OLD,
        reason: 'error rate 60% vs 2.5%',
        live: { pageLoads: 5, errors: 3 },
        previous: { release: OLD, pageLoads: 40 },
      },
    });
    const [audits] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'release.auto_rolled_back'`,
      ),
    );
    expect(audits?.n).toBe(1);

    for (const owner of OWNERS) {
      const mail = await smtp.waitForMail((caught) => caught.to.includes(owner));
      expect(mail.subject).toBe(`Release ${NEW} of marketing was rolled back automatically`);
      expect(mail.text).toContain('error rate 60% vs 2.5%');
      expect(mail.text).toContain(`Release ${OLD} is live again`);
    }

    // Promoted again by hand, the release is not rolled back a second time.
    expect(await verdict(marketing)).toMatchObject({
      verdict: 'keep',
      reason: `release ${NEW} was rolled back automatically once`,
    });

    const staff = (await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing'])).cookie;
    const res = await http.get(`${STAFF_OPS_API_PATHS.releaseHealth}?days=7`, staff).expect(200);
    expect(res.body.autoRollbacks).toEqual([
      {
        remote: 'marketing',
        release: NEW,
        returnedTo: OLD,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        reason: 'error rate 60% vs 2.5%',
      },
    ]);
  });
});
