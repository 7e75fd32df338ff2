import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type MailDeliveryResponse, type MailRevealResponse } from '@gloh/contract/staff-ops';
import {
  CurrentStaff,
  StaffAction,
  StaffRead,
  StaffRoles,
} from '../staff/staff-access.decorators.js';
import { CurrentActor } from '../staff/staff-actor.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import { mailIdPipe } from './mail-id.pipe.js';
import { MailOutboxAdminService } from './mail-outbox-admin.service.js';

/**
 * Every staff member who mails someone (an access code, a reset link, an invite) learns whether
 * mail goes out, and may reveal a code or link once when it does not.
 */
@ApiTags('staff')
@Controller('staff/mail')
@StaffRoles('admin', 'ir', 'marketing')
export class StaffMailController {
  constructor(private readonly outbox: MailOutboxAdminService) {}

  @StaffRead('delivery', 'Whether mail delivery is configured and working, and how much waits')
  async delivery(): Promise<MailDeliveryResponse> {
    return { success: true, delivery: await this.outbox.delivery() };
  }

  // A code or link handed to staff is as good as access itself: a step-up, and once only.
  @StaffAction(
    'post',
    ':id/reveal',
    "Reveal once the code or link of a mail that can't be delivered",
  )
  async reveal(
    @Param('id', mailIdPipe) id: string,
    @CurrentActor() actor: StaffActor,
    @CurrentStaff() staff: StaffSession,
  ): Promise<MailRevealResponse> {
    return this.outbox.reveal(id, actor, staff.roles);
  }
}
