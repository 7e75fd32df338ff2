import {
  STAFF_API_PATHS,
  staffApiPath,
  type StaffInviteRequest,
  type StaffMemberResponse,
  type StaffMembersResponse,
  type StaffRole,
  type StaffRolesRequest,
} from '@gloh/contract/staff';
import type { WithMailReceipt } from '@gloh/contract/staff-ops';
import { callStaffApi, postStaffAction, sendStaffJson } from '@gloh/staff-ui/api-client';

// Every change answers with the member as it now is; the API asks for a step-up first when the
// member's last one is too old, and callStaffApi runs it.

export function fetchStaffMembers() {
  return callStaffApi<StaffMembersResponse>(STAFF_API_PATHS.members);
}

export function inviteStaffMember(invite: StaffInviteRequest) {
  return postStaffAction<WithMailReceipt<StaffMemberResponse>>(STAFF_API_PATHS.members, invite);
}

export function saveStaffRoles(id: string, roles: StaffRole[]) {
  const request: StaffRolesRequest = { roles };
  return sendStaffJson<StaffMemberResponse>(
    'PUT',
    staffApiPath(STAFF_API_PATHS.memberRoles, { id }),
    request,
  );
}

export function disableStaffMember(id: string) {
  return postStaffAction<StaffMemberResponse>(staffApiPath(STAFF_API_PATHS.memberDisable, { id }));
}

export function reinviteStaffMember(id: string) {
  return postStaffAction<WithMailReceipt<StaffMemberResponse>>(
    staffApiPath(STAFF_API_PATHS.memberReinvite, { id }),
  );
}

export function removeStaffPasskey(id: string, passkeyId: string) {
  return callStaffApi<StaffMemberResponse>(
    staffApiPath(STAFF_API_PATHS.memberPasskey, { id, passkeyId }),
    { method: 'DELETE' },
  );
}
