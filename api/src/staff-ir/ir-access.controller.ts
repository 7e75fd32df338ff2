import { Body, Param } from '@nestjs/common';
import type {
  InvestorAccessExpiryResponse,
  InvestorAccessResponse,
  InvestorDownloadResponse,
} from '@gloh/contract/investor-access';
import { CurrentStaff, StaffAction, StaffRead } from '../staff/staff-access.decorators.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import { AccessExpiryService } from '../investors/access-expiry.service.js';
import { DeckDownloadPermissionService } from './deck-download-permission.service.js';
import { InvestorAccessExpiryDto, InvestorDownloadDto } from './dto/access-expiry.dto.js';
import { IrController } from './ir-controller.decorator.js';
import { investorId } from './investor-id.pipe.js';

/** One investor's access and its terms: when it ends by itself, whether they may download. */
@IrController()
export class IrAccessController {
  constructor(
    private readonly expiry: AccessExpiryService,
    private readonly downloads: DeckDownloadPermissionService,
  ) {}

  @StaffRead('investors/:id/access', "An investor's access: status, and when it ends by itself")
  async access(@Param('id', investorId) id: string): Promise<InvestorAccessResponse> {
    return { success: true, investor: await this.expiry.get(id) };
  }

  // Shortening access is as much a change of who sees what as a revocation (a step-up).
  @StaffAction(
    'post',
    'investors/:id/access',
    "Set, extend or clear (null) when an active investor's access ends; they are mailed before it ends",
  )
  async setExpiry(
    @Param('id', investorId) id: string,
    @Body() body: InvestorAccessExpiryDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<InvestorAccessExpiryResponse> {
    const at = body.accessExpiresAt === null ? null : new Date(body.accessExpiresAt);
    return { success: true, ...(await this.expiry.setExpiry(id, at, staff.email)) };
  }

  // Taking the download away changes what an investor may keep, as a revocation does (a step-up).
  @StaffAction(
    'post',
    'investors/:id/download',
    'Allow or disallow downloading the deck for this investor (viewing is not affected)',
  )
  async setDownload(
    @Param('id', investorId) id: string,
    @Body() body: InvestorDownloadDto,
    @CurrentStaff() staff: StaffSession,
  ): Promise<InvestorDownloadResponse> {
    return {
      success: true,
      investor: await this.downloads.set(id, body.downloadAllowed, staff.email),
    };
  }
}
