import { Injectable, Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, prepareStatement } from '../database/database.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { DailyCapService } from '../rate-limit/daily-cap.service.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';
import { StaffNotifierService } from '../staff-notifications/staff-notifier.service.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

const MESSAGE_NUMBER_PREFIX = 'Contact message #';

/**
 * The message and its notification in one statement: a single statement commits or fails as
 * a whole, so this keeps the guarantee of a transaction with one round trip instead of four
 * (BEGIN, two INSERTs, COMMIT), and it is parsed once per connection. The mail
 * text starts with the message's number, which only the database knows.
 */
function prepareInsertWithNotification(db: Database) {
  const p = (name: string) => sql.placeholder(name);
  return prepareStatement<{ id: number }>(
    db,
    'contact_message_with_notification',
    sql`WITH message AS (
      INSERT INTO contact_messages (name, email, message, ip)
      VALUES (${p('name')}, ${p('email')}, ${p('message')}, ${p('ip')})
      RETURNING id
    )
    INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, scrub_after_send)
    SELECT ${p('toAddress')}, ${p('replyTo')}, ${p('subject')},
      ${MESSAGE_NUMBER_PREFIX} || message.id || ${p('textAfterNumber')}, ${p('scrubAfterSend')}
    FROM message
    RETURNING (SELECT id FROM message) AS id`,
  );
}

@Injectable()
export class ContactService {
  private readonly logger = new Logger('ContactService');
  private readonly insertWithNotification: ReturnType<typeof prepareInsertWithNotification>;

  constructor(
    @InjectDatabase() db: Database,
    private readonly outbox: MailOutboxService,
    private readonly dailyCaps: DailyCapService,
    private readonly events: StaffEventBus,
    private readonly notifier: StaffNotifierService,
  ) {
    this.insertWithNotification = prepareInsertWithNotification(db);
  }

  /**
   * The message and its notification commit together, before the visitor hears "sent"; past the
   * address's daily cap neither is stored.
   */
  async submit(dto: CreateContactMessageDto, ip: string): Promise<number> {
    await this.dailyCaps.consumeOrThrow('contact', ip);
    const name = dto.name.trim();
    const email = dto.email.trim();
    // Trimmed as its rule measured it: whitespace around it, up to the body's limit, is not kept.
    const message = dto.message.trim();
    const textAfterNumber = ['', `From: ${name} <${email}>`, '', message].join('\n');
    const mail = {
      to: this.outbox.companyInbox,
      replyTo: email,
      subject: `New contact message from ${name}`,
      text: `${MESSAGE_NUMBER_PREFIX}?${textAfterNumber}`,
    };
    // No secret in a contact notification: its body is stored as written, never sealed.
    const { toAddress, replyTo, subject, scrubAfterSend } = this.outbox.outboxRow(mail);
    const [row] = await this.insertWithNotification({
      name,
      email,
      message,
      ip,
      toAddress,
      replyTo,
      subject,
      textAfterNumber,
      scrubAfterSend,
    });
    const id = Number(row!.id);
    await this.notifyStaff(id, name, email);
    this.outbox.queued(mail);
    this.outbox.notify();
    this.events.publish('contact-message', { id, name });
    return id;
  }

  /**
   * The mails of members who chose contact messages: after the message's statement, so it keeps
   * its single round trip. The company inbox already has the message, so a failure here is logged
   * and the visitor still hears "sent".
   */
  private async notifyStaff(id: number, name: string, email: string): Promise<void> {
    try {
      await this.notifier.notify('contact-message', () => ({
        subject: `New contact message #${id} from ${name}`,
        lines: [`${name} <${email}> sent a contact message (#${id}).`],
      }));
    } catch (error) {
      this.logger.error(`Could not queue staff notifications of contact message #${id}`, error);
    }
  }
}
