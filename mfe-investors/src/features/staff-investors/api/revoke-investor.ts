import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type InvestorRevokeResponse,
} from '@gloh/contract/staff-ir';
import { sendStaffJson } from '@gloh/shared/staff-api-client';

/** POST …/investors/:id/revoke (after a passkey step-up): their sessions end at once. */
export function revokeInvestor(id: string) {
  return sendStaffJson<InvestorRevokeResponse>(
    'POST',
    staffIrApiPath(STAFF_IR_API_PATHS.investorRevoke, { id }),
  );
}
