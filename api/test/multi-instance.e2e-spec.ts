import { jest } from '@jest/globals';
import { SmtpCatcher } from './support/smtp-catcher.js';
import { createTestDatabase, type TestDatabase, usingPostgres } from './support/test-db.js';
import { type ApiProcess, runAdminCliProcess, startApiProcess } from './support/processes.js';

jest.setTimeout(300_000);

const HEADERS = { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' };
const EMAIL_LIMIT = 4;
const CONTACTS_PER_INSTANCE = 30;

/** Two API processes on one PostgreSQL (the embedded database belongs to one process by design). */
(usingPostgres ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  let smtp: SmtpCatcher;
  let database: TestDatabase;
  let env: Record<string, string>;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    database = createTestDatabase('postgres');
    env = {
      ...database.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '50',
      RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT: String(EMAIL_LIMIT),
      RATE_LIMIT_CONTACT_IP_LIMIT: '1000',
      DAILY_CAP_CONTACT: '1000',
    };
    // Started together, so both run the migrations at once: the advisory lock must serialise them.
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp.stop();
    await database.drop();
  });

  const post = (api: ApiProcess, path: string, body: object, cookie?: string) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: cookie ? { ...HEADERS, Cookie: cookie } : HEADERS,
      body: JSON.stringify(body),
    });
  const me = (api: ApiProcess, cookie: string) =>
    fetch(`${api.url}/api/auth/me`, { headers: { Cookie: cookie } });

  it('honours a session made on one instance on the other, and logout on either', async () => {
    const email = 'dorothy@example.com';
    await post(a, '/api/presentation-access', {
      name: 'Dorothy Vaughan',
      companyName: 'Example LP',
      phoneNumber: '555 0199',
      email,
    });
    const approved = await runAdminCliProcess(['approve', '1', '--json'], env);
    expect(approved.code).toBe(0);
    const { accessCode } = JSON.parse(approved.stdout) as { accessCode: string };

    const login = await post(a, '/api/auth', { action: 'login', email, accessCode });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await me(b, cookie)).status).toBe(200);
    expect((await post(b, '/api/auth/logout', {}, cookie)).status).toBe(200);
    expect((await me(a, cookie)).status).toBe(401);
  });

  it('holds the per (email, address) login limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_LIMIT + 2; i += 1) {
      const api = i % 2 === 0 ? a : b;
      statuses.push(
        (
          await post(api, '/api/auth', {
            action: 'login',
            email: 'target@example.com',
            accessCode: `guess-${i}`,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(EMAIL_LIMIT).fill(401), 429, 429]);
  });

  it('shares the outbox without sending any mail twice', async () => {
    const before = smtp.messages.length;
    const sends = [a, b].flatMap((api, n) =>
      Array.from({ length: CONTACTS_PER_INSTANCE }, (_, i) =>
        post(api, '/api/contact', {
          name: 'Visitor',
          email: 'v@example.com',
          message: `multi-${n}-${i}`,
        }),
      ),
    );
    expect((await Promise.all(sends)).every((res) => res.status === 200)).toBe(true);
    const total = 2 * CONTACTS_PER_INSTANCE;
    await smtp.waitFor(before + total, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const multi = smtp.messages.filter((mail) => /multi-\d+-\d+/.test(mail.text));
    expect(multi).toHaveLength(total);
    expect(new Set(multi.map((mail) => /multi-\d+-\d+/.exec(mail.text)![0])).size).toBe(total);
  });
});
