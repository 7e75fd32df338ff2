import { Body, Controller, Get, Header, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type {
  AnalyticsPeriodResponse,
  ContactMessageResponse,
  ContactMessagesResponse,
} from '@gloh/contract/staff-ops';
import { STAFF_OPS_MESSAGES, STAFF_OPS_ROLES } from '@gloh/contract/staff-ops';
import {
  RELEASE_HEALTH_DEFAULT_DAYS,
  type ReleaseHealthResponse,
} from '@gloh/contract/release-health';
import type { Request, Response } from 'express';
import { PositiveIdPipe } from '../common/pipes/positive-id.pipe.js';
import { CurrentStaff, StaffRoles } from '../staff/staff-access.decorators.js';
import { actorOf } from '../staff/staff-actor.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import { ContactMessagesService } from './contact-messages.service.js';
import {
  AnalyticsPeriodQueryDto,
  ContactMessageHandledDto,
  ContactMessagesQueryDto,
  ReleaseHealthQueryDto,
} from './dto/staff-list.dto.js';
import { ReleaseGuardService } from '../analytics/release-guard.service.js';
import { ReleaseHealthService } from '../analytics/release-health.service.js';
import { StaffAnalyticsService } from './staff-analytics.service.js';

const messageId = new PositiveIdPipe('id', STAFF_OPS_MESSAGES.badId);
/** Marketing's part of the console: contact messages, site analytics and release health. */
@ApiTags('staff')
@Controller('staff/marketing')
@StaffRoles(...STAFF_OPS_ROLES.marketing)
export class StaffMarketingController {
  constructor(
    private readonly messages: ContactMessagesService,
    private readonly analytics: StaffAnalyticsService,
    private readonly releaseHealth: ReleaseHealthService,
    private readonly releaseGuard: ReleaseGuardService,
  ) {}

  @Get('contact-messages')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Contact messages: search, filter, sort, page' })
  async list(@Query() query: ContactMessagesQueryDto): Promise<ContactMessagesResponse> {
    return { success: true, ...(await this.messages.list(query)) };
  }

  @Get('contact-messages/export')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The current filter as CSV (no paging)' })
  async exportCsv(
    @Query() query: ContactMessagesQueryDto,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const csv = await this.messages.exportCsv(query, actorOf(staff, req));
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="contact-messages-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    return csv;
  }

  @Put('contact-messages/:id/handled')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Mark a contact message handled or waiting again' })
  async setHandled(
    @Param('id', messageId) id: number,
    @Body() body: ContactMessageHandledDto,
    @CurrentStaff() staff: StaffSession,
    @Req() req: Request,
  ): Promise<ContactMessageResponse> {
    return {
      success: true,
      message: await this.messages.setHandled(id, body.handled, actorOf(staff, req)),
    };
  }

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: `Per day views, visitors and time on page; top pages and referrers` })
  async report(@Query() query: AnalyticsPeriodQueryDto): Promise<AnalyticsPeriodResponse> {
    return { success: true, ...(await this.analytics.report(query)) };
  }

  @Get('release-health')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Per release: p75 of LCP, INP and CLS and uncaught errors, beside the release before; the automatic rollbacks',
  })
  async releaseHealthReport(@Query() query: ReleaseHealthQueryDto): Promise<ReleaseHealthResponse> {
    const report = await this.releaseHealth.report(
      query.days ?? RELEASE_HEALTH_DEFAULT_DAYS,
      query.remote,
    );
    const rollbacks = await this.releaseGuard.rollbacksSince(report.since);
    return {
      success: true,
      ...report,
      autoRollbacks: rollbacks.filter((line) => !query.remote || line.remote === query.remote),
    };
  }
}
