import { sql } from 'drizzle-orm';
import { jest } from '@jest/globals';
import request from 'supertest';
import { STAFF_OPS_MESSAGES } from '@gloh/contract/staff-ops';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { rowsOf } from '../src/database/database.js';
import {
  createTestApp,
  mailingAppForSuite,
  TEST_ORIGIN,
  type TestApp,
} from './support/test-app.js';
import { SmtpCatcher } from './support/smtp-catcher.js';

const BURST = 200;
// Generous: on a shared 2-core box PGlite commits 400 transactions slowly; the assertions are exact either way.
jest.setTimeout(240_000);

describe('nothing lost: contact messages and the mail outbox (e2e)', () => {
  const { t, smtp } = mailingAppForSuite({
    OUTBOX_RETRY_BASE_MS: '50',
    OUTBOX_RETRY_MAX_MS: '400',
    // This suite is about outages the outbox outlasts; giving up is the next suite's.
    OUTBOX_MAX_ATTEMPTS: '1000',
    RATE_LIMIT_CONTACT_IP_LIMIT: '100000',
  });

  async function count(
    table: 'contact_messages' | 'mail_outbox',
    where = sql`true`,
  ): Promise<number> {
    const result = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]!.n);
  }

  function burst(tag: string): Promise<request.Response[]> {
    return Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        request(t.http)
          .post('/api/contact')
          .set('Origin', TEST_ORIGIN)
          .send({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `${tag}-${i}` }),
      ),
    );
  }

  function expectEachOnce(tag: string): void {
    const seen = new Map<string, number>();
    for (const mail of smtp.messages) {
      const match = new RegExp(`${tag}-(\\d+)\\b`).exec(mail.text);
      if (match) seen.set(match[1]!, (seen.get(match[1]!) ?? 0) + 1);
    }
    expect(seen.size).toBe(BURST);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  }

  it(`stores ${BURST} concurrent messages and mails each exactly once`, async () => {
    const responses = await burst('burst');
    expect(responses.map((res) => res.status)).toEqual(Array(BURST).fill(200));
    // Committed before the answer: the rows are there the moment the last 200 arrived.
    expect(await count('contact_messages', sql`message LIKE 'burst-%'`)).toBe(BURST);
    expect(await count('mail_outbox', sql`text_body LIKE '%burst-%'`)).toBe(BURST);
    await smtp.waitFor(BURST, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for a duplicate to show up
    expect(smtp.messages).toHaveLength(BURST);
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(BURST);
    expectEachOnce('burst');
    expect(await count('mail_outbox', sql`status <> 'sent'`)).toBe(0);
  });

  it('writes the notification with the number the message got, in the same statement', async () => {
    const delivered = smtp.messages.length;
    await request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ name: ' Ada Example ', email: 'ada@example.com', message: 'numbered\nmessage' })
      .expect(200);
    const rows = rowsOf<{ id: number; reply_to: string; subject: string; text_body: string }>(
      await t.db.execute(sql`SELECT c.id, o.reply_to, o.subject, o.text_body
        FROM contact_messages c JOIN mail_outbox o ON o.text_body LIKE '%numbered%'
        WHERE c.message = ${'numbered\nmessage'}`),
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.reply_to).toBe('ada@example.com');
    expect(row!.subject).toBe('New contact message from Ada Example');
    expect(row!.text_body).toBe(
      `Contact message #${row!.id}\nFrom: Ada Example <ada@example.com>\n\nnumbered\nmessage`,
    );
    // Delivered before the next test counts the mail it expects.
    await smtp.waitFor(delivered + 1, 60_000);
  });

  it('keeps mail while SMTP is down and delivers all of it once it returns', async () => {
    const before = smtp.messages.length;
    await smtp.stop();
    const responses = await burst('outage');
    expect(responses.every((res) => res.status === 200)).toBe(true);
    expect(await count('contact_messages', sql`message LIKE 'outage-%'`)).toBe(BURST);

    // Wait until the worker has actually failed against the dead server and backed off.
    const deadline = Date.now() + 60_000;
    while ((await count('mail_outbox', sql`last_error IS NOT NULL AND status = 'pending'`)) === 0) {
      if (Date.now() > deadline) throw new Error('worker never tried the dead SMTP server');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(smtp.messages.length).toBe(before);

    await smtp.start();
    await smtp.waitFor(before + BURST, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(before + BURST);
    expectEachOnce('outage');
    expect(await count('mail_outbox', sql`status <> 'sent'`)).toBe(0);
  });
});

describe('mail that cannot be delivered (e2e)', () => {
  const MAX_ATTEMPTS = 3;
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    // The SMTP server's address is known, and nothing answers there until the test says so.
    smtp = await new SmtpCatcher().start();
    await smtp.stop();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '50',
      OUTBOX_RETRY_MAX_MS: '100',
      OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  type OutboxRow = { id: string; status: string; attempts: number; last_error: string | null };
  async function mailRow(): Promise<OutboxRow | undefined> {
    const result = await t.db.execute(
      sql`SELECT id, status, attempts, last_error FROM mail_outbox WHERE text_body LIKE '%undeliverable%'`,
    );
    return rowsOf<OutboxRow>(result)[0];
  }

  it('is tried OUTBOX_MAX_ATTEMPTS times, then marked failed; a staff retry sends it once', async () => {
    await request(t.http)
      .post('/api/contact')
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'Visitor', email: 'visitor@example.com', message: 'undeliverable' })
      .expect(200);

    const deadline = Date.now() + 60_000;
    while ((await mailRow())?.status !== 'failed') {
      if (Date.now() > deadline)
        throw new Error(`never marked failed: ${JSON.stringify(await mailRow())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const failed = (await mailRow())!;
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);

    // Given up: no attempt by itself, even once the server is back.
    await smtp.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailRow())!.attempts).toBe(MAX_ATTEMPTS);
    expect(smtp.messages).toHaveLength(0);

    // Staff see it as failed (the console's list and the CLI's) and retry it.
    const admin = t.admin;
    const failedMails = (await runAdminCommand(admin, {
      name: 'outbox',
      target: 'list',
      status: 'failed',
    })) as { id: string }[];
    const listed = failedMails.find((mail) => mail.id === failed.id);
    expect(listed).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      to: 'info@gloh.example',
    });
    const retried = await runAdminCommand(admin, {
      name: 'outbox',
      target: 'retry',
      mailId: failed.id,
      actor: 'ops@gloh.example',
    });
    expect(retried).toMatchObject({ id: failed.id });
    await smtp.waitFor(1, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect((await mailRow())!.status).toBe('sent');
    const audit = rowsOf<{ actor: string }>(
      await t.db.execute(sql`SELECT actor FROM audit_log WHERE action = 'admin.mail_retried'`),
    );
    expect(audit.map((row) => row.actor)).toEqual(['ops@gloh.example']);

    // A sent mail has nothing to retry.
    await expect(
      runAdminCommand(admin, { name: 'outbox', target: 'retry', mailId: failed.id }),
    ).rejects.toThrow(STAFF_OPS_MESSAGES.mailNotFailed);
  });
});
