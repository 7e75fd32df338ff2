import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type StaffIrActions,
  type StaffIrReads,
} from '@gloh/contract/staff-ir';
import { getStaff, postStaffAction, type StaffCallOptions } from '@gloh/staff-ui/api-client';

type PathParams = Record<string, string | number>;

/**
 * GET /api/staff/ir/…: `name`'s path with its `:params` filled in and a list's query (filters,
 * search, sort, page) appended; the answer is the one the contract names for it.
 */
export function getStaffIr<Name extends keyof StaffIrReads>(
  name: Name,
  params: PathParams = {},
  query: StaffIrReads[Name]['query'] = {},
) {
  return getStaff<StaffIrReads[Name]['response']>(
    staffIrApiPath(STAFF_IR_API_PATHS[name], params),
    {
      ...query,
    },
  );
}

/**
 * POST /api/staff/ir/…/:param/<action>: approve, reject, revoke, mail a reset link, activate a
 * deck. The API asks for a passkey step-up first where the action needs one.
 */
export function postStaffIrAction<Name extends keyof StaffIrActions>(
  name: Name,
  params: PathParams,
  body?: StaffIrActions[Name]['request'],
  options?: StaffCallOptions,
) {
  return postStaffAction<StaffIrActions[Name]['response']>(
    staffIrApiPath(STAFF_IR_API_PATHS[name], params),
    body,
    options,
  );
}
