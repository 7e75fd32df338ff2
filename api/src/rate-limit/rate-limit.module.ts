import { Global, Module } from '@nestjs/common';
import { DailyCapService } from './daily-cap.service.js';
import { RateLimitService } from './rate-limit.service.js';

@Global()
@Module({
  providers: [RateLimitService, DailyCapService],
  exports: [RateLimitService, DailyCapService],
})
export class RateLimitModule {}
