import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { PresentationModule } from '../presentation/presentation.module.js';
import { AdminChannelService } from './admin-channel.service.js';
import { AdminService } from './admin.service.js';

@Module({
  imports: [AnalyticsModule, PresentationModule],
  providers: [AdminService, AdminChannelService],
  exports: [AdminService],
})
export class AdminModule {}
