import { Module } from '@nestjs/common';
import { DeckAgreementGuard } from './deck-agreement.guard.js';
import { DeckAgreementService } from './deck-agreement.service.js';
import { InvestorAgreementController } from './investor-agreement.controller.js';
import { StaffAgreementController } from './staff-agreement.controller.js';

/** The optional confidentiality agreement investors accept before the deck opens. */
@Module({
  controllers: [InvestorAgreementController, StaffAgreementController],
  providers: [DeckAgreementService, DeckAgreementGuard],
  exports: [DeckAgreementService, DeckAgreementGuard],
})
export class DeckAgreementModule {}
