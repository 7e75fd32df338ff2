import { Body, Param, Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  type AccessRequestApproveResponse,
  type AccessRequestListResponse,
  type AccessRequestRejectResponse,
  type InvestorListResponse,
  type InvestorResetLinkResponse,
  type InvestorRevokeResponse,
} from '@gloh/contract/staff-ir';
import type { WithMailReceipt } from '@gloh/contract/staff-ops';
import { CurrentStaff, StaffAction, StaffRead } from '../staff/staff-access.decorators.js';
import { CurrentActor } from '../staff/staff-actor.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import { IrController } from './ir-controller.decorator.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import {
  AccessRequestListQueryDto,
  AccessRequestRejectDto,
  InvestorListQueryDto,
} from './dto/staff-ir.dto.js';
import { IrPeopleService } from './ir-people.service.js';
import { InvestorsExportService } from './investors-export.service.js';
import { PositiveIdPipe } from '../common/pipes/positive-id.pipe.js';
import { AccessRequestApproveDto } from './dto/access-expiry.dto.js';
import { investorId } from './investor-id.pipe.js';

const requestId = new PositiveIdPipe('id');

/** Access requests and investors. */
@IrController()
export class IrPeopleController {
  constructor(
    private readonly people: IrPeopleService,
    private readonly investorsExport: InvestorsExportService,
  ) {}

  @StaffRead('access-requests', 'Access requests: filter by status, search, sort, page')
  async listRequests(
    @Query() query: AccessRequestListQueryDto,
  ): Promise<AccessRequestListResponse> {
    return { success: true, ...(await this.people.listRequests(query)) };
  }

  // Approving grants the deck to an email, and restores a revoked investor's access: as much a
  // change of who sees what as a revocation (a step-up).
  @StaffAction(
    'post',
    'access-requests/:id/approve',
    "Approve a pending request, optionally with an end date (accessExpiresAt); the investor is mailed the access code (a revoked investor's access is restored)",
  )
  async approve(
    @Param('id', requestId) id: number,
    @Body() body: AccessRequestApproveDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<WithMailReceipt<AccessRequestApproveResponse>> {
    // Optionally with an end: the access then ends by itself (see AccessExpiryService).
    const accessExpiresAt = body.accessExpiresAt ? new Date(body.accessExpiresAt) : null;
    return { success: true, ...(await this.people.approve(id, staff.email, { accessExpiresAt })) };
  }

  @StaffAction(
    'post',
    'access-requests/:id/reject',
    'Reject a pending request, optionally mailing the requester',
  )
  async reject(
    @Param('id', requestId) id: number,
    @Body() body: AccessRequestRejectDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<AccessRequestRejectResponse> {
    return { success: true, ...(await this.people.reject(id, staff.email, body)) };
  }

  @StaffRead('investors', 'Investors with status, active sessions and last visit')
  async listInvestors(@Query() query: InvestorListQueryDto): Promise<InvestorListResponse> {
    return { success: true, ...(await this.people.listInvestors(query)) };
  }

  @StaffRead(
    'investors/export',
    "The investors list's filter (no paging) with their reading of the deck, as CSV (audited)",
  )
  @ApiProduces('text/csv')
  async exportInvestors(
    @Query() query: InvestorListQueryDto,
    @CurrentActor() actor: StaffActor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const csv = await this.investorsExport.exportCsv(query, actor);
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="investors-${day}.csv"`);
    return csv;
  }

  @StaffAction(
    'post',
    'investors/:id/revoke',
    "Revoke an investor's access; their sessions end at once",
  )
  async revoke(
    @Param('id', investorId) id: string,
    @CurrentStaff() staff: StaffSession,
  ): Promise<InvestorRevokeResponse> {
    return { success: true, ...(await this.people.revoke(id, staff.email)) };
  }

  @StaffAction(
    'post',
    'investors/:id/reset-link',
    'Mail the investor a link to choose a new password',
    { stepUp: false },
  )
  async resetLink(
    @Param('id', investorId) id: string,
    @CurrentStaff() staff: StaffSession,
  ): Promise<WithMailReceipt<InvestorResetLinkResponse>> {
    return { success: true, ...(await this.people.sendResetLink(id, staff.email)) };
  }
}
