import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { contactMessages } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto.js';

@Injectable()
export class ContactService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly outbox: MailOutboxService,
  ) {}

  /** The message and its notification commit together, before the visitor hears "sent". */
  async submit(dto: CreateContactMessageDto, ip: string): Promise<number> {
    const name = dto.name.trim();
    const email = dto.email.trim();
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ name, email, message: dto.message, ip })
        .returning({ id: contactMessages.id });
      await this.outbox.enqueue(
        {
          to: this.config.companyInbox,
          replyTo: email,
          subject: `New contact message from ${name}`,
          text: [`Contact message #${row!.id}`, `From: ${name} <${email}>`, '', dto.message].join(
            '\n',
          ),
        },
        tx,
      );
      return row!.id;
    });
    this.outbox.notify();
    return id;
  }
}
