import { Module } from '@nestjs/common';
import { InvestorAccessService } from './investor-access.service.js';

/** Investor access as staff manage it (the CLI and the staff console's IR module). */
@Module({ providers: [InvestorAccessService], exports: [InvestorAccessService] })
export class InvestorsModule {}
