import type { StaffInvestorsOverviewResponse } from '@gloh/contract/staff-overview';
import { StaffRead } from '../staff/staff-access.decorators.js';
import { IrController } from './ir-controller.decorator.js';
import { IrOverviewService } from './ir-overview.service.js';

/** The console overview's investor figures. */
@IrController()
export class IrOverviewController {
  constructor(private readonly overview: IrOverviewService) {}

  @StaffRead(
    'overview',
    'Investors with active access, viewing the deck now, and who opened it in the last 7 days',
  )
  async get(): Promise<StaffInvestorsOverviewResponse> {
    return { success: true, ...(await this.overview.figures()) };
  }
}
