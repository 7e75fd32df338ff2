import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
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

  @Get('audit-log/export')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The audit log of a filter as CSV (no paging), itself audited' })
  async auditCsv(
    @Query() query: AuditLogQueryDto,
    @CurrentActor() actor: StaffActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const csv = await this.auditLog.exportCsv(query, actor);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    return csv;
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
