import { ApiProperty } from '@nestjs/swagger';
import {
  REVISIT_AFTER_DAYS,
  STAFF_NOTIFICATION_EVENTS,
  STAFF_NOTIFICATION_MESSAGES,
  type StaffNotificationEvent,
  type StaffNotificationSettingsRequest,
} from '@gloh/contract/staff-notifications';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';

/** PUT /api/staff/me/notifications; whether the member's roles allow each event is the service's check. */
export class StaffNotificationSettingsDto implements StaffNotificationSettingsRequest {
  @ApiProperty({ enum: STAFF_NOTIFICATION_EVENTS, isArray: true })
  @IsArray({ message: STAFF_NOTIFICATION_MESSAGES.eventsNotList })
  @ArrayMaxSize(STAFF_NOTIFICATION_EVENTS.length, {
    message: STAFF_NOTIFICATION_MESSAGES.unknownEvent,
  })
  @ArrayUnique({ message: STAFF_NOTIFICATION_MESSAGES.duplicateEvent })
  @IsIn(STAFF_NOTIFICATION_EVENTS, {
    each: true,
    message: STAFF_NOTIFICATION_MESSAGES.unknownEvent,
  })
  events: StaffNotificationEvent[];

  @ApiProperty({
    minimum: REVISIT_AFTER_DAYS.min,
    maximum: REVISIT_AFTER_DAYS.max,
    description: 'For deck-revisit: days since the investor’s previous visit',
  })
  @IsInt({ message: STAFF_NOTIFICATION_MESSAGES.revisitDays })
  @Min(REVISIT_AFTER_DAYS.min, { message: STAFF_NOTIFICATION_MESSAGES.revisitDays })
  @Max(REVISIT_AFTER_DAYS.max, { message: STAFF_NOTIFICATION_MESSAGES.revisitDays })
  revisitAfterDays: number;
}
