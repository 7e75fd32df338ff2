import { Global, Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { AuditLogService } from './audit-log.service.js';
import { ContactMessagesService } from './contact-messages.service.js';
import { MailOutboxAdminService } from './mail-outbox-admin.service.js';
import { StaffAdminController } from './staff-admin.controller.js';
import { StaffAnalyticsService } from './staff-analytics.service.js';
import { StaffEventBus } from '../common/events/staff-event-bus.js';
import { StaffCountsController } from './staff-counts.controller.js';
import { StaffCountsService } from './staff-counts.service.js';
import { StaffEventStreams } from './staff-event-streams.js';
import { StaffEventsController, StaffEventsTiming } from './staff-events.controller.js';
import { StaffMailController } from './staff-mail.controller.js';
import { StaffMarketingController } from './staff-marketing.controller.js';

/**
 * The marketing and admin parts of the staff console, and its live events. Global for the event
 * bus, which the services that create records (access requests, deck openings, sessions) publish to.
 */
@Global()
@Module({
  imports: [AnalyticsModule],
  controllers: [
    StaffMarketingController,
    StaffAdminController,
    StaffMailController,
    StaffEventsController,
    StaffCountsController,
  ],
  providers: [
    StaffEventBus,
    StaffEventsTiming,
    StaffEventStreams,
    ContactMessagesService,
    StaffAnalyticsService,
    AuditLogService,
    MailOutboxAdminService,
    StaffCountsService,
  ],
  exports: [StaffEventBus, MailOutboxAdminService],
})
export class StaffOpsModule {}
