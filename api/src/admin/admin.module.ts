import { Module } from '@nestjs/common';
import { AccessRequestsModule } from '../access-requests/access-requests.module.js';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { InvestorsModule } from '../investors/investors.module.js';
import { PersonalDataModule } from '../personal-data/personal-data.module.js';
import { PresentationModule } from '../presentation/presentation.module.js';
import { RetentionModule } from '../retention/retention.module.js';
import { AdminChannelService } from './admin-channel.service.js';
import { AdminServices } from './admin-services.js';

/** The admin CLI's front door: its commands run the features' own services (AdminServices). */
@Module({
  imports: [
    AccessRequestsModule,
    AnalyticsModule,
    InvestorsModule,
    PresentationModule,
    RetentionModule,
    PersonalDataModule,
  ],
  providers: [AdminServices, AdminChannelService],
  exports: [AdminServices],
})
export class AdminModule {}
