import { STAFF_OPS_API_PATHS, type AnalyticsPeriodResponse } from '@gloh/contract/staff-ops';
import { callStaffApi, staffQueryString } from '@gloh/staff-ui/api-client';
import type { AnalyticsPeriod } from './analytics-period';

/** GET the site's analytics over a period. */
export function getAnalytics(period: AnalyticsPeriod) {
  return callStaffApi<AnalyticsPeriodResponse>(
    `${STAFF_OPS_API_PATHS.analytics}${staffQueryString({ ...period })}`,
  );
}
