import {
  STAFF_IR_API_PATHS,
  type InvestorListQuery,
  type InvestorListResponse,
} from '@gloh/contract/staff-ir';
import { callStaffApi, staffQueryString } from '@gloh/shared/staff-api-client';

/** GET /api/staff/ir/investors: one page of investors, filtered, searched and sorted. */
export function getInvestors(query: InvestorListQuery) {
  return callStaffApi<InvestorListResponse>(
    `${STAFF_IR_API_PATHS.investors}${staffQueryString({ ...query })}`,
  );
}
