import { Module } from '@nestjs/common';
import { AccessRequestsModule } from '../access-requests/access-requests.module.js';
import { InvestorsModule } from '../investors/investors.module.js';
import { PresentationModule } from '../presentation/presentation.module.js';
import { DeckDownloadPermissionService } from './deck-download-permission.service.js';
import { DeckScheduleService } from './deck-schedule.service.js';
import { IrAccessController } from './ir-access.controller.js';
import { IrBulkDecisionsController } from './ir-bulk-decisions.controller.js';
import { IrBulkDecisionsService } from './ir-bulk-decisions.service.js';
import { IrDecksController } from './ir-decks.controller.js';
import { IrDecksService } from './ir-decks.service.js';
import { IrPeopleController } from './ir-people.controller.js';
import { IrPeopleService } from './ir-people.service.js';
import { IrOverviewController } from './ir-overview.controller.js';
import { IrOverviewService } from './ir-overview.service.js';
import { InvestorsExportService } from './investors-export.service.js';

/** The investor-relations staff API under /api/staff/ir (roles `ir` and `admin`). */
@Module({
  imports: [AccessRequestsModule, InvestorsModule, PresentationModule],
  controllers: [
    IrPeopleController,
    IrAccessController,
    IrDecksController,
    IrBulkDecisionsController,
    IrOverviewController,
  ],
  providers: [
    IrPeopleService,
    IrBulkDecisionsService,
    IrDecksService,
    DeckScheduleService,
    DeckDownloadPermissionService,
    InvestorsExportService,
    IrOverviewService,
  ],
})
export class StaffIrModule {}
