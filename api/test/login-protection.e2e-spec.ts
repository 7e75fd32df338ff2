import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { SIGNED_IN_COOKIE } from '@gloh/contract/signed-in-cookie';
import { RATE_LIMIT_DEFAULTS } from '../src/config/env.validation.js';
import {
  DEVICE_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from '../src/auth/auth.constants.js';
import { ACCOUNT_THROTTLE } from '../src/auth/account-login-throttle.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/database/database.js';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { appForSuite, createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { accessRequestOf, approvedInvestor, investorLoginFrom } from './support/investors.js';
import { setCookieHeader } from './support/http.js';

let ipCounter = 1;
/** Client addresses as a trusted proxy on loopback reports them in X-Forwarded-For. */
const nextIp = () => `203.0.113.${ipCounter++}`;

function approveInvestor(t: TestApp, email: string) {
  return approvedInvestor(t, accessRequestOf('Grace Hopper', email), {
    'X-Forwarded-For': nextIp(),
  });
}

const login = (t: TestApp, body: { email: string; accessCode: string }, ip = nextIp()) =>
  investorLoginFrom(t, ip, body);

const BEHIND_THE_PROXY = { TRUST_PROXY: 'loopback' };
/** The failure delay kept tiny so dozens of tries stay quick. */
const TINY_DELAY = { ...BEHIND_THE_PROXY, LOGIN_DELAY_BASE_MS: '1', LOGIN_DELAY_MAX_MS: '2' };

/** "name=value" of a Set-Cookie header, for a Cookie header. */
const pair = (setCookie: string | undefined) => setCookie!.split(';')[0]!;

describe('login brute-force protection (e2e)', () => {
  // The default limits.
  const t = appForSuite(TINY_DELAY);
  let investor: { email: string; accessCode: string };
  /** The investor's own browser: the known-device cookie of an earlier login. */
  let ownBrowser: string;

  beforeAll(async () => {
    investor = await approveInvestor(t, 'grace@example.com');
    ownBrowser = pair(setCookieHeader(await login(t, investor).expect(200), DEVICE_COOKIE));
  });

  it('lets the investor in from their own browser after wrong codes from a dozen other addresses', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await login(t, { email: investor.email, accessCode: `WRONG-${i}` });
      // Past the account's free failures the guesses are spaced out (429), never answered 200.
      expect([401, 429]).toContain(res.status);
    }
    const res = await login(t, investor).set('Cookie', ownBrowser).expect(200);
    expect(res.body.user.email).toBe(investor.email);
  });

  it('stops one address within 40 tries, whichever emails it tries', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const email = i % 2 === 0 ? investor.email : `spray${i}@example.com`;
      statuses.push((await login(t, { email, accessCode: `WRONG-${i}` }, ip)).status);
    }
    const perIp = RATE_LIMIT_DEFAULTS.loginPerIp.limit;
    expect(perIp).toBeLessThan(40);
    // The investor's email is refused from here after its own ten tries (those refusals count for the
    // address too); the address after thirty tries in all.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(perIp);
    expect(statuses.slice(perIp).every((status) => status === 429)).toBe(true);
    // Refused before the code is checked: even the right code gets nowhere from that address now…
    const refused = await login(t, investor, ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // …while the investor, elsewhere, is not affected.
    await login(t, investor).set('Cookie', ownBrowser).expect(200);
  });

  it('does not let parallel guesses from one address slip past the count', async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        login(t, { email: `parallel${i}@example.com`, accessCode: 'WRONG' }, ip).then(
          (res) => res.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('never counts successful logins against an address or an email', async () => {
    const ip = nextIp();
    for (let i = 0; i < 35; i += 1)
      await login(t, investor, ip).set('Cookie', ownBrowser).expect(200);
  });
});

describe('per-account limit on failed logins, across addresses (e2e)', () => {
  // The account throttle's own figures are the defaults.
  const t = appForSuite(TINY_DELAY);
  let ivy: { email: string; accessCode: string };
  let ada: { email: string; accessCode: string };
  let ivysBrowser: string;

  beforeAll(async () => {
    ivy = await approveInvestor(t, 'ivy@example.com');
    ada = await approveInvestor(t, 'ada@example.com');
    ivysBrowser = pair(setCookieHeader(await login(t, ivy).expect(200), DEVICE_COOKIE));
  });

  const failuresAudited = async (email: string) => {
    const [row] = rowsOf<{ count: number }>(
      await t.db.execute(
        sql`SELECT count(*)::integer AS count FROM audit_log
            WHERE action = 'auth.login_failed' AND email = ${email}`,
      ),
    );
    return row!.count;
  };

  it('spaces out guesses at one account from many addresses, refusing them before the code is checked', async () => {
    const statuses: number[] = [];
    const retryAfter: number[] = [];
    for (let address = 0; address < 12; address += 1) {
      const ip = nextIp();
      for (let guess = 0; guess < 3; guess += 1) {
        const res = await login(t, { email: ivy.email, accessCode: `WRONG-${guess}` }, ip);
        statuses.push(res.status);
        if (res.status === 429) retryAfter.push(Number(res.headers['retry-after']));
      }
    }
    // No address reached its own limits (3 tries each), yet the account's guesses were stopped.
    const answered = statuses.filter((status) => status === 401).length;
    expect(statuses.slice(0, ACCOUNT_THROTTLE.freeFailures)).toEqual(
      Array(ACCOUNT_THROTTLE.freeFailures).fill(401),
    );
    expect(answered).toBeLessThan(ACCOUNT_THROTTLE.freeFailures + 6);
    expect(statuses.filter((status) => status === 429).length).toBe(36 - answered);
    expect(retryAfter.every((seconds) => seconds >= 1)).toBe(true);
    // A refused guess never reached the code check (no argon2 hash, no failure recorded).
    expect(await failuresAudited(ivy.email)).toBe(answered);

    // One more counted guess once the account's spacing has run out: its new spacing (2 s or
    // more) then surely outlasts the next request, however long the loop above took.
    for (;;) {
      const guess = await login(t, { email: ivy.email, accessCode: 'WRONG-LAST' }, nextIp());
      if (guess.status === 401) break;
      expect(guess.status).toBe(429);
      await new Promise((done) => setTimeout(done, Number(guess.headers['retry-after']) * 1000));
    }
    // A new browser waits its turn, even with the right password…
    const waiting = await login(t, ivy).expect(429);
    const seconds = Number(waiting.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(setCookieHeader(waiting)).toBeUndefined();
    // …while the investor's own browser gets in at once, and other accounts are untouched.
    await login(t, ivy).set('Cookie', ivysBrowser).expect(200);
    await login(t, ada).expect(200);
    // Waiting is all it takes: the right password after the delay still works from anywhere.
    await new Promise((done) => setTimeout(done, seconds * 1000 + 100));
    const after = await login(t, ivy).expect(200);
    expect(setCookieHeader(after, DEVICE_COOKIE)).toMatch(
      /^gloh_device=[\w-]{43}; Max-Age=15552000; Path=\/;.*HttpOnly; SameSite=Lax$/,
    );
  });

  it('does not let parallel guesses from many addresses slip past the account’s turn', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        login(t, { email: ivy.email, accessCode: 'WRONG' }).then((res) => res.status),
      ),
    );
    // The account is past its free failures: one turn at a time.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(1);
  });

  it('forgets the guesses when a reset link sets a new password, and knows the browser that used it', async () => {
    const { link } = (await runAdminCommand(t.admin, {
      name: 'reset-link',
      target: ivy.email,
    })) as { link: string };
    const reset = await request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', nextIp())
      .field('action', 'reset-password')
      .field('token', new URL(link).searchParams.get('token')!)
      .field('password', 'N3w-Passw0rd')
      .expect(200);
    const resetBrowser = pair(setCookieHeader(reset, DEVICE_COOKIE));
    const renewed = { email: ivy.email, accessCode: 'N3w-Passw0rd' };
    // The guesses were at the old password: a new browser gets in at once.
    await login(t, renewed).expect(200);
    // Strangers start over (the count restarted at the reset) and are spaced out again; the
    // browser that reset the password is not.
    for (let i = 0; i < ACCOUNT_THROTTLE.freeFailures + 2; i += 1)
      await login(t, { email: ivy.email, accessCode: 'WRONG' });
    const [throttle] = rowsOf<{ failures: number }>(
      await t.db.execute(
        // The spacing they earned (1–2 s) is held for the checks below, which on a loaded
        // machine can take longer than that.
        sql`UPDATE login_account_throttle SET next_attempt_at = now() + interval '1 hour'
            WHERE email = ${ivy.email} RETURNING failures`,
      ),
    );
    expect(throttle!.failures).toBeGreaterThan(ACCOUNT_THROTTLE.freeFailures);
    expect(throttle!.failures).toBeLessThanOrEqual(ACCOUNT_THROTTLE.freeFailures + 2);
    await login(t, renewed).expect(429);
    await login(t, renewed).set('Cookie', resetBrowser).expect(200);
    // A known-device cookie of another account is no pass for this one.
    const adaBrowser = pair(setCookieHeader(await login(t, ada).expect(200), DEVICE_COOKIE));
    await login(t, renewed).set('Cookie', adaBrowser).expect(429);
  });

  it('answers an unknown email exactly as a known one, so the limit tells no accounts apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_THROTTLE.freeFailures + 2; i += 1)
      statuses.push((await login(t, { email: 'nobody@example.com', accessCode: 'WRONG' })).status);
    expect(statuses.slice(0, ACCOUNT_THROTTLE.freeFailures + 1)).toEqual(
      Array(ACCOUNT_THROTTLE.freeFailures + 1).fill(401),
    );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('progressive delay of failed logins (e2e)', () => {
  // Failures delayed from the third on, by 400 ms doubling to at most 800 ms.
  const t = appForSuite({
    ...BEHIND_THE_PROXY,
    LOGIN_DELAY_AFTER_FAILURES: '2',
    LOGIN_DELAY_BASE_MS: '400',
    LOGIN_DELAY_MAX_MS: '800',
  });
  let investor: { email: string; accessCode: string };

  beforeAll(async () => {
    investor = await approveInvestor(t, 'mary@example.com');
  });

  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };

  it('holds back wrong answers for an email tried from many addresses, never the right one', async () => {
    const wrong = () => login(t, { email: investor.email, accessCode: 'WRONG' }).expect(401);
    await wrong();
    await wrong();
    expect(await timed(wrong)).toBeGreaterThanOrEqual(400);
    const slowest = await timed(wrong);
    expect(slowest).toBeGreaterThanOrEqual(800);
    const success = await timed(() => login(t, investor).expect(200));
    expect(success).toBeLessThan(slowest - 400);
  });
});

describe('sessions and cookies (e2e)', () => {
  let plain: TestApp;
  let trusted: TestApp;
  let production: TestApp;
  const creds = new Map<TestApp, { email: string; accessCode: string }>();

  beforeAll(async () => {
    [plain, trusted, production] = await Promise.all([
      // No proxy trusted: X-Forwarded-* from the client count for nothing.
      createTestApp({ TRUST_PROXY: 'false' }),
      createTestApp({ TRUST_PROXY: 'loopback' }),
      createTestApp({
        TRUST_PROXY: 'false',
        NODE_ENV: 'production',
        // Production requires the outbox key (it seals access codes and reset links).
        OUTBOX_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      }),
    ]);
    for (const app of [plain, trusted, production]) {
      creds.set(app, await approveInvestor(app, 'annie@example.com'));
    }
  });

  afterAll(() => Promise.all([plain, trusted, production].map((app) => app?.close())));

  const me = (t: TestApp, cookie: string, https = false) => {
    const req = request(t.http).get('/api/auth/me').set('Cookie', cookie);
    return https ? req.set('X-Forwarded-Proto', 'https') : req;
  };

  it('keeps the current session when a login fails, and replaces it when one succeeds', async () => {
    const first = await login(plain, creds.get(plain)!).expect(200);
    const cookie = pair(setCookieHeader(first));
    const failed = await login(plain, { email: creds.get(plain)!.email, accessCode: 'WRONG' })
      .set('Cookie', cookie)
      .expect(401);
    expect(setCookieHeader(failed)).toBeUndefined();
    await me(plain, cookie).expect(200);

    const second = await login(plain, creds.get(plain)!).set('Cookie', cookie).expect(200);
    await me(plain, cookie).expect(401);
    await me(plain, pair(setCookieHeader(second))).expect(200);
  });

  it('answers a login, successful or not, with Cache-Control: no-store', async () => {
    const ok = await login(plain, creds.get(plain)!).expect(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const failed = await login(plain, { email: 'nobody@example.com', accessCode: 'WRONG' });
    expect(failed.status).toBe(401);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('names the cookie gloh_session over plain HTTP, not Secure outside production', async () => {
    const res = await login(plain, creds.get(plain)!).expect(200);
    const session = setCookieHeader(res, SESSION_COOKIE)!;
    expect(session).toMatch(
      /^gloh_session=[\w-]{43}; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    expect(session).not.toMatch(/Secure|Domain/i);
    expect(setCookieHeader(res, SECURE_SESSION_COOKIE)).toBeUndefined();
    expect(setCookieHeader(res, SIGNED_IN_COOKIE)).not.toMatch(/Secure|HttpOnly/);
  });

  it('ignores a client-sent X-Forwarded-Proto: https when no proxy is trusted', async () => {
    const res = await login(plain, creds.get(plain)!).set('X-Forwarded-Proto', 'https').expect(200);
    expect(setCookieHeader(res, SECURE_SESSION_COOKIE)).toBeUndefined();
    expect(setCookieHeader(res, SESSION_COOKIE)).not.toMatch(/Secure/);
    expect(setCookieHeader(res, SIGNED_IN_COOKIE)).not.toMatch(/Secure/);
  });

  it('names it __Host-gloh_session, Secure, Path=/, no Domain, over HTTPS from a trusted proxy', async () => {
    const res = await login(trusted, creds.get(trusted)!)
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(setCookieHeader(res, SESSION_COOKIE)).toBeUndefined();
    const session = setCookieHeader(res, SECURE_SESSION_COOKIE)!;
    expect(session).toMatch(
      /; Max-Age=86400; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(session).not.toMatch(/Domain/i);
    const signedIn = setCookieHeader(res, SIGNED_IN_COOKIE)!;
    expect(signedIn).toMatch(/^gloh_signed_in=1;.*; Path=\/;.*; Secure; SameSite=Lax$/);
    expect(signedIn).not.toMatch(/HttpOnly/);

    // Over HTTPS only the __Host- cookie is read; the same token under the plain name is not.
    const token = pair(session).slice(SECURE_SESSION_COOKIE.length + 1);
    await me(trusted, `${SECURE_SESSION_COOKIE}=${token}`, true).expect(200);
    await me(trusted, `${SESSION_COOKIE}=${token}`, true).expect(401);
    await me(trusted, `${SESSION_COOKIE}=${token}`).expect(200);

    const logout = await request(trusted.http)
      .post('/api/auth/logout')
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', `${SECURE_SESSION_COOKIE}=${token}`)
      .expect(200);
    expect(setCookieHeader(logout, SECURE_SESSION_COOKIE)).toMatch(
      /^__Host-gloh_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(setCookieHeader(logout, SIGNED_IN_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970.*; Secure/);
    await me(trusted, `${SECURE_SESSION_COOKIE}=${token}`, true).expect(401);
  });

  it('always marks the cookies Secure in production, even over plain HTTP', async () => {
    const res = await login(production, creds.get(production)!).expect(200);
    expect(setCookieHeader(res, SESSION_COOKIE)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookieHeader(res, SIGNED_IN_COOKIE)).toMatch(/; Secure; SameSite=Lax$/);
  });
});
