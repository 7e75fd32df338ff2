import { eq } from 'drizzle-orm';
import request from 'supertest';
import { API_PATHS } from '@gloh/contract/api';
import { SIGNED_IN_COOKIE } from '@gloh/contract/signed-in-cookie';
import { PASSWORDS_DO_NOT_MATCH } from '@gloh/contract/password';
import { AUDIT_ACTIONS } from '../src/audit/audit.service.js';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { accessRequests, auditLog, contactMessages } from '../src/database/schema.js';
import { accessRequestOf, approvedInvestor } from './support/investors.js';
import { sessionCookie, setCookieHeader } from './support/http.js';
import { appForSuite, TEST_ORIGIN } from './support/test-app.js';

/** What a browser sends with a form's submission: a navigation that accepts HTML. */
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const CONTACT_LIMIT = 2;

let ipCounter = 1;
/** Each case its own client address (through the trusted loopback proxy), so its own rate limits. */
const nextIp = () => `203.0.113.${ipCounter++}`;

describe('HTML form posts (e2e)', () => {
  const t = appForSuite({
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_CONTACT_IP_LIMIT: String(CONTACT_LIMIT),
  });

  /** A browser's form submission from the site's own page, urlencoded unless fields are attached. */
  const formPost = (path: string, ip = nextIp(), origin = TEST_ORIGIN) =>
    request(t.http)
      .post(path)
      .set('Origin', origin)
      .set('Accept', NAVIGATION_ACCEPT)
      .set('X-Forwarded-For', ip)
      .type('form')
      .redirects(0);

  /** Every submitted value must stay out of the page the browser is sent to. */
  function expectRedirect(res: request.Response, location: string, submitted: object) {
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const value of Object.values(submitted)) {
      if (value === undefined || value === '') continue;
      expect(res.headers.location).not.toContain(encodeURIComponent(String(value)));
      expect(res.headers.location).not.toContain(String(value));
    }
  }

  async function contactCount(email: string): Promise<number> {
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    return rows.length;
  }

  describe('contact', () => {
    it('takes the form post and sends the browser back to the page with sent=contact', async () => {
      const fields = { name: 'Ada Form', email: 'ada.form@example.com', message: 'Hello there' };
      const res = await formPost(API_PATHS.contact).send(fields);
      expectRedirect(res, '/contact?sent=contact', fields);
      expect(await contactCount(fields.email)).toBe(1);
    });

    it('sends a refused post back with error=invalid and stores nothing', async () => {
      const fields = { name: 'Bad Email', email: 'not-an-email', message: 'Hello' };
      const res = await formPost(API_PATHS.contact).send(fields);
      expectRedirect(res, '/contact?failed=contact&error=invalid', fields);
      expect(await contactCount(fields.email)).toBe(0);
    });

    it('refuses unknown fields as the JSON endpoint does, with error=invalid', async () => {
      const res = await formPost(API_PATHS.contact).send({
        name: 'Ada',
        email: 'extra@example.com',
        message: 'Hi',
        isAdmin: 'true',
      });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/contact?failed=contact&error=invalid');
    });

    it("refuses another site's form with error=refused and stores nothing", async () => {
      const fields = { name: 'Eve', email: 'eve.form@example.com', message: 'Hi' };
      const res = await formPost(API_PATHS.contact, nextIp(), 'https://evil.example').send(fields);
      expectRedirect(res, '/contact?failed=contact&error=refused', fields);
      expect(await contactCount(fields.email)).toBe(0);
    });

    it('applies the rate limit of the JSON endpoint, answering error=rate-limited', async () => {
      const ip = nextIp();
      const fields = { name: 'Busy', email: 'busy.form@example.com', message: 'Again' };
      for (let sent = 0; sent < CONTACT_LIMIT; sent += 1) {
        expect((await formPost(API_PATHS.contact, ip).send(fields)).headers.location).toBe(
          '/contact?sent=contact',
        );
      }
      const limited = await formPost(API_PATHS.contact, ip).send(fields);
      expectRedirect(limited, '/contact?failed=contact&error=rate-limited', fields);
      expect(await contactCount(fields.email)).toBe(CONTACT_LIMIT);
    });

    it('keeps answering JSON to scripts, urlencoded or not', async () => {
      const json = await request(t.http)
        .post(API_PATHS.contact)
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', nextIp())
        .send({ name: 'Script', email: 'script@example.com', message: 'Hi' })
        .expect(200);
      expect(json.body).toEqual({ success: true, message: 'Message sent successfully' });
      const urlencoded = await request(t.http)
        .post(API_PATHS.contact)
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', nextIp())
        .type('form')
        .send({ name: 'Script', email: 'not-an-email', message: 'Hi' })
        .expect(400);
      expect(urlencoded.body.success).toBe(false);
    });
  });

  describe('access requests', () => {
    const fields = {
      name: 'Grace Form',
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email: 'grace.form@example.com',
      message: '',
    };

    it('takes the form post (urlencoded) and answers sent=access-request', async () => {
      const res = await formPost(API_PATHS.presentationAccess).send(fields);
      expectRedirect(res, '/investors/presentation-access?sent=access-request', fields);
      const rows = await t.db
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.email, fields.email));
      expect(rows).toHaveLength(1);
    });

    it('answers error=invalid for a missing field', async () => {
      const res = await formPost(API_PATHS.presentationAccess).send({ ...fields, email: '' });
      expectRedirect(
        res,
        '/investors/presentation-access?failed=access-request&error=invalid',
        fields,
      );
    });
  });

  describe('login', () => {
    let credentials: { email: string; accessCode: string };

    beforeAll(async () => {
      const linForm = accessRequestOf('Lin Form', 'lin.form@example.com');
      credentials = await approvedInvestor(t, linForm, { 'X-Forwarded-For': nextIp() });
    });

    it('sets the session cookie and sends the investor to the presentation', async () => {
      const ip = nextIp();
      const res = await formPost(API_PATHS.auth, ip).send({ action: 'login', ...credentials });
      expectRedirect(res, '/investors/presentation', credentials);
      expect(setCookieHeader(res, SIGNED_IN_COOKIE)).toBeDefined();
      const me = await request(t.http)
        .get(API_PATHS.me)
        .set('Cookie', sessionCookie(res))
        .expect(200);
      expect(me.body.user.email).toBe(credentials.email);
      const audit = await t.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        .where(eq(auditLog.action, AUDIT_ACTIONS.loginSuccess));
      expect(audit.map((row) => row.ip)).toContain(ip);
    });

    it('takes multipart (FormData) as well', async () => {
      const res = await request(t.http)
        .post(API_PATHS.auth)
        .set('Origin', TEST_ORIGIN)
        .set('Accept', NAVIGATION_ACCEPT)
        .set('X-Forwarded-For', nextIp())
        .redirects(0)
        .field('action', 'login')
        .field('email', credentials.email)
        .field('accessCode', credentials.accessCode);
      expectRedirect(res, '/investors/presentation', credentials);
      expect(setCookieHeader(res)).toBeDefined();
    });

    it('answers a wrong code with error=rejected and no session', async () => {
      const sent = { action: 'login', email: credentials.email, accessCode: 'WRONG-CODE' };
      const res = await formPost(API_PATHS.auth).send(sent);
      expectRedirect(res, '/investors/presentation-access?failed=login&error=rejected', {
        email: sent.email,
        accessCode: sent.accessCode,
      });
      expect(setCookieHeader(res)).toBeUndefined();
    });

    it('answers a missing field with error=invalid, never a 5xx', async () => {
      const res = await formPost(API_PATHS.auth).send({ action: 'login', email: '' });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(
        '/investors/presentation-access?failed=login&error=invalid',
      );
    });

    it("refuses another site's login form with error=refused and no session", async () => {
      const res = await formPost(API_PATHS.auth, nextIp(), 'https://evil.example').send({
        action: 'login',
        ...credentials,
      });
      expectRedirect(res, '/investors/presentation-access?failed=login&error=refused', credentials);
      expect(setCookieHeader(res)).toBeUndefined();
    });

    it('answers a body without a known action as JSON', async () => {
      const res = await formPost(API_PATHS.auth).send({ action: 'other' });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('password reset', () => {
    const email = 'reset.form@example.com';

    beforeAll(async () => {
      await approvedInvestor(t, accessRequestOf('Reset Form', email), {
        'X-Forwarded-For': nextIp(),
      });
    });

    async function resetToken(): Promise<string> {
      const { link } = (await runAdminCommand(t.admin, { name: 'reset-link', target: email })) as {
        link: string;
      };
      return new URL(link).searchParams.get('token')!;
    }

    /** The sign-in form sent with the new password (in the access code field, as the page does). */
    const signInWith = (password: string) =>
      formPost(API_PATHS.auth).send({ action: 'login', email, accessCode: password });

    /** The reset form sent with the page's confirmation field, expecting the reset done. */
    async function expectResetWithConfirmation(token: string, password: string) {
      const retried = await formPost(API_PATHS.auth).send({
        action: 'reset-password',
        token,
        password,
        confirmPassword: password,
      });
      expectRedirect(retried, '/reset-password?sent=reset-password', { token, password });
    }

    it.each([
      ['sets the new password and answers sent=reset-password', 'A new passphrase 2026!', false],
      [
        "takes the page's confirmation field and signs in with the new password",
        'Confirmed passphrase 2026!',
        true,
      ],
    ])('%s', async (_title, password, confirmed) => {
      const token = await resetToken();
      const fields = { action: 'reset-password', token, password };
      const res = await formPost(API_PATHS.auth).send(
        confirmed ? { ...fields, confirmPassword: password } : fields,
      );
      expectRedirect(res, '/reset-password?sent=reset-password', { token, password });
      const login = await signInWith(password);
      expect(login.headers.location).toBe('/investors/presentation');
    });

    it('answers a confirmation that differs with error=mismatch, and keeps the token', async () => {
      const token = await resetToken();
      const password = 'Mismatched passphrase 2026!';
      const mismatched = await formPost(API_PATHS.auth).send({
        action: 'reset-password',
        token,
        password,
        confirmPassword: 'Mistyped passphrase 2026!',
      });
      expectRedirect(mismatched, '/reset-password?failed=reset-password&error=mismatch', {
        token,
        password,
      });
      const login = await signInWith(password);
      expect(login.headers.location).toBe(
        '/investors/presentation-access?failed=login&error=rejected',
      );

      await expectResetWithConfirmation(token, password);
    });

    it('answers a password that breaks the rules with error=weak-password, and keeps the token', async () => {
      const token = await resetToken();
      const weak = await formPost(API_PATHS.auth).send({
        action: 'reset-password',
        token,
        password: 'short',
        confirmPassword: 'short',
      });
      expectRedirect(weak, '/reset-password?failed=reset-password&error=weak-password', {
        token,
      });
      const password = 'Stronger passphrase 2026!';
      await expectResetWithConfirmation(token, password);
    });

    it("refuses a differing confirmation sent as JSON with the contract's message", async () => {
      const token = await resetToken();
      const res = await request(t.http)
        .post(API_PATHS.auth)
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', nextIp())
        .send({
          action: 'reset-password',
          token,
          password: 'Json passphrase 2026!',
          confirmPassword: 'Other passphrase 2026!',
        });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: PASSWORDS_DO_NOT_MATCH });
    });

    it('answers an unknown token with error=rejected', async () => {
      const res = await formPost(API_PATHS.auth).send({
        action: 'reset-password',
        token: 'not-a-real-token',
        password: 'A new passphrase 2026!',
      });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/reset-password?failed=reset-password&error=rejected');
    });
  });
});
