import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import { ApiMetrics } from '../operations/api-metrics.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { OutboxCipher } from './outbox-cipher.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';

/** A claimed mail is someone else's to retry only after this lease; SMTP timeouts stay well below it. */
const CLAIM_LEASE_SECONDS = 120;
const SMTP_TIMEOUT_MS = 30_000;
const SCRUBBED_BODY = '[removed after delivery]';
const MESSAGE_ID_DOMAIN = 'gloh.example';

type ClaimedMail = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string | null;
  sealed_body: string | null;
  attempts: number;
};

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * API instances share the work without sending a mail twice; failures are retried with
 * exponential backoff, OUTBOX_MAX_ATTEMPTS times in all, then the mail is marked failed for
 * staff to retry (the console's mail outbox, `admin outbox retry`).
 */
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutboxWorker');
  private transporter?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  /** The last attempt's failure, cleared by the next delivery that works: what staff are told. */
  private lastFailure?: { error: string; at: Date };

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cipher: OutboxCipher,
    private readonly metrics: ApiMetrics,
    outbox: MailOutboxService,
    private readonly events: StaffEventBus,
  ) {
    outbox.onEnqueued(() => this.kick());
  }

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) return;
    this.transporter = nodemailer.createTransport(this.config.smtpUrl, {
      pool: true,
      maxConnections: 3,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    } as object);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transporter?.close();
  }

  /** Whether mail can go out from this instance, as the staff console reports it. */
  health(): { configured: boolean; lastError: string | null; lastErrorAt: Date | null } {
    return {
      configured: this.transporter !== undefined,
      lastError: this.lastFailure?.error ?? null,
      lastErrorAt: this.lastFailure?.at ?? null,
    };
  }

  /** Runs a delivery pass now (or right after the current one). */
  kick(): void {
    if (!this.transporter || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`Outbox pass failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
          return;
        }
        this.timer = setTimeout(() => this.kick(), this.config.outbox.pollMs);
        this.timer.unref();
      });
  }

  /** One pass over everything due; exposed so the admin CLI can deliver what it queued. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      const results = await Promise.all(batch.map((mail) => this.deliver(mail)));
      sent += results.filter(Boolean).length;
      // Delivered, failed or waiting longer: the admins' count of mail not delivered is stale.
      this.events.publish('counts-changed', { count: 'mail-outbox' });
      if (this.stopped || results.some((ok) => !ok)) return sent;
    }
  }

  private async claim(): Promise<ClaimedMail[]> {
    const result = await this.db.execute<ClaimedMail>(sql`
      UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status <> 'sent' AND status <> 'failed' AND next_attempt_at <= now()
          AND (status = 'pending' OR locked_until < now())
        ORDER BY created_at
        LIMIT ${this.config.outbox.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, reply_to, subject, text_body, sealed_body, attempts`);
    return rowsOf<ClaimedMail>(result);
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      // The secret exists in clear only in this process, for the length of the SMTP exchange.
      const text =
        mail.sealed_body === null ? mail.text_body! : this.cipher.open(mail.id, mail.sealed_body);
      await this.transporter!.sendMail({
        from: this.config.mailFrom,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text,
        // Stable per outbox row, so a receiver can discard a duplicate after a crash mid-send.
        messageId: `<${mail.id}@${MESSAGE_ID_DOMAIN}>`,
      });
    } catch (error) {
      const lastError = String(error).slice(0, 500);
      this.lastFailure = { error: lastError, at: new Date() };
      if (mail.attempts >= this.config.outbox.maxAttempts) {
        this.logger.error(
          `Mail ${mail.id} not delivered after ${mail.attempts} attempts, marked failed (staff can retry it): ${String(error)}`,
        );
        this.metrics.deliveryFailed('failed');
        await this.db.execute(sql`
          UPDATE mail_outbox SET status = 'failed', locked_until = NULL, last_error = ${lastError}
          WHERE id = ${mail.id} AND status = 'sending'`);
        return false;
      }
      const delay = retryDelayMs(
        mail.attempts,
        this.config.outbox.retryBaseMs,
        this.config.outbox.retryMaxMs,
      );
      this.metrics.deliveryFailed('retrying');
      this.logger.warn(
        `Mail ${mail.id} not delivered (attempt ${mail.attempts} of ${this.config.outbox.maxAttempts}), retry in ${delay} ms: ${String(error)}`,
      );
      await this.db.execute(sql`
        UPDATE mail_outbox SET status = 'pending', locked_until = NULL, last_error = ${lastError},
          next_attempt_at = now() + make_interval(secs => ${delay / 1000})
        WHERE id = ${mail.id} AND status = 'sending'`);
      return false;
    }
    this.lastFailure = undefined;
    await this.db.execute(sql`
      UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL,
        text_body = CASE WHEN scrub_after_send THEN ${SCRUBBED_BODY} ELSE text_body END,
        sealed_body = NULL, sealed_secret = NULL
      WHERE id = ${mail.id}`);
    return true;
  }
}
