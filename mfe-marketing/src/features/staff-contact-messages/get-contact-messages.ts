import { STAFF_OPS_API_PATHS, type ContactMessagesResponse } from '@gloh/contract/staff-ops';
import { callStaffApi } from '@gloh/staff-ui/api-client';
import { listQueryString, type ContactMessagesFilter } from './contact-messages-filter';

/** GET one page of the contact messages. */
export function getContactMessages(filter: ContactMessagesFilter) {
  return callStaffApi<ContactMessagesResponse>(
    `${STAFF_OPS_API_PATHS.contactMessages}${listQueryString(filter)}`,
  );
}
