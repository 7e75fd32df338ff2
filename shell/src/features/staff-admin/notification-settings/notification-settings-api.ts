import {
  STAFF_NOTIFICATIONS_PATH,
  type StaffNotificationSettings,
  type StaffNotificationSettingsRequest,
  type StaffNotificationSettingsResponse,
} from '@gloh/contract/staff-notifications';
import { callStaffApi, sendStaffJson } from '@gloh/staff-ui/api-client';

export function fetchNotificationSettings() {
  return callStaffApi<StaffNotificationSettingsResponse>(STAFF_NOTIFICATIONS_PATH);
}

/** The member's own settings: no step-up is asked for them. */
export function saveNotificationSettings(settings: StaffNotificationSettings) {
  const request: StaffNotificationSettingsRequest = settings;
  return sendStaffJson<StaffNotificationSettingsResponse>('PUT', STAFF_NOTIFICATIONS_PATH, request);
}
