import { Body } from '@nestjs/common';
import type {
  AccessRequestBulkApproveResult,
  AccessRequestBulkRejectResult,
  AccessRequestBulkResponse,
} from '@gloh/contract/staff-ir-bulk';
import { CurrentStaff, StaffAction } from '../staff/staff-access.decorators.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import {
  AccessRequestBulkApproveDto,
  AccessRequestBulkRejectDto,
} from './dto/bulk-decision.dto.js';
import { IrBulkDecisionsService } from './ir-bulk-decisions.service.js';
import { IrController } from './ir-controller.decorator.js';

/**
 * Several access requests approved or rejected at once. One call with the ids rather than the
 * console calling the single action per id: one step-up check, one answer that says per request
 * what was decided and why not (already decided elsewhere), and no half-sent batch when the tab
 * closes midway.
 */
@IrController()
export class IrBulkDecisionsController {
  constructor(private readonly bulk: IrBulkDecisionsService) {}

  @StaffAction(
    'post',
    'access-requests/bulk-approve',
    'Approve up to 50 pending requests, each as the single approval does, optionally with one end date (accessExpiresAt) for all; one result per id',
  )
  async approveMany(
    @Body() body: AccessRequestBulkApproveDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<AccessRequestBulkResponse<AccessRequestBulkApproveResult>> {
    const accessExpiresAt = body.accessExpiresAt ? new Date(body.accessExpiresAt) : null;
    return {
      success: true,
      results: await this.bulk.approveEach(body.ids, staff.email, { accessExpiresAt }),
    };
  }

  @StaffAction(
    'post',
    'access-requests/bulk-reject',
    'Reject up to 50 pending requests, each as the single rejection does, optionally mailing each requester the same note; one result per id',
  )
  async rejectMany(
    @Body() body: AccessRequestBulkRejectDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<AccessRequestBulkResponse<AccessRequestBulkRejectResult>> {
    const { ids, notify, note } = body;
    return {
      success: true,
      results: await this.bulk.rejectEach(ids, staff.email, { notify, note }),
    };
  }
}
