import { Injectable } from '@nestjs/common';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { accessRequests } from '../database/schema.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { DailyCapService } from '../rate-limit/daily-cap.service.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';
import { StaffNotifierService } from '../staff-notifications/staff-notifier.service.js';
import { normalizeEmail } from '@gloh/contract/email';
import type { CreateAccessRequestDto } from './dto/create-access-request.dto.js';

@Injectable()
export class AccessRequestsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly outbox: MailOutboxService,
    private readonly events: StaffEventBus,
    private readonly dailyCaps: DailyCapService,
    private readonly notifier: StaffNotifierService,
  ) {}

  /** The request and its notification commit together; past the address's daily cap neither is stored. */
  async submit(dto: CreateAccessRequestDto, ip: string): Promise<number> {
    await this.dailyCaps.consumeOrThrow('accessRequest', ip);
    const values = {
      name: dto.name.trim(),
      companyName: dto.companyName.trim(),
      phoneNumber: dto.phoneNumber.trim(),
      email: normalizeEmail(dto.email),
      message: dto.message?.trim() || null,
      ip,
    };
    const { id, createdAt } = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accessRequests)
        .values(values)
        .returning({ id: accessRequests.id, createdAt: accessRequests.createdAt });
      const { id } = row!;
      await this.outbox.enqueue(
        {
          to: this.outbox.companyInbox,
          replyTo: values.email,
          subject: `Presentation access request #${id} from ${values.name} (${values.companyName})`,
          text: [
            `Access request #${id}`,
            `Name: ${values.name}`,
            `Company: ${values.companyName}`,
            `Phone: ${values.phoneNumber}`,
            `Email: ${values.email}`,
            '',
            values.message ?? '(no message)',
            '',
            `Approve: pnpm --filter @gloh/api admin approve ${id}`,
            `Reject:  pnpm --filter @gloh/api admin reject ${id}`,
          ].join('\n'),
        },
        tx,
      );
      // Each member who chose it hears of the request too, in the same transaction.
      await this.notifier.notify(
        'access-request',
        () => ({
          subject: `New access request #${id}: ${values.name} (${values.companyName})`,
          lines: [
            `${values.name} of ${values.companyName} <${values.email}> asks for access to the investor presentation (request #${id}).`,
          ],
        }),
        tx,
      );
      return row!;
    });
    this.outbox.notify();
    this.events.publish('access-request', {
      id,
      name: values.name,
      companyName: values.companyName,
      createdAt: createdAt.toISOString(),
    });
    return id;
  }
}
