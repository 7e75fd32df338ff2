import { Module } from '@nestjs/common';
import { AccessExpiryTimerService } from './access-expiry-timer.service.js';
import { AccessExpiryService } from './access-expiry.service.js';
import { InvestorAccessService } from './investor-access.service.js';

/**
 * Investor access as staff manage it (the CLI and the staff console's IR module), and its end at
 * an expiry (the timer runs in the API only).
 */
@Module({
  providers: [InvestorAccessService, AccessExpiryService, AccessExpiryTimerService],
  exports: [InvestorAccessService, AccessExpiryService],
})
export class InvestorsModule {}
