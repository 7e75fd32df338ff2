import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { ReleaseGuardService } from './release-guard.service.js';
import { ReleaseHealthService } from './release-health.service.js';

@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, ReleaseHealthService, ReleaseGuardService],
  exports: [AnalyticsService, ReleaseHealthService, ReleaseGuardService],
})
export class AnalyticsModule {}
