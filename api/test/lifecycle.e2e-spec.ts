import { sql } from 'drizzle-orm';
import request from 'supertest';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { auditLog } from '../src/database/schema.js';
import { mailingAppForSuite, TEST_ORIGIN } from './support/test-app.js';
import { SIGNED_IN_COOKIE } from '@gloh/contract/signed-in-cookie';
import { binaryParser, sessionCookie, setCookieHeader } from './support/http.js';
import { pdfPageTexts } from './support/pdf-text.js';

const INVESTOR = {
  name: 'Ada Lovelace',
  companyName: 'Example Capital',
  phoneNumber: '+1 555 0100',
  email: 'Ada@Example.com',
  message: 'Interested in the seed round.',
};

describe('investor lifecycle (e2e)', () => {
  const { t, smtp } = mailingAppForSuite();

  async function requestAndApprove(overrides: Partial<typeof INVESTOR> = {}) {
    const body = { ...INVESTOR, ...overrides };
    const res = await request(t.http)
      .post('/api/presentation-access')
      .set('Origin', TEST_ORIGIN)
      .send(body)
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message:
        'Thank you! Your request has been received. We will review it and email you an access code.',
    });
    const [pending] = (await runAdminCommand(t.admin, { name: 'requests', status: 'pending' })) as {
      id: number;
      email: string;
    }[];
    expect(pending!.email).toBe(body.email.toLowerCase());
    const approved = (await runAdminCommand(t.admin, {
      name: 'approve',
      target: String(pending!.id),
    })) as {
      accessCode: string;
      investor: { email: string };
    };
    return { email: approved.investor.email, accessCode: approved.accessCode };
  }

  function login(email: string, accessCode: string, cookie?: string) {
    const req = request(t.http).post('/api/auth').set('Origin', TEST_ORIGIN);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ action: 'login', email, accessCode });
  }

  /** An approved investor, signed in, for whom the CLI made a reset link. */
  async function signedInWithResetLink(investor: { email: string; name: string }) {
    const { email, accessCode } = await requestAndApprove(investor);
    const cookie = sessionCookie(await login(email, accessCode).expect(200));
    const { link } = (await runAdminCommand(t.admin, { name: 'reset-link', target: email })) as {
      link: string;
    };
    return { email, accessCode, cookie, link, token: new URL(link).searchParams.get('token')! };
  }

  /** The reset-password form as a browser without scripts posts it (multipart). */
  const resetPassword = (token: string, password: string) =>
    request(t.http)
      .post('/api/auth')
      .set('Origin', TEST_ORIGIN)
      .field('action', 'reset-password')
      .field('token', token)
      .field('password', password);

  it('request → approve → login → me → deck → watermarked download → logout → 401', async () => {
    const { email, accessCode } = await requestAndApprove();
    expect(accessCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);

    // The company inbox hears about the request, the investor gets the code by mail.
    const inbox = await smtp.waitForMail((mail) => mail.to.includes('info@gloh.example'));
    expect(inbox.subject).toContain('Presentation access request');
    expect(inbox.text).toContain(email);
    const codeMail = await smtp.waitForMail((mail) => mail.to.includes(email));
    expect(codeMail.text).toContain(`Access code: ${accessCode}`);

    const loginRes = await login(email, accessCode).expect(200);
    expect(loginRes.body).toMatchObject({
      success: true,
      user: { email, firstName: 'Ada', lastName: 'Lovelace', role: 'investor' },
    });
    const rawCookie = setCookieHeader(loginRes)!;
    expect(rawCookie).toMatch(/HttpOnly/);
    expect(rawCookie).toMatch(/SameSite=Lax/i);
    expect(rawCookie).toMatch(/Max-Age=86400/);
    expect(rawCookie).not.toMatch(/Secure/);
    // Its readable companion says "signed in" to scripts, with the same lifetime, and no secret.
    const signedIn = setCookieHeader(loginRes, SIGNED_IN_COOKIE)!;
    expect(signedIn).toMatch(/^gloh_signed_in=1;/);
    expect(signedIn).not.toMatch(/HttpOnly/);
    expect(signedIn).toMatch(/Max-Age=86400/);
    expect(signedIn).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(loginRes);

    const me = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body.success).toBe(true);
    expect(Object.keys(me.body.user).sort()).toEqual([
      'downloadAllowed',
      'email',
      'firstName',
      'id',
      'isVerified',
      'lastName',
      'role',
    ]);
    expect(me.body.user).toMatchObject({ email, role: 'investor', isVerified: true });
    const lifetime = new Date(me.body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(86_400_000 + 5_000);

    const inline = await request(t.http)
      .get('/api/investor-presentation')
      .set('Cookie', cookie)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['cache-control']).toBe('private, no-cache');
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    const inlineBody = inline.body as Buffer;
    expect(inlineBody.subarray(0, 5).toString()).toBe('%PDF-');

    const download = await request(t.http)
      .get('/api/investor-presentation/download')
      .set('Cookie', cookie)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="gloh-investor-presentation.pdf"',
    );
    const pages = await pdfPageTexts(download.body as Buffer);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const text of pages) {
      expect(text).toContain(email);
      expect(text).toContain(today);
    }
    // The viewer's copy names its investor too (presentation.e2e-spec.ts has the details).
    expect((await pdfPageTexts(inlineBody)).join(' ')).toContain(email);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.email} = ${email}`);
    const actions = audit.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['presentation.view', 'presentation.download', 'auth.login']),
    );

    const logout = await request(t.http)
      .post('/api/auth/logout')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .expect(200);
    expect(logout.body).toEqual({ success: true, message: 'Logged out' });
    expect(setCookieHeader(logout)).toMatch(/gloh_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(setCookieHeader(logout, SIGNED_IN_COOKIE)).toMatch(
      /gloh_signed_in=;.*Expires=Thu, 01 Jan 1970/,
    );
    // The server forgot the session: replaying the old cookie does not work.
    const after = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({
      success: false,
      error: 'Not authenticated',
      reason: 'signed-out',
    });
    await request(t.http).get('/api/investor-presentation').set('Cookie', cookie).expect(401);
  });

  it('refuses unknown emails and wrong codes with the same answer', async () => {
    const { email } = await requestAndApprove({ email: 'grace@example.com', name: 'Grace Hopper' });
    const wrong = await login(email, 'WRONG-CODE0-00000-00000').expect(401);
    const unknown = await login('nobody@example.com', 'WRONG-CODE0-00000-00000').expect(401);
    expect(wrong.body).toEqual({ success: false, error: 'Invalid email or access code' });
    expect(unknown.body).toEqual(wrong.body);
    await request(t.http).get('/api/investor-presentation').expect(401);
  });

  it('issues a new token on every login and ends the session it replaces', async () => {
    const { email, accessCode } = await requestAndApprove({
      email: 'mary@example.com',
      name: 'Mary Somerville',
    });
    const first = sessionCookie(await login(email, accessCode).expect(200));
    const second = sessionCookie(await login(email, accessCode, first).expect(200));
    expect(second).not.toBe(first);
    await request(t.http).get('/api/auth/me').set('Cookie', first).expect(401);
    await request(t.http).get('/api/auth/me').set('Cookie', second).expect(200);
  });

  it('says whether a refused session ran out, or there was none', async () => {
    const { email, accessCode } = await requestAndApprove({
      email: 'caroline@example.com',
      name: 'Caroline Herschel',
    });
    const cookie = sessionCookie(await login(email, accessCode).expect(200));
    await t.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second'
          WHERE investor_id = (SELECT id FROM investors WHERE email = ${email})`,
    );
    const expired = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(expired.body.reason).toBe('session-expired');
    const none = await request(t.http).get('/api/auth/me').expect(401);
    expect(none.body.reason).toBe('not-signed-in');
    const unknown = await request(t.http)
      .get('/api/auth/me')
      .set('Cookie', 'gloh_session=not-a-token')
      .expect(401);
    expect(unknown.body.reason).toBe('not-signed-in');
  });

  it('revoking an investor ends a live session at once and login fails', async () => {
    const { email, accessCode } = await requestAndApprove({
      email: 'emmy@example.com',
      name: 'Emmy Noether',
    });
    const cookie = sessionCookie(await login(email, accessCode).expect(200));
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(200);
    const activeSessions = async () => {
      const listed = (await runAdminCommand(t.admin, { name: 'investors' })) as {
        email: string;
        activeSessions: number;
      }[];
      return listed.find((investor) => investor.email === email)?.activeSessions;
    };
    expect(await activeSessions()).toBe(1);
    const revoked = (await runAdminCommand(t.admin, { name: 'revoke', target: email })) as {
      sessionsEnded: number;
    };
    expect(revoked.sessionsEnded).toBe(1);
    expect(await activeSessions()).toBe(0);
    // The open viewer learns why, so it can tell the investor their access ended.
    const me = await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(me.body).toEqual({
      success: false,
      error: 'Not authenticated',
      reason: 'access-revoked',
    });
    const download = await request(t.http)
      .get('/api/investor-presentation/download')
      .set('Cookie', cookie)
      .expect(401);
    expect(download.body.reason).toBe('access-revoked');
    const again = await login(email, accessCode).expect(401);
    expect(again.body.error).toBe('Invalid email or access code');
  });

  it('a reset token works once, ends all sessions, then fails', async () => {
    const { email, accessCode, cookie, link, token } = await signedInWithResetLink({
      email: 'sofia@example.com',
      name: 'Sofia Kovalevskaya',
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
    await smtp.waitForMail((mail) => mail.to.includes(email) && mail.text.includes(link));

    // The password rules are enforced on the server too, with the form's messages.
    const weak = await resetPassword(token, 'short').expect(400);
    expect(weak.body.error).toContain('Password must be at least 8 characters long');
    expect(weak.body.error).toContain('Password must contain at least one uppercase letter');
    expect(weak.body.error).toContain('Password must contain at least one number');

    const reset = await resetPassword(token, 'NewPassw0rd').expect(200);
    expect(reset.body).toEqual({ success: true, message: 'Password reset successfully' });
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    await login(email, accessCode).expect(401);
    await login(email, 'NewPassw0rd').expect(200);

    const replay = await resetPassword(token, 'Another1Pass').expect(400);
    expect(replay.body).toEqual({
      success: false,
      error: 'Invalid or expired reset token. Please request a new password reset link.',
    });
  });

  it('refuses expired sessions and expired reset tokens', async () => {
    const { email, cookie, token } = await signedInWithResetLink({
      email: 'hedy@example.com',
      name: 'Hedy Lamarr',
    });
    await t.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'
      WHERE investor_id = (SELECT id FROM investors WHERE email = ${email})`);
    await t.db.execute(sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
      WHERE investor_id = (SELECT id FROM investors WHERE email = ${email})`);
    await request(t.http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    const reset = await resetPassword(token, 'NewPassw0rd').expect(400);
    expect(reset.body.error).toBe(
      'Invalid or expired reset token. Please request a new password reset link.',
    );
  });

  it('scrubs access codes from the outbox once delivered', async () => {
    const { accessCode } = await requestAndApprove({
      email: 'lise@example.com',
      name: 'Lise Meitner',
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await t.db.execute(
        sql`SELECT count(*)::int AS n FROM mail_outbox WHERE text_body LIKE ${`%${accessCode}%`}`,
      );
      if (Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n) === 0) break;
      if (Date.now() > deadline) throw new Error('access code still stored in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
