import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type InvestorEngagementResponse,
} from '@gloh/contract/staff-ir';
import { callStaffApi } from '@gloh/shared/staff-api-client';

/** GET …/engagement/investors/:id: their reading of the live deck over the default period. */
export function getInvestorEngagement(id: string) {
  return callStaffApi<InvestorEngagementResponse>(
    staffIrApiPath(STAFF_IR_API_PATHS.investorEngagement, { id }),
  );
}
