import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AuditLogResponse,
  type MailOutboxMailResponse,
  type MailOutboxResponse,
  STAFF_OPS_ROLES,
} from '@gloh/contract/staff-ops';
import { StaffAction, StaffRead, StaffRoles } from '../staff/staff-access.decorators.js';
import { CurrentActor } from '../staff/staff-actor.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditLogQueryDto, MailOutboxQueryDto } from './dto/staff-list.dto.js';
import { mailIdPipe } from './mail-id.pipe.js';
import { MailOutboxAdminService } from './mail-outbox-admin.service.js';

/** Admins: the audit log and the mail outbox. */
@ApiTags('staff')
@Controller('staff/admin')
@StaffRoles(...STAFF_OPS_ROLES.admin)
export class StaffAdminController {
  constructor(
    private readonly auditLog: AuditLogService,
    private readonly outbox: MailOutboxAdminService,
  ) {}

  @StaffRead('audit-log', 'The audit log by actor, action and time, newest first')
  async audit(@Query() query: AuditLogQueryDto): Promise<AuditLogResponse> {
    return { success: true, ...(await this.auditLog.list(query)) };
  }

  @StaffRead('mail-outbox', 'Queued, failed and sent mail (never a body)')
  async mails(@Query() query: MailOutboxQueryDto): Promise<MailOutboxResponse> {
    return { success: true, ...(await this.outbox.list(query)) };
  }

  @StaffAction('post', 'mail-outbox/:id/retry', 'Try a failed mail again now')
  async retry(
    @Param('id', mailIdPipe) id: string,
    @CurrentActor() actor: StaffActor,
  ): Promise<MailOutboxMailResponse> {
    return { success: true, mail: await this.outbox.retryNow(id, actor) };
  }
}
