import type { ReleaseHealthRemote, ReleaseHealthResponse } from '@gloh/contract/release-health';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { callStaffApi, staffQueryString } from '@gloh/staff-ui/api-client';

export interface ReleaseHealthQuery {
  days: number;
  /** One part of the site, or every part. */
  remote?: ReleaseHealthRemote;
}

/** GET each release's p75 vitals and errors, beside the release before it. */
export function getReleaseHealth(query: ReleaseHealthQuery) {
  return callStaffApi<ReleaseHealthResponse>(
    `${STAFF_OPS_API_PATHS.releaseHealth}${staffQueryString({ ...query })}`,
  );
}
