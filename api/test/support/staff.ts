import request from 'supertest';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { StaffClock } from '../../src/staff/staff-clock.js';
import { STAFF_COOKIE } from '../../src/staff/staff.constants.js';
import { setCookieHeader } from './http.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import { SoftwareAuthenticator } from './software-authenticator.js';
import { TEST_ORIGIN, type TestApp } from './test-app.js';

/** The staff clock, moved forward by the tests instead of waiting. */
export class TestClock extends StaffClock {
  private offsetMs = 0;
  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** "gloh_staff=<token>" from a response that set it. */
export function staffCookie(res: request.Response): string {
  const cookie = setCookieHeader(res, STAFF_COOKIE);
  if (!cookie)
    throw new Error(`No ${STAFF_COOKIE} cookie in ${res.status}: ${JSON.stringify(res.body)}`);
  return cookie.split(';')[0]!;
}

export function post(t: TestApp, path: string, body: object = {}, cookie?: string) {
  const req = request(t.http).post(path).set('Origin', TEST_ORIGIN);
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
}

/** The token of the newest enrollment link mailed to this address. */
export async function mailedEnrollToken(
  smtp: SmtpCatcher,
  email: string,
  after = 0,
): Promise<string> {
  const mail = await smtp.waitForMail(
    (candidate) =>
      candidate.to.includes(email) &&
      /staff\/enroll\?token=/.test(candidate.text) &&
      smtp.messages.indexOf(candidate) >= after,
  );
  return /staff\/enroll\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

/** Enrolls a new passkey from the link's token; answers the verify response. */
export async function enroll(
  t: TestApp,
  token: string,
  authenticator: SoftwareAuthenticator,
  status = 200,
) {
  const options = await post(t, STAFF_API_PATHS.enrollOptions, { token }).expect(200);
  return post(t, STAFF_API_PATHS.enrollVerify, {
    token,
    response: authenticator.create(options.body.options),
  }).expect(status);
}

export async function signIn(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
  status = 200,
  cookie?: string,
) {
  const options = await post(t, STAFF_API_PATHS.signInOptions).expect(200);
  return post(
    t,
    STAFF_API_PATHS.signInVerify,
    { response: authenticator.get(options.body.options) },
    cookie,
  ).expect(status);
}

export async function stepUp(
  t: TestApp,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  status = 200,
) {
  const options = await post(t, STAFF_API_PATHS.stepUpOptions, {}, cookie).expect(200);
  return post(
    t,
    STAFF_API_PATHS.stepUpVerify,
    { response: authenticator.get(options.body.options) },
    cookie,
  ).expect(status);
}

/**
 * A staff member invited by the CLI (as `ops`), enrolled with a new software passkey and signed in.
 * Answers the session cookie, the passkey and the member's id.
 */
export async function enrolledStaff(
  t: TestApp,
  smtp: SmtpCatcher,
  email: string,
  roles: string[],
): Promise<{ cookie: string; authenticator: SoftwareAuthenticator; id: string }> {
  const before = smtp.messages.length;
  const invited = (await runAdminCommand(t.admin, {
    name: 'staff',
    target: 'invite',
    email,
    roles,
    actor: 'ops',
  })) as { member: { id: string } };
  const token = await mailedEnrollToken(smtp, email, before);
  const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
  const res = await enroll(t, token, authenticator);
  return { cookie: staffCookie(res), authenticator, id: invited.member.id };
}
