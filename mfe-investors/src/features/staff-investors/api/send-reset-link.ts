import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type InvestorResetLinkResponse,
} from '@gloh/contract/staff-ir';
import { sendStaffJson } from '@gloh/shared/staff-api-client';

/** POST …/investors/:id/reset-link: the API mails the investor a link to a new password. */
export function sendResetLink(id: string) {
  return sendStaffJson<InvestorResetLinkResponse>(
    'POST',
    staffIrApiPath(STAFF_IR_API_PATHS.investorResetLink, { id }),
  );
}
