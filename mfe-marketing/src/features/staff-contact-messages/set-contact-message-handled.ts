import {
  STAFF_OPS_API_PATHS,
  type ContactMessageHandledRequest,
  type ContactMessageResponse,
} from '@gloh/contract/staff-ops';
import { sendStaffJson } from '@gloh/staff-ui/api-client';

/** PUT whether a contact message has been dealt with; the API answers with the message as now. */
export function setContactMessageHandled(id: number, handled: boolean) {
  const payload: ContactMessageHandledRequest = { handled };
  return sendStaffJson<ContactMessageResponse>(
    'PUT',
    STAFF_OPS_API_PATHS.contactMessageHandled.replace(':id', String(id)),
    payload,
  );
}
