import { Injectable, Logger } from '@nestjs/common';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { mailOutbox } from '../database/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Wipe the body once delivered (access codes, reset links). */
  sensitive?: boolean;
}

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
export class MailOutboxService {
  private readonly logger = new Logger('MailOutbox');
  private readonly listeners = new Set<() => void>();

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async enqueue(mail: OutgoingMail, executor: Executor = this.db): Promise<string> {
    const [row] = await executor
      .insert(mailOutbox)
      .values(this.outboxRow(mail))
      .returning({ id: mailOutbox.id });
    this.queued(mail);
    return row!.id;
  }

  /** The outbox row of a mail, for statements that insert it themselves (see ContactService). */
  outboxRow(mail: OutgoingMail) {
    return {
      toAddress: headerSafe(mail.to),
      replyTo: mail.replyTo ? headerSafe(mail.replyTo) : null,
      subject: headerSafe(mail.subject),
      textBody: mail.text,
      scrubAfterSend: mail.sensitive ?? false,
    };
  }

  /** To call once a mail is in the outbox. */
  queued(mail: OutgoingMail): void {
    if (!this.config.smtpUrl) {
      this.logger.log(
        `No SMTP configured; mail kept in outbox: to=${mail.to} subject="${headerSafe(mail.subject)}"`,
      );
    }
  }

  /** Called after the enqueuing transaction committed, so delivery starts without waiting for a poll. */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  onEnqueued(listener: () => void): void {
    this.listeners.add(listener);
  }
}
