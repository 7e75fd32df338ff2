import {
  STAFF_IR_API_PATHS,
  type AccessRequestListQuery,
  type AccessRequestListResponse,
} from '@gloh/contract/staff-ir';
import { callStaffApi, staffQueryString } from '@gloh/shared/staff-api-client';

/** GET /api/staff/ir/access-requests: one page of requests, filtered, searched and sorted. */
export function getAccessRequests(query: AccessRequestListQuery) {
  return callStaffApi<AccessRequestListResponse>(
    `${STAFF_IR_API_PATHS.requests}${staffQueryString({ ...query })}`,
  );
}
