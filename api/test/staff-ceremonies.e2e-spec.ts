import { desc, eq } from 'drizzle-orm';
import { STAFF_API_PATHS, STAFF_MESSAGES } from '@gloh/contract/staff';
import { auditLog, staffPasskeys } from '../src/database/schema.js';
import { StaffClock } from '../src/staff/staff-clock.js';
import { setCookieHeader } from './support/http.js';
import { SoftwareAuthenticator } from './support/software-authenticator.js';
import {
  enroll,
  enrolledStaff,
  expectStaffCookieAttributes,
  invitedByCli,
  newSession,
  post,
  signIn,
  staffConsoleForSuite,
  staffCookie,
  stepUp,
  TestClock,
} from './support/staff.js';
import { TEST_ORIGIN } from './support/test-app.js';

describe('staff passkeys: enrollment, sign-in, step-up (e2e)', () => {
  const clock = new TestClock();
  const { t, smtp, http } = staffConsoleForSuite(
    {},
    { overrides: [{ provide: StaffClock, useValue: clock }] },
  );

  const me = (cookie?: string) => http.get(STAFF_API_PATHS.me, cookie);
  const signInOptions = () => post(t, STAFF_API_PATHS.signInOptions).expect(200);
  const verifySignIn = (response: unknown, cookie?: string) =>
    post(t, STAFF_API_PATHS.signInVerify, { response }, cookie);
  const stepUpOptions = (cookie: string) =>
    post(t, STAFF_API_PATHS.stepUpOptions, {}, cookie).expect(200);
  const verifyStepUp = (response: unknown, cookie: string) =>
    post(t, STAFF_API_PATHS.stepUpVerify, { response }, cookie);
  /** What the server answers about Ada once she has enrolled, before any step-up. */
  const ADA = {
    success: true,
    staff: {
      email: 'ada@gloh.example',
      name: 'Ada Lovelace',
      roles: ['ir', 'admin'],
      steppedUpAt: null,
    },
  };

  it('invite by the CLI → mailed link → enroll → /api/staff/me, all audited under who did it', async () => {
    const invited = await invitedByCli(t, smtp, {
      email: 'Ada@Gloh.Example',
      roles: ['ir', 'admin'],
      staffName: 'Ada Lovelace',
      actor: 'ops@gloh.example',
    });
    expect(invited.member).toMatchObject({ email: 'ada@gloh.example', roles: ['ir', 'admin'] });
    expect(invited.link).toMatch(/^http:\/\/localhost:3000\/staff\/enroll\?token=[\w-]{43}$/);

    const { token } = invited;
    expect(invited.link.endsWith(token)).toBe(true);
    // The link's page names the account it sets up, and asking leaves the link unused.
    for (let i = 0; i < 2; i += 1) {
      const account = await post(t, STAFF_API_PATHS.enrollAccount, { token }).expect(200);
      expect(account.body).toEqual({
        success: true,
        email: 'ada@gloh.example',
        name: 'Ada Lovelace',
        roles: ['ir', 'admin'],
      });
    }
    const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
    const res = await enroll(t, token, authenticator);
    expect(res.body).toMatchObject(ADA);
    expectStaffCookieAttributes(res);

    const whoami = await me(staffCookie(res)).expect(200);
    expect(whoami.body).toEqual(ADA);
    expect(whoami.headers['cache-control']).toBe('no-store');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.email, 'ada@gloh.example'))
      .orderBy(desc(auditLog.id));
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['staff.enrolled', 'ada@gloh.example'],
      ['staff.invited', 'ops@gloh.example'],
    ]);
  });

  it('an enrollment link works once, and not after 24 hours', async () => {
    const { token } = await invitedByCli(t, smtp, { email: 'once@gloh.example', roles: ['ir'] });
    await enroll(t, token, new SoftwareAuthenticator(TEST_ORIGIN));
    const used = await post(t, STAFF_API_PATHS.enrollOptions, { token }).expect(400);
    expect(used.body).toEqual({
      success: false,
      error:
        'This enrollment link is invalid, expired or already used. Ask an admin for a new one.',
    });
    // A spent link names nobody.
    const whose = await post(t, STAFF_API_PATHS.enrollAccount, { token }).expect(400);
    expect(whose.body).toEqual(used.body);

    const { token: lateToken } = await invitedByCli(t, smtp, {
      email: 'late@gloh.example',
      roles: ['ir'],
    });
    const options = await post(t, STAFF_API_PATHS.enrollOptions, { token: lateToken }).expect(200);
    clock.advance(24 * 60 * 60 + 1);
    try {
      await post(t, STAFF_API_PATHS.enrollOptions, { token: lateToken }).expect(400);
      await post(t, STAFF_API_PATHS.enrollVerify, {
        token: lateToken,
        response: new SoftwareAuthenticator(TEST_ORIGIN).create(options.body.options),
      }).expect(400);
    } finally {
      clock.advance(-(24 * 60 * 60 + 1));
    }
  });

  it('inviting again makes the earlier link useless', async () => {
    const invite = { email: 'again@gloh.example', roles: ['marketing'] };
    const { token: first } = await invitedByCli(t, smtp, invite);
    const { token: second } = await invitedByCli(t, smtp, invite);
    expect(second).not.toBe(first);
    await post(t, STAFF_API_PATHS.enrollOptions, { token: first }).expect(400);
    await enroll(t, second, new SoftwareAuthenticator(TEST_ORIGIN));
  });

  it('signs in with the passkey (discoverable, user verification required) and rotates the session', async () => {
    const staff = await enrolledStaff(t, smtp, 'signin@gloh.example', ['ir']);
    const options = await signInOptions();
    expect(options.body.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.body.options.allowCredentials ?? []).toEqual([]);

    const res = await verifySignIn(
      staff.authenticator.get(options.body.options),
      staff.cookie,
    ).expect(200);
    const fresh = staffCookie(res);
    expect(fresh).not.toBe(staff.cookie);
    await me(staff.cookie).expect(401); // the browser's previous session ended
    await me(fresh).expect(200);
    const [passkey] = await t.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, staff.authenticator.id));
    expect(passkey!.signCount).toBe(1);
    expect(passkey!.lastUsedAt).not.toBeNull();
  });

  it('a challenge is spent once: a replayed sign-in, step-up or enrollment is refused', async () => {
    const staff = await enrolledStaff(t, smtp, 'replay@gloh.example', ['ir']);
    const options = await signInOptions();
    const assertion = staff.authenticator.get(options.body.options);
    await verifySignIn(assertion).expect(200);
    const replay = await verifySignIn(assertion).expect(401);
    expect(replay.body.error).toBe(
      'The passkey request has expired or was already used. Please try again.',
    );
    // A fresh assertion over the spent challenge (a higher counter) is refused as well.
    await verifySignIn(staff.authenticator.get(options.body.options)).expect(401);

    const stepOptions = await stepUpOptions(staff.cookie);
    const stepAssertion = staff.authenticator.get(stepOptions.body.options);
    await verifyStepUp(stepAssertion, staff.cookie).expect(200);
    await verifyStepUp(stepAssertion, staff.cookie).expect(400);

    // A step-up challenge is no sign-in challenge.
    const other = await stepUpOptions(staff.cookie);
    await verifySignIn(staff.authenticator.get(other.body.options)).expect(401);

    // A challenge older than its expiry is refused.
    const stale = await signInOptions();
    clock.advance(5 * 60 + 1);
    try {
      await verifySignIn(staff.authenticator.get(stale.body.options)).expect(401);
    } finally {
      clock.advance(-(5 * 60 + 1));
    }

    // Enrollment: the same registration twice.
    const { token } = await invitedByCli(t, smtp, { email: 'replay2@gloh.example', roles: ['ir'] });
    const enrollOptions = await post(t, STAFF_API_PATHS.enrollOptions, { token }).expect(200);
    const registration = new SoftwareAuthenticator(TEST_ORIGIN).create(enrollOptions.body.options);
    await post(t, STAFF_API_PATHS.enrollOptions, { token }).expect(200); // a second tab: its own challenge
    await post(t, STAFF_API_PATHS.enrollVerify, { token, response: registration }).expect(200);
    await post(t, STAFF_API_PATHS.enrollVerify, { token, response: registration }).expect(400);
  });

  it('refuses a ceremony from another origin or for another RP ID, and one without user verification', async () => {
    const staff = await enrolledStaff(t, smtp, 'origin@gloh.example', ['ir']);
    for (const tweaks of [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const options = await signInOptions();
      const res = await verifySignIn(staff.authenticator.get(options.body.options, tweaks)).expect(
        401,
      );
      expect(res.body).toEqual({ success: false, error: 'The passkey could not be verified' });
      expect(setCookieHeader(res, 'gloh_staff')).toBeUndefined();
    }
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.sign_in_failed'));
    expect(failures.filter((entry) => entry.email === 'origin@gloh.example')).toHaveLength(4);

    for (const tweaks of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const email = `enroll-${Object.keys(tweaks)[0]}@gloh.example`.toLowerCase();
      const { token } = await invitedByCli(t, smtp, { email, roles: ['ir'] });
      const options = await post(t, STAFF_API_PATHS.enrollOptions, { token }).expect(200);
      const res = await post(t, STAFF_API_PATHS.enrollVerify, {
        token,
        response: new SoftwareAuthenticator(TEST_ORIGIN).create(options.body.options, tweaks),
      }).expect(400);
      expect(res.body.error).toBe('The passkey could not be verified');
      // The link is not spent by a refused passkey.
      await post(t, STAFF_API_PATHS.enrollOptions, { token }).expect(200);
    }
  });

  it('refuses a signature counter that does not grow', async () => {
    const staff = await enrolledStaff(t, smtp, 'counter@gloh.example', ['ir']);
    const signInWithCounter = async (counter: number, status: number) => {
      const options = await signInOptions();
      await verifySignIn(staff.authenticator.get(options.body.options, { counter })).expect(status);
    };
    await signInWithCounter(5, 200);
    for (const counter of [3, 5, 0]) await signInWithCounter(counter, 401);
    await signInWithCounter(6, 200);
  });

  it('a passkey nobody enrolled signs nobody in', async () => {
    const stranger = new SoftwareAuthenticator(TEST_ORIGIN);
    const options = await signInOptions();
    const res = await verifySignIn(stranger.get(options.body.options)).expect(401);
    expect(res.body.error).toBe('This passkey is not registered for an active staff account');
  });

  it('step-up records its time, shown by /me', async () => {
    const staff = await enrolledStaff(t, smtp, 'stepup@gloh.example', ['ir']);
    await post(t, STAFF_API_PATHS.stepUpOptions).expect(401);
    const options = await stepUpOptions(staff.cookie);
    expect(options.body.options.allowCredentials).toEqual([
      expect.objectContaining({ id: staff.authenticator.id, type: 'public-key' }),
    ]);
    const res = await verifyStepUp(
      staff.authenticator.get(options.body.options),
      staff.cookie,
    ).expect(200);
    expect(Date.parse(res.body.staff.steppedUpAt)).toBeGreaterThan(Date.now() - 60_000);
    const whoami = await me(staff.cookie).expect(200);
    expect(whoami.body.staff.steppedUpAt).toBe(res.body.staff.steppedUpAt);

    // Another member's passkey does not step this one up.
    const other = await enrolledStaff(t, smtp, 'stepup-other@gloh.example', ['ir']);
    const again = await stepUpOptions(staff.cookie);
    await verifyStepUp(other.authenticator.get(again.body.options), staff.cookie).expect(400);
    await stepUp(t, staff.cookie, staff.authenticator);
  });

  it("a step-up challenge is spent only by the session that asked for it, not by the member's other sessions", async () => {
    const staff = await enrolledStaff(t, smtp, 'two-browsers@gloh.example', ['ir']);
    const otherSession = await newSession(t, staff.authenticator);
    const options = await stepUpOptions(staff.cookie);
    const assertion = staff.authenticator.get(options.body.options);

    const elsewhere = await verifyStepUp(assertion, otherSession).expect(400);
    // Refused as a challenge nobody issued is: nothing tells that it exists for another session.
    const unknown = await verifyStepUp(
      staff.authenticator.get(options.body.options, {
        challenge: Buffer.from('never issued').toString('base64url'),
      }),
      otherSession,
    ).expect(400);
    expect(elsewhere.body).toEqual(unknown.body);
    expect(elsewhere.body.error).toBe(STAFF_MESSAGES.invalidChallenge);
    expect((await me(otherSession).expect(200)).body.staff.steppedUpAt).toBeNull();

    // The refusal did not spend it: the session that asked still steps up with it, and only it.
    const res = await verifyStepUp(assertion, staff.cookie).expect(200);
    expect(res.body.staff.steppedUpAt).toEqual(expect.any(String));
    expect((await me(staff.cookie).expect(200)).body.staff.steppedUpAt).toBe(
      res.body.staff.steppedUpAt,
    );
    expect((await me(otherSession).expect(200)).body.staff.steppedUpAt).toBeNull();
  });

  it('sign-out ends the session on the server and clears the cookie', async () => {
    const staff = await enrolledStaff(t, smtp, 'signout@gloh.example', ['marketing']);
    const res = await post(t, STAFF_API_PATHS.signOut, {}, staff.cookie).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Signed out' });
    expect(setCookieHeader(res, 'gloh_staff')).toMatch(/^gloh_staff=;/);
    await me(staff.cookie).expect(401);
    const signedIn = await signIn(t, staff.authenticator);
    await me(staffCookie(signedIn)).expect(200);
  });
});
