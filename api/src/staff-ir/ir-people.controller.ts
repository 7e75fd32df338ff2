import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AccessRequestApproveResponse,
  type AccessRequestListResponse,
  type AccessRequestRejectResponse,
  type InvestorListResponse,
  type InvestorResetLinkResponse,
  type InvestorRevokeResponse,
} from '@gloh/contract/staff-ir';
import { CurrentStaff, RequireStepUp, StaffRoles } from '../staff/staff-access.decorators.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import {
  AccessRequestListQueryDto,
  AccessRequestRejectDto,
  InvestorListQueryDto,
} from './dto/staff-ir.dto.js';
import { IrPeopleService } from './ir-people.service.js';
import { PositiveIdPipe } from '../common/pipes/positive-id.pipe.js';
import { investorId } from './investor-id.pipe.js';

const requestId = new PositiveIdPipe('id');

/** Access requests and investors: /api/staff/ir/…, for `ir` and `admin`. */
@ApiTags('staff-ir')
@Controller('staff/ir')
@StaffRoles('ir', 'admin')
export class IrPeopleController {
  constructor(private readonly people: IrPeopleService) {}

  @Get('access-requests')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Access requests: filter by status, search, sort, page' })
  async listRequests(
    @Query() query: AccessRequestListQueryDto,
  ): Promise<AccessRequestListResponse> {
    const { total, requests } = await this.people.listRequests(query);
    return { success: true, total, limit: query.limit, offset: query.offset, requests };
  }

  @Post('access-requests/:id/approve')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  // Approving grants the deck to an email, and restores a revoked investor's access: as much a
  // change of who sees what as a revocation.
  @RequireStepUp()
  @ApiOperation({
    summary:
      "Approve a pending request; the investor is mailed the access code (a revoked investor's access is restored)",
  })
  async approve(
    @Param('id', requestId) id: number,
    @CurrentStaff() staff: StaffSession,
  ): Promise<AccessRequestApproveResponse> {
    return { success: true, ...(await this.people.approve(id, staff.email)) };
  }

  @Post('access-requests/:id/reject')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: 'Reject a pending request, optionally mailing the requester' })
  async reject(
    @Param('id', requestId) id: number,
    @Body() body: AccessRequestRejectDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<AccessRequestRejectResponse> {
    return { success: true, ...(await this.people.reject(id, staff.email, body)) };
  }

  @Get('investors')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Investors with status, active sessions and last visit' })
  async listInvestors(@Query() query: InvestorListQueryDto): Promise<InvestorListResponse> {
    const { total, investors } = await this.people.listInvestors(query);
    return { success: true, total, limit: query.limit, offset: query.offset, investors };
  }

  @Post('investors/:id/revoke')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @RequireStepUp()
  @ApiOperation({ summary: "Revoke an investor's access; their sessions end at once" })
  async revoke(
    @Param('id', investorId) id: string,
    @CurrentStaff() staff: StaffSession,
  ): Promise<InvestorRevokeResponse> {
    return { success: true, ...(await this.people.revoke(id, staff.email)) };
  }

  @Post('investors/:id/reset-link')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Mail the investor a link to choose a new password' })
  async resetLink(
    @Param('id', investorId) id: string,
    @CurrentStaff() staff: StaffSession,
  ): Promise<InvestorResetLinkResponse> {
    return { success: true, ...(await this.people.sendResetLink(id, staff.email)) };
  }
}
