import { Global, Module } from '@nestjs/common';
import { StaffNotificationSettingsService } from './staff-notification-settings.service.js';
import { StaffNotificationsController } from './staff-notifications.controller.js';
import { StaffNotifierService } from './staff-notifier.service.js';

/**
 * The mails staff members choose (their Notifications page); the features where the events
 * happen (deck, access requests, contact) call StaffNotifierService.
 */
@Global()
@Module({
  controllers: [StaffNotificationsController],
  providers: [StaffNotificationSettingsService, StaffNotifierService],
  exports: [StaffNotifierService],
})
export class StaffNotificationsModule {}
