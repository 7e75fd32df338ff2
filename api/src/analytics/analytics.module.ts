import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { ReleaseHealthService } from './release-health.service.js';

@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, ReleaseHealthService],
  exports: [AnalyticsService, ReleaseHealthService],
})
export class AnalyticsModule {}
