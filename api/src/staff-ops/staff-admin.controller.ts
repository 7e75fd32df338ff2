import {
  BadRequestException,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AuditLogResponse,
  type MailOutboxMailResponse,
  type MailOutboxResponse,
  STAFF_OPS_MESSAGES,
  STAFF_OPS_ROLES,
} from '@gloh/contract/staff-ops';
import type { Request } from 'express';
import { CurrentStaff, RequireStepUp, StaffRoles } from '../staff/staff-access.decorators.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditLogQueryDto, MailOutboxQueryDto } from './dto/staff-list.dto.js';
import { MailOutboxAdminService } from './mail-outbox-admin.service.js';
import { actorOf } from '../staff/staff-actor.js';

const mailId = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(STAFF_OPS_MESSAGES.badMailId),
});

/** Admins: the audit log and the mail outbox. */
@ApiTags('staff')
@Controller('staff/admin')
@StaffRoles(...STAFF_OPS_ROLES.admin)
export class StaffAdminController {
  constructor(
    private readonly auditLog: AuditLogService,
    private readonly outbox: MailOutboxAdminService,
  ) {}

  @Get('audit-log')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The audit log by actor, action and time, newest first' })
  async audit(@Query() query: AuditLogQueryDto): Promise<AuditLogResponse> {
    return { success: true, ...(await this.auditLog.list(query)) };
  }

  @Get('mail-outbox')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Queued, failed and sent mail (never a body)' })
  async mails(@Query() query: MailOutboxQueryDto): Promise<MailOutboxResponse> {
    return { success: true, ...(await this.outbox.list(query)) };
  }

  @Post('mail-outbox/:id/retry')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: 'Try a failed mail again now' })
  async retry(
    @Param('id', mailId) id: string,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<MailOutboxMailResponse> {
    return { success: true, mail: await this.outbox.retryNow(id, actorOf(staff, req)) };
  }
}
