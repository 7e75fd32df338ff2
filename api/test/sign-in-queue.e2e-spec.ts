import { API_MESSAGES } from '@gloh/contract/messages';
import { appForSuite, type TestApp } from './support/test-app.js';
import { accessRequestOf, approvedInvestor, investorLoginFrom } from './support/investors.js';

let ipCounter = 1;
/** Client addresses as a trusted proxy on loopback reports them in X-Forwarded-For. */
const nextIp = () => `198.51.100.${ipCounter++}`;

const login = (t: TestApp, body: { email: string; accessCode: string }, ip: string) =>
  investorLoginFrom(t, ip, body);

/** Hashing one sign-in at a time, two queued per client at most, without the failure delay. */
const oneAtATime = (maxWaitMs: number) => ({
  TRUST_PROXY: 'loopback',
  HASHING_CONCURRENCY: '1',
  HASHING_MAX_WAIT_MS: String(maxWaitMs),
  HASHING_MAX_QUEUED_PER_CLIENT: '2',
  LOGIN_DELAY_BASE_MS: '0',
});

const wrongLogin = (t: TestApp, ip: string, n: number) =>
  login(t, { email: `queue-${n}@example.com`, accessCode: 'WRONG-CODE-0000' }, ip);

describe('sign-ins are checked a few at a time (e2e)', () => {
  // A short wait: a burst of a dozen is already more than it serves.
  const t = appForSuite(oneAtATime(200));

  it('answers what it cannot check in time at once with 503 and Retry-After, and checks the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => wrongLogin(t, nextIp(), n)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.body).toEqual({ success: false, error: API_MESSAGES.signInBusy });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('lets the investor in once a burst is over', async () => {
    const ada = accessRequestOf('Ada Lovelace', 'queue-investor@example.com');
    const investor = await approvedInvestor(t, ada, { 'X-Forwarded-For': nextIp() });
    const investorIp = nextIp();
    const burst = Promise.all(
      Array.from({ length: 30 }, (_, n) => wrongLogin(t, nextIp(), 200 + n)),
    );
    const duringBurst = await login(t, investor, investorIp);
    await burst;
    // In the burst the investor may be told to come back; once it is over they are let in.
    expect([200, 503]).toContain(duringBurst.status);
    await login(t, investor, investorIp).expect(200);
  });
});

describe("one client's sign-ins wait for their share only (e2e)", () => {
  // A wait long enough that only the client's share can refuse it, however slow the machine.
  const t = appForSuite(oneAtATime(30_000));

  it("refuses one client's attempts beyond its share with 429 and Retry-After, and checks its share", async () => {
    const attacker = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => wrongLogin(t, attacker, 100 + n)),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0]!.body).toEqual({ success: false, error: API_MESSAGES.tooManyRequests });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
  });
});
