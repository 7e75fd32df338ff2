import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { STAFF_API_PATHS, STAFF_MESSAGES, staffApiPath } from '@gloh/contract/staff';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { auditLog } from '../src/database/schema.js';
import { StaffClock } from '../src/staff/staff-clock.js';
import { latestAuditEntry } from './support/audit-log.js';
import { setCookieHeader } from './support/http.js';
import { signedInInvestor } from './support/investors.js';
import { SoftwareAuthenticator } from './support/software-authenticator.js';
import {
  enroll,
  enrolledStaff,
  expectStaffCookieAttributes,
  type EnrolledStaff,
  mailedEnrollToken,
  newSession,
  post,
  signIn,
  staffConsoleForSuite,
  steppedUpSession,
  stepUp,
  TestClock,
} from './support/staff.js';
import { mailingAppForSuite, TEST_ORIGIN } from './support/test-app.js';

const MINUTE = 60;

describe('staff sessions, roles and admin changes (e2e)', () => {
  const clock = new TestClock();
  const { t, smtp, http } = staffConsoleForSuite(
    { TRUST_PROXY: 'loopback' },
    { overrides: [{ provide: StaffClock, useValue: clock }] },
  );
  const { get, put, delete: del } = http;
  let admin: EnrolledStaff;

  beforeAll(async () => {
    admin = await enrolledStaff(t, smtp, 'admin@gloh.example', ['admin']);
  });

  /** A fresh admin session that has just stepped up. */
  const steppedUpAdmin = () => steppedUpSession(t, admin.authenticator);

  /** Invites a member again as this admin; answers the token of the link mailed to them. */
  async function reinvite(member: EnrolledStaff, email: string, cookie: string): Promise<string> {
    const before = smtp.messages.length;
    await post(
      t,
      staffApiPath(STAFF_API_PATHS.memberReinvite, { id: member.id }),
      {},
      cookie,
    ).expect(200);
    return mailedEnrollToken(smtp, email, before);
  }

  it('answers 401 without a staff session; an investor session is none', async () => {
    const res = await get(STAFF_API_PATHS.me).expect(401);
    expect(res.body).toEqual({
      success: false,
      error: 'Not signed in as staff',
      reason: 'not-signed-in',
    });
    const investor = await signedInInvestor(t, 'Ivy Investor', 'ivy@example.com');
    await get('/api/auth/me', investor).expect(200);
    await get(STAFF_API_PATHS.me, investor).expect(401);
    // Nor is an investor token under the staff cookie's name.
    await get(STAFF_API_PATHS.me, investor.replace(/^gloh_session=/, 'gloh_staff=')).expect(401);
    await get(STAFF_API_PATHS.members, investor).expect(401);
    // And a staff session is no investor session.
    await get('/api/auth/me', admin.cookie).expect(401);
  });

  it('gives a marketing member 403 on an admin endpoint', async () => {
    const marketing = await enrolledStaff(t, smtp, 'mia@gloh.example', ['marketing']);
    await stepUp(t, marketing.cookie, marketing.authenticator);
    const res = await get(STAFF_API_PATHS.members, marketing.cookie).expect(403);
    expect(res.body).toEqual({
      success: false,
      error: 'Your staff role does not allow this',
      reason: 'wrong-role',
    });
    await post(
      t,
      STAFF_API_PATHS.members,
      { email: 'x@gloh.example', roles: ['admin'] },
      marketing.cookie,
    ).expect(403);
  });

  it('lets an admin list staff, but change staff only within 5 minutes of a step-up', async () => {
    const list = await get(STAFF_API_PATHS.members, admin.cookie).expect(200);
    expect(list.body.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'admin@gloh.example',
          roles: ['admin'],
          status: 'active',
          invitationPending: false,
          passkeys: [expect.objectContaining({ transports: ['internal'] })],
        }),
      ]),
    );

    const invite = { email: 'Neo@Gloh.Example', name: 'Neo', roles: ['ir'] };
    const refused = await post(t, STAFF_API_PATHS.members, invite, admin.cookie).expect(403);
    expect(refused.body).toMatchObject({ success: false, reason: 'step-up-required' });
    expect(refused.body.error).toMatch(/step-up/);

    await stepUp(t, admin.cookie, admin.authenticator);
    const before = smtp.messages.length;
    const invited = await post(t, STAFF_API_PATHS.members, invite, admin.cookie).expect(200);
    expect(invited.body.member).toMatchObject({
      email: 'neo@gloh.example',
      name: 'Neo',
      roles: ['ir'],
      invitationPending: true,
      passkeys: [],
    });
    expect(JSON.stringify(invited.body)).not.toMatch(/token/);
    const token = await mailedEnrollToken(smtp, 'neo@gloh.example', before);
    await enroll(t, token, new SoftwareAuthenticator(TEST_ORIGIN));
    expect(await latestAuditEntry(t, 'staff.invited')).toMatchObject({
      actor: 'admin@gloh.example',
      email: 'neo@gloh.example',
    });

    clock.advance(5 * MINUTE + 1);
    try {
      const late = await put(
        staffApiPath(STAFF_API_PATHS.memberRoles, { id: invited.body.member.id }),
        { roles: ['ir', 'marketing'] },
        admin.cookie,
      ).expect(403);
      expect(late.body.reason).toBe('step-up-required');
    } finally {
      clock.advance(-(5 * MINUTE + 1));
    }
  });

  it('changes roles, removes a passkey and invites again, each audited under the admin', async () => {
    const cookie = await steppedUpAdmin();
    const member = await enrolledStaff(t, smtp, 'rita@gloh.example', ['ir']);
    const roles = await put(
      staffApiPath(STAFF_API_PATHS.memberRoles, { id: member.id }),
      { roles: ['marketing', 'ir'] },
      cookie,
    ).expect(200);
    expect(roles.body.member.roles).toEqual(['ir', 'marketing']);
    expect((await get(STAFF_API_PATHS.me, member.cookie).expect(200)).body.staff.roles).toEqual([
      'ir',
      'marketing',
    ]);

    const passkeyId = roles.body.member.passkeys[0].id as string;
    const removed = await del(
      staffApiPath(STAFF_API_PATHS.memberPasskey, { id: member.id, passkeyId }),
      cookie,
    ).expect(200);
    expect(removed.body.member.passkeys).toEqual([]);
    await signIn(t, member.authenticator, 401);
    await del(
      staffApiPath(STAFF_API_PATHS.memberPasskey, { id: member.id, passkeyId }),
      cookie,
    ).expect(404);

    const token = await reinvite(member, 'rita@gloh.example', cookie);
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    await enroll(t, token, device);
    await signIn(t, device);

    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.email, 'rita@gloh.example'))
      .orderBy(desc(auditLog.id));
    expect(
      actions.filter((entry) => entry.actor === 'admin@gloh.example').map((entry) => entry.action),
    ).toEqual(['staff.invited', 'staff.passkey_removed', 'staff.roles_changed']);

    // An admin cannot lock themselves out.
    const adminId = (await get(STAFF_API_PATHS.members, cookie).expect(200)).body.members.find(
      (m: { email: string }) => m.email === 'admin@gloh.example',
    ).id as string;
    await post(t, staffApiPath(STAFF_API_PATHS.memberDisable, { id: adminId }), {}, cookie).expect(
      409,
    );
    await put(
      staffApiPath(STAFF_API_PATHS.memberRoles, { id: adminId }),
      { roles: ['ir'] },
      cookie,
    ).expect(409);
  });

  it('disabling an account ends its sessions at once and its passkey signs in no more', async () => {
    const cookie = await steppedUpAdmin();
    const member = await enrolledStaff(t, smtp, 'dan@gloh.example', ['ir']);
    const second = await newSession(t, member.authenticator);
    await get(STAFF_API_PATHS.me, member.cookie).expect(200);
    const res = await post(
      t,
      staffApiPath(STAFF_API_PATHS.memberDisable, { id: member.id }),
      {},
      cookie,
    ).expect(200);
    expect(res.body.member).toMatchObject({ status: 'disabled' });
    // The console tells the member why, rather than "session ended".
    const refused = await get(STAFF_API_PATHS.me, member.cookie).expect(401);
    expect(refused.body).toEqual({
      success: false,
      error: 'Your staff account was disabled by an administrator',
      reason: 'account-disabled',
    });
    const events = await get(STAFF_OPS_API_PATHS.events, second).expect(401);
    expect(events.body.reason).toBe('account-disabled');
    await signIn(t, member.authenticator, 401);
    await post(
      t,
      staffApiPath(STAFF_API_PATHS.memberDisable, { id: member.id }),
      {},
      cookie,
    ).expect(409);
    const entry = await latestAuditEntry(t, 'staff.disabled');
    expect(entry).toMatchObject({ actor: 'admin@gloh.example', email: 'dan@gloh.example' });
    expect(entry!.details).toMatchObject({ sessionsEnded: 2 });

    // Re-invited, the account is enabled again without its old passkey, and enrolls anew.
    const before = smtp.messages.length;
    const reinvited = await post(
      t,
      staffApiPath(STAFF_API_PATHS.memberReinvite, { id: member.id }),
      {},
      cookie,
    ).expect(200);
    expect(reinvited.body.member).toMatchObject({ status: 'active', passkeys: [] });
    const enabled = await latestAuditEntry(t, 'staff.invited');
    expect(enabled).toMatchObject({ actor: 'admin@gloh.example', email: 'dan@gloh.example' });
    expect(enabled!.details).toMatchObject({ enabled: true, passkeysRemoved: 1 });
    await signIn(t, member.authenticator, 401);
    const device = new SoftwareAuthenticator(TEST_ORIGIN);
    await enroll(t, await mailedEnrollToken(smtp, 'dan@gloh.example', before), device);
    await signIn(t, device);
    await signIn(t, member.authenticator, 401);
  });

  it('ends a session idle for 30 minutes', async () => {
    const member = await enrolledStaff(t, smtp, 'idle@gloh.example', ['ir']);
    clock.advance(29 * MINUTE);
    await get(STAFF_API_PATHS.me, member.cookie).expect(200); // activity restarts the idle time
    clock.advance(29 * MINUTE);
    await get(STAFF_API_PATHS.me, member.cookie).expect(200);
    clock.advance(30 * MINUTE + 1);
    const ended = await get(STAFF_API_PATHS.me, member.cookie).expect(401);
    expect(ended.body.reason).toBe('not-signed-in');
    // Once found idle it is ended on the server: an instance whose clock runs behind cannot revive it.
    clock.advance(-MINUTE);
    await get(STAFF_API_PATHS.me, member.cookie).expect(401);
    clock.advance(MINUTE);
  });

  it('ends a session 8 hours after sign-in however active it is', async () => {
    const member = await enrolledStaff(t, smtp, 'long@gloh.example', ['ir']);
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      clock.advance(20 * MINUTE);
      await get(STAFF_API_PATHS.me, member.cookie).expect(200);
    }
    clock.advance(20 * MINUTE);
    await get(STAFF_API_PATHS.me, member.cookie).expect(401);
    await signIn(t, member.authenticator);
  });

  it('over HTTPS the cookie is __Host-gloh_staff, Secure, and only that name is read', async () => {
    const options = await post(t, STAFF_API_PATHS.signInOptions)
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    const res = await post(t, STAFF_API_PATHS.signInVerify, {
      response: admin.authenticator.get(options.body.options),
    })
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    const cookie = setCookieHeader(res, '__Host-gloh_staff')!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    await get(STAFF_API_PATHS.me, `__Host-gloh_staff=${token}`)
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    await get(STAFF_API_PATHS.me, `gloh_staff=${token}`)
      .set('X-Forwarded-Proto', 'https')
      .expect(401);
  });

  it('refuses bad input with 400 and a clear message, never a 5xx', async () => {
    const cookie = await steppedUpAdmin();
    const cases: [string, object, RegExp][] = [
      [STAFF_API_PATHS.enrollOptions, {}, /token must be the token of an enrollment link/],
      [
        STAFF_API_PATHS.enrollOptions,
        { token: 'short' },
        /token must be the token of an enrollment link/,
      ],
      [
        STAFF_API_PATHS.enrollOptions,
        { token: 'a'.repeat(43), extra: 1 },
        /property extra should not exist/,
      ],
      [
        STAFF_API_PATHS.enrollVerify,
        { token: 'a'.repeat(43), response: 'nope' },
        /response must be the browser's WebAuthn answer/,
      ],
      [
        STAFF_API_PATHS.enrollVerify,
        { token: 'a'.repeat(43), response: {} },
        /enrollment link is invalid/,
      ],
      [STAFF_API_PATHS.signInVerify, {}, /response must be the browser's WebAuthn answer/],
      [
        STAFF_API_PATHS.members,
        { email: 'not-an-email', roles: ['ir'] },
        /email: Please enter a valid email address/,
      ],
      [
        STAFF_API_PATHS.members,
        { email: 'a@gloh.example', roles: [] },
        /Roles must be a non-empty list of ir, marketing, admin/,
      ],
      [
        STAFF_API_PATHS.members,
        { email: 'a@gloh.example', roles: ['boss'] },
        /Roles must be a non-empty list/,
      ],
      [
        STAFF_API_PATHS.members,
        { email: 'a@gloh.example', roles: ['ir', 'ir'] },
        /roles must not repeat a role/,
      ],
      [
        STAFF_API_PATHS.members,
        { email: 'a@gloh.example', roles: ['ir'], name: 'a\u0007b' },
        /name: Name contains characters that are not allowed/,
      ],
      [
        STAFF_API_PATHS.members,
        { email: 'a@gloh.example', roles: 'ir' },
        /Roles must be a non-empty list/,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(t, path, body, cookie);
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(message);
    }
    for (const response of [
      { id: 'x', response: { clientDataJSON: 'not base64 json' } },
      {
        id: 42,
        response: { clientDataJSON: Buffer.from('{"challenge":7}').toString('base64url') },
      },
      {
        id: 'x',
        type: 'public-key',
        response: { clientDataJSON: Buffer.from('null').toString('base64url') },
      },
    ]) {
      const res = await post(t, STAFF_API_PATHS.signInVerify, { response });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
    // A garbled answer to a real challenge: refused without a 5xx, challenge spent.
    const options = await post(t, STAFF_API_PATHS.signInOptions).expect(200);
    const assertion = admin.authenticator.get(options.body.options) as {
      response: Record<string, string>;
    };
    assertion.response.signature = 'AAAA';
    await post(t, STAFF_API_PATHS.signInVerify, { response: assertion }).expect(401);

    const badId = await put(
      staffApiPath(STAFF_API_PATHS.memberRoles, { id: 'not-a-uuid' }),
      { roles: ['ir'] },
      cookie,
    ).expect(400);
    // The contract's words, not Nest's pipe's ("Validation failed (uuid v 4 is expected)").
    expect(badId.body).toEqual({ success: false, error: STAFF_MESSAGES.badMemberId });
    const badPasskey = await del(
      staffApiPath(STAFF_API_PATHS.memberPasskey, {
        id: '00000000-0000-4000-8000-000000000000',
        passkeyId: 'not-a-uuid',
      }),
      cookie,
    ).expect(400);
    expect(badPasskey.body).toEqual({ success: false, error: STAFF_MESSAGES.badPasskeyId });
    await put(
      staffApiPath(STAFF_API_PATHS.memberRoles, { id: '00000000-0000-4000-8000-000000000000' }),
      { roles: ['ir'] },
      cookie,
    ).expect(404);
    const noAdmin = await post(t, STAFF_API_PATHS.members, {}, cookie).expect(400);
    expect(noAdmin.body.error).toMatch(/^Invalid request: /);
  });

  it('the CLI invites and lists, refusing what the API refuses', async () => {
    await expect(
      runAdminCommand(t.admin, {
        name: 'staff',
        target: 'invite',
        email: 'x@gloh.example',
        roles: ['boss'],
        actor: 'ops',
      }),
    ).rejects.toThrow('Roles must be a non-empty list of ir, marketing, admin');
    await expect(
      runAdminCommand(t.admin, {
        name: 'staff',
        target: 'invite',
        email: 'nope',
        roles: ['ir'],
        actor: 'ops',
      }),
    ).rejects.toThrow('staff invite needs a valid email address');
    const list = (await runAdminCommand(t.admin, { name: 'staff', target: 'list' })) as {
      email: string;
    }[];
    expect(list.map((member) => member.email)).toContain('admin@gloh.example');
  });
});

describe('staff sessions with a shorter idle lifetime (STAFF_SESSION_IDLE_SECONDS)', () => {
  const clock = new TestClock();
  const { t, smtp } = mailingAppForSuite(
    { STAFF_SESSION_IDLE_SECONDS: '60' },
    { overrides: [{ provide: StaffClock, useValue: clock }] },
  );

  const me = (cookie: string) => request(t.http).get(STAFF_API_PATHS.me).set('Cookie', cookie);

  it('ends a session idle for longer than the configured lifetime', async () => {
    const member = await enrolledStaff(t, smtp, 'brief@gloh.example', ['ir']);
    clock.advance(59);
    await me(member.cookie).expect(200); // activity restarts the idle time
    clock.advance(59);
    await me(member.cookie).expect(200);
    clock.advance(61);
    await me(member.cookie).expect(401);
    clock.advance(-MINUTE);
    await me(member.cookie).expect(401);
    clock.advance(MINUTE);
  });

  it('writes the same cookie as ever: the 8 h absolute lifetime, HttpOnly, SameSite=Strict', async () => {
    const member = await enrolledStaff(t, smtp, 'cookie@gloh.example', ['marketing']);
    expectStaffCookieAttributes(await signIn(t, member.authenticator));
  });
});
