import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StaffNotificationSettingsResponse } from '@gloh/contract/staff-notifications';
import {
  CurrentStaff,
  StaffAction,
  StaffOnly,
  StaffRead,
} from '../staff/staff-access.decorators.js';
import { CurrentActor } from '../staff/staff-actor.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';
import { StaffNotificationSettingsDto } from './dto/staff-notification-settings.dto.js';
import { StaffNotificationSettingsService } from './staff-notification-settings.service.js';

/**
 * Every staff member's own notification settings: /api/staff/me/notifications. A member changes
 * only their own, so no step-up is asked.
 */
@ApiTags('staff')
@Controller('staff/me/notifications')
@StaffOnly()
export class StaffNotificationsController {
  constructor(private readonly settings: StaffNotificationSettingsService) {}

  @StaffRead(undefined, 'The events that mail the signed-in member, and those their roles allow')
  async get(@CurrentStaff() staff: StaffSession): Promise<StaffNotificationSettingsResponse> {
    return this.settings.get(staff.staffId, staff.roles);
  }

  @StaffAction('put', undefined, 'Choose the events that mail the signed-in member', {
    stepUp: false,
  })
  async save(
    @CurrentStaff() staff: StaffSession,
    @CurrentActor() actor: StaffActor,
    @Body() body: StaffNotificationSettingsDto,
  ): Promise<StaffNotificationSettingsResponse> {
    return this.settings.save(staff.staffId, staff.roles, actor, body);
  }
}
