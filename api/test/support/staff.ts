import request from 'supertest';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { StaffClock } from '../../src/staff/staff-clock.js';
import { STAFF_COOKIE } from '../../src/staff/staff.constants.js';
import { setCookieHeader } from './http.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import { SoftwareAuthenticator } from './software-authenticator.js';
import { staffRequests } from './staff-requests.js';
import {
  mailingAppForSuite,
  TEST_ORIGIN,
  type TestApp,
  type TestAppEnv,
  type TestAppOptions,
  settle,
  setUpBeforeAll,
  type WhenBooted,
} from './test-app.js';

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

/** A passkey ceremony: the options asked for, answered with the passkey; expects `status`. */
async function passkeyCeremony(
  t: TestApp,
  optionsRequest: request.Test,
  verifyPath: string,
  authenticator: SoftwareAuthenticator,
  status: number,
  cookie?: string,
) {
  const options = await optionsRequest.expect(200);
  const response = authenticator.get(options.body.options);
  return post(t, verifyPath, { response }, cookie).expect(status);
}

export function signIn(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
  status = 200,
  cookie?: string,
) {
  const options = post(t, STAFF_API_PATHS.signInOptions);
  return passkeyCeremony(t, options, STAFF_API_PATHS.signInVerify, authenticator, status, cookie);
}

export function stepUp(
  t: TestApp,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  status = 200,
) {
  const options = post(t, STAFF_API_PATHS.stepUpOptions, {}, cookie);
  return passkeyCeremony(t, options, STAFF_API_PATHS.stepUpVerify, authenticator, status, cookie);
}

/**
 * The staff cookie a response set is the one it always is: within the 8 h absolute lifetime
 * (what is left of it when written), for the whole site, HttpOnly, SameSite=Strict.
 */
export function expectStaffCookieAttributes(res: request.Response): void {
  const cookie = setCookieHeader(res, STAFF_COOKIE)!;
  const maxAge = Number(/; Max-Age=(\d+);/.exec(cookie)![1]);
  expect(maxAge).toBeGreaterThan(8 * 60 * 60 - 60);
  expect(maxAge).toBeLessThanOrEqual(8 * 60 * 60);
  expect(cookie).toMatch(/; Path=\//);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Strict/);
}

/** A new session of an enrolled member, signed in with its passkey: answers its cookie. */
export async function newSession(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
): Promise<string> {
  return staffCookie(await signIn(t, authenticator));
}

/** A new session of an enrolled member, stepped up just now: answers its cookie. */
export async function steppedUpSession(
  t: TestApp,
  authenticator: SoftwareAuthenticator,
): Promise<string> {
  const cookie = await newSession(t, authenticator);
  await stepUp(t, cookie, authenticator);
  return cookie;
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
  staffName?: string,
): Promise<{ cookie: string; authenticator: SoftwareAuthenticator; id: string }> {
  const { member, token } = await invitedByCli(t, smtp, { email, roles, staffName });
  const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
  const res = await enroll(t, token, authenticator);
  return { cookie: staffCookie(res), authenticator, id: member.id };
}

/**
 * Invites with the CLI, as `ops` unless another actor is named; answers what the command answered
 * and the token of the enrollment link it mailed.
 */
export async function invitedByCli(
  t: TestApp,
  smtp: SmtpCatcher,
  invite: { email: string; roles: string[]; staffName?: string; actor?: string },
) {
  const before = smtp.messages.length;
  const invited = (await runAdminCommand(t.admin, {
    name: 'staff',
    target: 'invite',
    actor: 'ops',
    ...invite,
  })) as { member: { id: string; email: string; roles: string[] }; link: string };
  const token = await mailedEnrollToken(smtp, invite.email.toLowerCase(), before);
  return { ...invited, token };
}

export type EnrolledStaff = Awaited<ReturnType<typeof enrolledStaff>>;

/**
 * The staff console's app for a describe: its mail caught (the enrollment links), the per-address
 * staff limit lifted for the many ceremonies one loopback client runs, and requests as the console
 * sends them.
 */
export function staffConsoleForSuite(
  env: WhenBooted<TestAppEnv> = {},
  options: WhenBooted<TestAppOptions> = {},
) {
  const suite = mailingAppForSuite(
    () => ({ RATE_LIMIT_STAFF_IP_LIMIT: '10000', ...settle(env) }),
    options,
  );
  return { ...suite, http: staffRequests(suite.t) };
}

/**
 * The investor-relations console as its suites use it: the staff console's app, with access
 * requests not limited per address (a suite files dozens from one), and an ir member (who may act
 * on requests, investors and decks) and a marketing member (whom every ir route refuses), enrolled
 * before the suite's own `beforeAll` hooks run.
 */
export function irConsoleForSuite(env: WhenBooted<TestAppEnv> = {}) {
  const suite = staffConsoleForSuite(() => ({
    RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: '1000',
    ...settle(env),
  }));
  let ir: EnrolledStaff | undefined;
  let marketing: EnrolledStaff | undefined;
  beforeAll(async () => {
    ir = await enrolledStaff(suite.t, suite.smtp, 'iris@gloh.example', ['ir']);
    marketing = await enrolledStaff(suite.t, suite.smtp, 'mia@gloh.example', ['marketing']);
  });
  return {
    ...suite,
    ir: setUpBeforeAll(() => ir, "The suite's ir member"),
    marketing: setUpBeforeAll(() => marketing, "The suite's marketing member"),
  };
}
