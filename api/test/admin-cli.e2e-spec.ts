import { userInfo } from 'node:os';
import { jest } from '@jest/globals';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from './support/test-db.js';
import {
  type ApiProcess,
  runAdminCli,
  runAdminCliProcess,
  startApiProcess,
} from './support/processes.js';

/**
 * The staff tool against a running API: on PGlite the API owns the data directory and the
 * CLI goes through its admin channel; on PostgreSQL both connect to the database.
 */
jest.setTimeout(300_000);

describe(`admin CLI beside a running API (${usingPostgres ? 'PostgreSQL' : 'PGlite directory'})`, () => {
  let smtp: SmtpCatcher;
  let api: ApiProcess;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  const origin = { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' };

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    if (usingPostgres) {
      database = createTestDatabase('postgres');
      env = { ...database.env };
    } else {
      database = createTestDatabase();
      env = { ...database.env };
    }
    env = {
      ...env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '50',
      PUBLIC_SITE_URL: 'http://localhost:3000',
    };
    api = await startApiProcess(env);
  });

  afterAll(async () => {
    await api?.stop();
    await smtp.stop();
    await database?.drop();
  });

  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { ...origin, ...headers },
      body: JSON.stringify(body),
    });

  it('lists, approves, issues reset links, revokes and shows the audit log', async () => {
    const email = 'rosalind@example.com';
    const requested = await post('/api/presentation-access', {
      name: 'Rosalind Franklin',
      companyName: 'Example Partners',
      phoneNumber: '+44 20 7946 0000',
      email,
    });
    expect(requested.status).toBe(200);

    // The built entry point, as staff run it; the other commands run its program in this process.
    const listed = await runAdminCliProcess(['requests', '--status', 'pending', '--json'], env);
    expect(listed.code).toBe(0);
    const requests = JSON.parse(listed.stdout) as { id: number; email: string }[];
    expect(requests).toEqual([expect.objectContaining({ email, status: 'pending' })]);

    const approved = await runAdminCli(['approve', String(requests[0]!.id)], env);
    expect(approved.code).toBe(0);
    const accessCode = /^Access code: (\S+)$/m.exec(approved.stdout)?.[1];
    expect(accessCode).toBeDefined();

    const login = await post('/api/auth', { action: 'login', email, accessCode });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    await smtp.waitForMail((mail) => mail.to.includes(email) && mail.text.includes(accessCode!));

    const reset = await runAdminCli(['reset-link', email], env);
    expect(reset.code).toBe(0);
    const link = /^Reset link: (\S+)$/m.exec(reset.stdout)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const form = new FormData();
    form.set('action', 'reset-password');
    form.set('token', new URL(link!).searchParams.get('token')!);
    form.set('password', 'Fresh1Password');
    const resetRes = await fetch(`${api.url}/api/auth`, {
      method: 'POST',
      headers: { Origin: origin.Origin },
      body: form,
    });
    expect(resetRes.status).toBe(200);
    const fresh = await post('/api/auth', { action: 'login', email, accessCode: 'Fresh1Password' });
    expect(fresh.status).toBe(200);
    const freshCookie = fresh.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${api.url}/api/auth/me`, { headers: { Cookie: cookie } })).status).toBe(
      401,
    );

    const revoked = await runAdminCli(['revoke', email], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(/1 session\(s\) ended/);
    expect(
      (await fetch(`${api.url}/api/auth/me`, { headers: { Cookie: freshCookie } })).status,
    ).toBe(401);
    expect(
      (await post('/api/auth', { action: 'login', email, accessCode: 'Fresh1Password' })).status,
    ).toBe(401);

    const audit = await runAdminCli(['audit', '--limit', '20', '--json'], env);
    const actions = (JSON.parse(audit.stdout) as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin.request_approved',
        'admin.reset_link_issued',
        'auth.password_reset',
        'admin.investor_revoked',
      ]),
    );

    const usage = await runAdminCliProcess(['frobnicate'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: admin/);
  });

  it('invites staff and lists them; the audit log names who ran each command (--as, else the OS user)', async () => {
    const invited = await runAdminCli(
      [
        'staff',
        'invite',
        'Grace@Gloh.Example',
        '--role',
        'admin',
        '--name',
        'Grace Hopper',
        '--as',
        'ops@gloh.example',
      ],
      env,
    );
    expect(invited.code).toBe(0);
    const link = /^Enrollment link: (\S+)$/m.exec(invited.stdout)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/staff\/enroll\?token=[\w-]{43}$/);
    const mail = await smtp.waitForMail((candidate) => candidate.to.includes('grace@gloh.example'));
    expect(mail.text).toContain(link);

    const listed = await runAdminCli(['staff', 'list', '--json'], env);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({
        email: 'grace@gloh.example',
        name: 'Grace Hopper',
        roles: ['admin'],
        invitationPending: true,
      }),
    ]);
    const refused = await runAdminCli(['staff', 'invite', 'x@gloh.example', '--role', 'boss'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Roles must be a non-empty list of ir, marketing, admin/);

    const audit = await runAdminCli(['audit', '--limit', '50', '--json'], env);
    const entries = JSON.parse(audit.stdout) as { action: string; actor: string }[];
    expect(entries.find((entry) => entry.action === 'staff.invited')?.actor).toBe(
      'ops@gloh.example',
    );
    // The first test's commands ran without --as: the operating-system user.
    expect(entries.find((entry) => entry.action === 'admin.request_approved')?.actor).toBe(
      userInfo().username,
    );
    expect(entries.some((entry) => entry.actor === 'admin-cli')).toBe(false);
  });

  it('reports analytics: views and visitors per page, top referrers (text and --json)', async () => {
    const beacon = (body: object, userAgent: string) =>
      fetch(`${api.url}/api/analytics/events`, {
        method: 'POST',
        headers: { Origin: origin.Origin, 'Content-Type': 'text/plain', 'User-Agent': userAgent },
        body: JSON.stringify(body),
      });
    for (const [path, userAgent, referrer] of [
      ['/platform', 'Browser/1', 'https://news.example.org'],
      ['/platform', 'Browser/2', undefined],
      ['/about', 'Browser/1', undefined],
    ] as const) {
      expect(
        (await beacon({ kind: 'view', path, viewport: 'mobile', referrer }, userAgent)).status,
      ).toBe(204);
    }
    expect(
      (
        await beacon(
          { kind: 'leave', path: '/platform', viewport: 'mobile', durationMs: 42_000 },
          'Browser/1',
        )
      ).status,
    ).toBe(204);

    const json = await runAdminCli(['analytics', '--days', '30', '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      days: 30,
      totals: { views: 3, visitors: 2 },
      pages: [
        { path: '/platform', views: 2, visitors: 2, avgSecondsOnPage: 21 },
        { path: '/about', views: 1, visitors: 1, avgSecondsOnPage: null },
      ],
      referrers: [{ origin: 'https://news.example.org', views: 1 }],
    });

    const text = await runAdminCli(['analytics', '--days', '7'], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Last 7 day\(s\), since \S+: 3 page view\(s\), 2 visitor\(s\)$/m);
    expect(text.stdout).toMatch(/^path +views +visitors +avgSecondsOnPage *$/m);
    expect(text.stdout).toMatch(/^\/platform +2 +2 +21 *$/m);
    expect(text.stdout).toMatch(/^https:\/\/news\.example\.org +1 *$/m);

    const notANumber = await runAdminCli(['analytics', '--days', 'many'], env);
    expect(notANumber.code).toBe(2);
    expect(notANumber.stderr).toMatch(/--days must be a whole number/);
    const tooMany = await runAdminCli(['analytics', '--days', '1000'], env);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toMatch(/--days must be an integer from 1 to 366/);
  });

  it('reports release health: p75 per release beside the previous one (text and --json)', async () => {
    const batch = (release: string, lcp: number, errors: number) =>
      fetch(`${api.url}/api/analytics/release-health`, {
        method: 'POST',
        headers: { Origin: origin.Origin, 'Content-Type': 'text/plain' },
        body: JSON.stringify({
          events: [
            {
              kind: 'vital',
              remote: 'investors',
              release,
              path: '/investors/roadmap',
              metric: 'LCP',
              value: lcp,
            },
            {
              kind: 'vital',
              remote: 'investors',
              release,
              path: '/investors/roadmap',
              metric: 'INP',
              value: 80,
            },
            ...Array.from({ length: errors }, () => ({
              kind: 'error',
              remote: 'investors',
              release,
              path: '/investors/roadmap',
              message: 'TypeError: boom',
            })),
          ],
        }),
      });
    expect((await batch('1111111111', 1500, 0)).status).toBe(204);
    // The next release ships a moment later: slower, and it throws.
    await new Promise((done) => setTimeout(done, 20));
    expect((await batch('2222222222', 3000, 2)).status).toBe(204);

    const json = await runAdminCli(['vitals', '--remote', 'investors', '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      days: 30,
      releases: [
        {
          remote: 'investors',
          release: '2222222222',
          lcpP75Ms: 3000,
          inpP75Ms: 80,
          errors: 2,
          previous: { release: '1111111111', lcpP75Ms: 1500, errors: 0 },
        },
        { remote: 'investors', release: '1111111111', previous: null },
      ],
    });

    const text = await runAdminCli(['vitals', '--days', '7'], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Release health, last 7 day\(s\), since \S+: p75 per release$/m);
    expect(text.stdout).toMatch(
      /^remote +release +firstSeen +loads +LCP ms +INP ms +CLS +errors +previous *$/m,
    );
    expect(text.stdout).toMatch(
      /^investors +2222222222 +\S+ \S+ +1 +3000 \(was 1500, \+100%\) ! +80 \(was 80, \+0%\) +– +2 \(was 0\) +1111111111 *$/m,
    );

    const badRemote = await runAdminCli(['vitals', '--remote', 'careers'], env);
    expect(badRemote.code).toBe(1);
    expect(badRemote.stderr).toMatch(/--remote must be one of shell, marketing, investors, demos/);
    const stray = await runAdminCli(['vitals', '--email', 'a@b.c'], env);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toMatch(/"vitals" takes no --email option/);
  });

  it('prints help on stdout with exit 0, and names wrong use on stderr with exit 2', async () => {
    const [help, short, word, commandHelp, helpCommand] = await Promise.all([
      runAdminCliProcess(['--help'], env),
      runAdminCli(['-h'], env),
      runAdminCli(['help'], env),
      runAdminCli(['engagement', '--help'], env),
      runAdminCli(['help', 'engagement'], env),
    ]);
    for (const run of [help, short, word]) {
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Usage: admin <command>/);
      expect(run.stdout).toMatch(/^ {2}reset-link <email>$/m);
    }
    for (const run of [commandHelp, helpCommand]) {
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^Usage: admin engagement \[--email E\] \[--days N\]/);
      expect(run.stdout).not.toMatch(/reset-link/);
    }

    const wrong = await Promise.all(
      [
        ['investors', '--frobnicate'],
        ['investors', 'extra'],
        ['revoke', 'a@example.com', 'b@example.com'],
        ['requests', '--limit', '5'],
      ].map((args) => runAdminCli(args, env)),
    );
    const messages = [
      "Error: Unknown option '--frobnicate'",
      'Error: Unexpected argument "extra"',
      'Error: Unexpected argument "b@example.com"',
      'Error: "requests" takes no --limit option',
    ];
    wrong.forEach((run, index) => {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.split('\n')[0]).toBe(messages[index]);
      expect(run.stderr).toMatch(/^Usage: admin/m);
    });
  });

  it('refuses an email that is no investor’s, with exit 1', async () => {
    const [engagement, revoke, reset] = await Promise.all([
      runAdminCli(['engagement', '--email', 'nobody@example.com'], env),
      runAdminCli(['revoke', 'nobody@example.com'], env),
      runAdminCli(['reset-link', 'nobody@example.com'], env),
    ]);
    expect(engagement).toMatchObject({ code: 1, stdout: '' });
    expect(engagement.stderr).toMatch(/^Error: No investor with email nobody@example\.com$/m);
    expect(revoke).toMatchObject({ code: 1, stdout: '' });
    expect(revoke.stderr).toMatch(/^Error: No active investor with email nobody@example\.com$/m);
    expect(reset).toMatchObject({ code: 1, stdout: '' });
    expect(reset.stderr).toMatch(/^Error: No active investor with email nobody@example\.com$/m);
    // A known investor's report still works (and says when nothing was read).
    const known = await runAdminCli(['engagement', '--email', 'rosalind@example.com'], env);
    expect(known.code).toBe(0);
  });

  it('runs retention on demand and prints what it removed (text and --json)', async () => {
    const text = await runAdminCli(['retention', 'run', '--as', 'ops@gloh.example'], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Retention run at \S+: removed what was older than its period$/m);
    expect(text.stdout).toMatch(/^what +kept \(days\) +removed *$/m);
    expect(text.stdout).toMatch(/^contact messages +365 +0 *$/m);
    expect(text.stdout).toMatch(/^page-view records \(summed per day first\) +30 +0 *$/m);
    const json = await runAdminCli(['retention', 'run', '--json'], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      periods: { contactMessages: 365, auditLog: 730 },
      removed: { contactMessages: 0, analyticsEvents: 0 },
    });
    const stray = await runAdminCli(['retention'], env);
    expect(stray.code).toBe(2);
    expect(stray.stderr.split('\n')[0]).toBe('Error: retention needs "run"');
  });

  it('exports a person as JSON, erases them only with --yes, and then knows nothing of them', async () => {
    const email = 'marie@example.com';
    const sent = await post('/api/contact', {
      name: 'Marie Curie',
      email,
      message: 'About your radiology partners',
    });
    expect(sent.status).toBe(200);

    const exported = await runAdminCli(['person', 'export', '--email', email], env);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({
      email,
      contactMessages: [{ name: 'Marie Curie', email, message: 'About your radiology partners' }],
      investor: null,
    });

    const unconfirmed = await runAdminCli(['person', 'erase', '--email', email], env);
    expect(unconfirmed).toMatchObject({ code: 2, stdout: '' });
    expect(unconfirmed.stderr.split('\n')[0]).toBe(
      'Error: person erase deletes the data for good: add --yes to confirm',
    );

    const erased = await runAdminCli(
      ['person', 'erase', '--email', email, '--yes', '--as', 'dpo@gloh.example'],
      env,
    );
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(
      /^Erased marie@example\.com; the audit log now calls them erased-[0-9a-f]{12}$/m,
    );
    expect(erased.stdout).toMatch(/^contactMessages +1 *$/m);

    const gone = await runAdminCli(['person', 'export', '--email', email], env);
    expect(gone).toMatchObject({ code: 1, stdout: '' });
    expect(gone.stderr).toMatch(/^Error: Nothing is stored about marie@example\.com$/m);
    const again = await runAdminCli(['person', 'erase', '--email', email, '--yes'], env);
    expect(again.code).toBe(1);

    const audit = await runAdminCli(['audit', '--limit', '5', '--json'], env);
    const entries = JSON.parse(audit.stdout) as { action: string; actor: string; email: string }[];
    expect(entries[0]).toMatchObject({
      action: 'admin.person_erased',
      actor: 'dpo@gloh.example',
      email: expect.stringMatching(/^erased-/),
    });
    expect(audit.stdout).not.toContain(email);
  });

  it('refuses a second API on the same embedded directory', async () => {
    if (usingPostgres) return;
    await expect(startApiProcess(env)).rejects.toThrow(/is already open in the API process/);
  });

  it('works on the same database once the API has stopped', async () => {
    await api.stop();
    const investors = await runAdminCliProcess(['investors', '--json'], env);
    expect(investors.code).toBe(0);
    expect(JSON.parse(investors.stdout)).toEqual([
      expect.objectContaining({ email: 'rosalind@example.com', status: 'revoked' }),
    ]);
  });
});
