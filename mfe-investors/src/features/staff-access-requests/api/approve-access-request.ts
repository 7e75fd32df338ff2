import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type AccessRequestApproveResponse,
} from '@gloh/contract/staff-ir';
import { sendStaffJson } from '@gloh/shared/staff-api-client';

/** POST …/access-requests/:id/approve: the API mails the investor their access code. */
export function approveAccessRequest(id: number) {
  return sendStaffJson<AccessRequestApproveResponse>(
    'POST',
    staffIrApiPath(STAFF_IR_API_PATHS.requestApprove, { id }),
  );
}
