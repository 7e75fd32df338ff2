import { Module } from '@nestjs/common';
import { DeckAgreementModule } from '../deck-agreement/deck-agreement.module.js';
import { DeckAdminService } from './deck-admin.service.js';
import { DeckEngagementService } from './deck-engagement.service.js';
import { DeckOpenNoticesService } from './deck-open-notices.service.js';
import { DeckVersionsService } from './deck-versions.service.js';
import { PresentationController } from './presentation.controller.js';
import { PresentationService } from './presentation.service.js';

@Module({
  imports: [DeckAgreementModule],
  controllers: [PresentationController],
  providers: [
    PresentationService,
    DeckVersionsService,
    DeckEngagementService,
    DeckOpenNoticesService,
    DeckAdminService,
  ],
  exports: [DeckVersionsService, DeckEngagementService, DeckAdminService],
})
export class PresentationModule {}
