import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StaffCountsResponse } from '@gloh/contract/staff-ops';
import { CurrentStaff, StaffOnly, StaffRead } from '../staff/staff-access.decorators.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import { StaffCountsService } from './staff-counts.service.js';

/** The navigation's badges: what waits, counted for the member's roles only. */
@ApiTags('staff')
@Controller('staff/counts')
@StaffOnly()
export class StaffCountsController {
  constructor(private readonly counts: StaffCountsService) {}

  @StaffRead(
    undefined,
    'What waits for the member: pending requests, unhandled messages, unsent mail',
  )
  async get(@CurrentStaff() staff: StaffSession): Promise<StaffCountsResponse> {
    return { success: true, counts: await this.counts.countsFor(staff.roles) };
  }
}
