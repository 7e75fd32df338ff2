import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { MailSecretKind } from '@gloh/contract/staff-ops';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { mailOutbox } from '../database/schema.js';
import { OutboxCipher } from './outbox-cipher.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Carries a secret (access code, reset link): stored encrypted, removed once delivered. */
  sensitive?: boolean;
  /**
   * The code or link in the text, kept sealed apart as well, so that staff can reveal it once
   * while the mail cannot be delivered. Makes the mail sensitive.
   */
  secret?: { kind: MailSecretKind; value: string };
}

/** The associated data of a mail's sealed secret: neither it nor the body opens in the other's place. */
const secretSealId = (mailId: string) => `${mailId}:secret`;

type Executor = Pick<Database, 'insert'>;

/** Header values come from visitors; a line break in one would start a new header. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, 200);
}

/**
 * Writes mail to the outbox table. Callers pass their transaction so the mail commits or
 * rolls back with the data it is about; the worker delivers it later.
 */
@Injectable()
export class MailOutboxService implements OnApplicationBootstrap {
  private readonly logger = new Logger('MailOutbox');
  private readonly listeners = new Set<() => void>();

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cipher: OutboxCipher,
  ) {}

  /** Where the company's notifications go (new messages, access requests, deck opened). */
  get companyInbox(): string {
    return this.config.companyInbox;
  }

  /** A page of the public site, for a mail to link to; a token travels in the query. */
  siteLink(page: string, token?: string): string {
    const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
    return `${this.config.publicSiteUrl}${page}${query}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.sealLegacyRows();
    if (sealed > 0) this.logger.log(`Encrypted ${sealed} queued mail(s) written before sealing`);
  }

  async enqueue(mail: OutgoingMail, executor: Executor = this.db): Promise<string> {
    const [row] = await executor
      .insert(mailOutbox)
      .values(this.outboxRow(mail))
      .returning({ id: mailOutbox.id });
    this.queued(mail);
    return row!.id;
  }

  /**
   * The outbox row of a mail, also for statements that insert it themselves (see ContactService).
   * A mail with a secret gets its body sealed, bound to the row's id, which is chosen here.
   */
  outboxRow(mail: OutgoingMail) {
    const id = randomUUID();
    const sensitive = (mail.sensitive ?? false) || mail.secret !== undefined;
    return {
      id,
      toAddress: headerSafe(mail.to),
      replyTo: mail.replyTo ? headerSafe(mail.replyTo) : null,
      subject: headerSafe(mail.subject),
      textBody: sensitive ? null : mail.text,
      sealedBody: sensitive ? this.cipher.seal(id, mail.text) : null,
      scrubAfterSend: sensitive,
      secretKind: mail.secret?.kind ?? null,
      sealedSecret: mail.secret ? this.cipher.seal(secretSealId(id), mail.secret.value) : null,
    };
  }

  /** The code or link a mail carries, opened from its sealed copy (outboxRow). */
  openSecret(mailId: string, sealedSecret: string): string {
    return this.cipher.open(secretSealId(mailId), sealedSecret);
  }

  /** To call once a mail is in the outbox. */
  queued(mail: OutgoingMail): void {
    if (!this.config.smtpUrl) {
      this.logger.log(
        `No SMTP configured; mail kept in outbox: to=${mail.to} subject="${headerSafe(mail.subject)}"`,
      );
    }
  }

  /**
   * Mail with a secret queued before bodies were sealed (migration 0002) still waits in clear;
   * SQL cannot encrypt it without the key, so it is sealed here, at start-up. Delivered rows
   * were already scrubbed by the worker. Idempotent, and safe with several instances starting.
   */
  async sealLegacyRows(): Promise<number> {
    const legacy = await this.db
      .select({ id: mailOutbox.id, textBody: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.scrubAfterSend, true),
          ne(mailOutbox.status, 'sent'),
          isNull(mailOutbox.sealedBody),
          isNotNull(mailOutbox.textBody),
        ),
      );
    for (const row of legacy) {
      await this.db
        .update(mailOutbox)
        .set({ sealedBody: this.cipher.seal(row.id, row.textBody!), textBody: null })
        .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sealedBody)));
    }
    return legacy.length;
  }

  /** Called after the enqueuing transaction committed, so delivery starts without waiting for a poll. */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  onEnqueued(listener: () => void): void {
    this.listeners.add(listener);
  }
}
