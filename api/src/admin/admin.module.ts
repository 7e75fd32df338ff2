import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { PersonalDataModule } from '../personal-data/personal-data.module.js';
import { PresentationModule } from '../presentation/presentation.module.js';
import { RetentionModule } from '../retention/retention.module.js';
import { AdminChannelService } from './admin-channel.service.js';
import { AdminService } from './admin.service.js';

@Module({
  imports: [AnalyticsModule, PresentationModule, RetentionModule, PersonalDataModule],
  providers: [AdminService, AdminChannelService],
  exports: [AdminService],
})
export class AdminModule {}
