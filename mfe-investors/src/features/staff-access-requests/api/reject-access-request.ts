import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type AccessRequestRejectRequest,
  type AccessRequestRejectResponse,
} from '@gloh/contract/staff-ir';
import { sendStaffJson } from '@gloh/shared/staff-api-client';

/** POST …/access-requests/:id/reject (the API asks for a passkey step-up first). */
export function rejectAccessRequest(id: number, request: AccessRequestRejectRequest) {
  return sendStaffJson<AccessRequestRejectResponse>(
    'POST',
    staffIrApiPath(STAFF_IR_API_PATHS.requestReject, { id }),
    request,
  );
}
