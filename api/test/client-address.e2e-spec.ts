// Which client address and protocol the API sees: behind the shell's real production server, and
// alone with and without TRUST_PROXY. A client must not choose its address (rate limits, the audit
// log) or its protocol (the session cookie's Secure flag) with X-Forwarded-* headers.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { AUDIT_ACTIONS } from '../src/audit/audit.service.js';
import { RATE_LIMIT_DEFAULTS } from '../src/config/env.validation.js';
import { auditLog, contactMessages } from '../src/database/schema.js';
import { SESSION_COOKIE } from '../src/auth/auth.constants.js';
import { type ShellProcess, startShellProcess } from './support/processes.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { accessRequestOf, approvedInvestor } from './support/investors.js';
import { postJsonFrom as postFrom } from './support/raw-http.js';

jest.setTimeout(120_000);

const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const CONTACT_LIMIT = RATE_LIMIT_DEFAULTS.contactPerIp.limit;
/** What a client may claim about itself; the shell must not pass any of it on. */
const spoofed = (n: number) => ({
  'X-Forwarded-For': `203.0.113.${n}`,
  'X-Forwarded-Proto': 'https',
  'X-Real-IP': `198.51.100.${n}`,
  Forwarded: `for=203.0.113.${n};proto=https`,
});

async function contactIps(t: TestApp): Promise<string[]> {
  const rows = await t.db.select({ ip: contactMessages.ip }).from(contactMessages);
  return rows.map((row) => row.ip ?? '');
}

/** An approved investor's credentials. */
function investorWithEmail(t: TestApp, email: string) {
  return approvedInvestor(t, accessRequestOf('Katherine Johnson', email));
}

/** A new investor's login, sent straight to the API with a claim that the client used https. */
async function loginClaimingHttps(t: TestApp, email: string) {
  const credentials = await investorWithEmail(t, email);
  return request(t.http)
    .post('/api/auth')
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-Proto', 'https')
    .send({ action: 'login', ...credentials })
    .expect(200);
}

// As docker-compose.yml (the shell on the private network) and `npm start` (on loopback) configure it.
describe.each(['uniquelocal, loopback', 'loopback'])(
  "the API behind the shell's production server (TRUST_PROXY=%s)",
  (trustProxy) => {
    let t: TestApp;
    let shell: ShellProcess;

    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: trustProxy });
      shell = await startShellProcess(t.url);
    });

    afterAll(async () => {
      await shell?.stop();
      await t?.close();
    });

    it('limits 40 contact posts with rotating X-Forwarded-For at the per-address limit', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 40; n += 1) {
        const answer = await postFrom('127.0.0.5', `${shell.url}/api/contact`, CONTACT, spoofed(n));
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(CONTACT_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - CONTACT_LIMIT);
      // Every message is recorded with the visitor's real address, none with a claimed one.
      expect(await contactIps(t)).toEqual(Array(CONTACT_LIMIT).fill('127.0.0.5'));
      // The limit is the visitor's, not the shell's: another visitor still gets through.
      expect((await postFrom('127.0.0.6', `${shell.url}/api/contact`, CONTACT)).status).toBe(200);
    });

    it("records the visitor's address in the audit log, whatever it claims", async () => {
      const answer = await postFrom(
        '127.0.0.7',
        `${shell.url}/api/auth`,
        { action: 'login', email: 'ghost@example.com', accessCode: 'wrong' },
        spoofed(1),
      );
      expect(answer.status).toBe(401);
      const [row] = await t.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        .where(eq(auditLog.action, AUDIT_ACTIONS.loginFailure));
      expect(row?.ip).toBe('127.0.0.7');
    });

    it('does not mark the session cookie Secure over plain HTTP when the client claims https', async () => {
      const credentials = await investorWithEmail(t, 'katherine@example.com');
      const answer = await postFrom(
        '127.0.0.8',
        `${shell.url}/api/auth`,
        { action: 'login', ...credentials },
        spoofed(2),
      );
      expect(answer.status).toBe(200);
      const cookie = [answer.headers['set-cookie'] ?? []]
        .flat()
        .find((header) => header.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/;\s*Secure/i);
    });
  },
);

describe('the API alone', () => {
  it("with TRUST_PROXY=loopback, uses its proxy's X-Forwarded-For and -Proto", async () => {
    const t = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      await request(t.http)
        .post('/api/contact')
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', '203.0.113.9')
        .send(CONTACT)
        .expect(200);
      expect(await contactIps(t)).toEqual(['203.0.113.9']);
      const login = await loginClaimingHttps(t, 'mary@example.com');
      expect(String(login.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });

  it("by default, ignores a client's X-Forwarded-For and -Proto", async () => {
    const t = await createTestApp({ RATE_LIMIT_CONTACT_IP_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= 3; n += 1) {
        const res = await request(t.http)
          .post('/api/contact')
          .set('Origin', TEST_ORIGIN)
          .set(spoofed(n))
          .send(CONTACT);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const ips = await contactIps(t);
      expect(ips).toHaveLength(2);
      for (const ip of ips) expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      const login = await loginClaimingHttps(t, 'dorothy@example.com');
      expect(String(login.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      expect(String(login.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with TRUST_PROXY=true, saying what to set instead', async () => {
    const started = promisify(execFile)(
      process.execPath,
      [resolve(import.meta.dirname, '..', 'dist', 'main.js')],
      {
        env: { ...process.env, NODE_OPTIONS: '', TRUST_PROXY: 'true', PGLITE_DIR: 'memory://' },
        timeout: 60_000,
      },
    );
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/TRUST_PROXY="true" is refused: list the addresses/),
    });
  });
});
