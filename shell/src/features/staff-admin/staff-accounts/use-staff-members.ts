import { useCallback, useState } from 'react';
import type { StaffMemberSummary, StaffMembersResponse } from '@gloh/contract/staff';
import { useStaffFetch } from '@gloh/staff-ui/list';
import { fetchStaffMembers } from './staff-members-api';

const LIST_FAILED = 'The staff accounts could not be loaded.';

/** Every staff account (the API answers with all of them, unpaged), kept up to date by actions. */
export function useStaffMembers() {
  const [members, setMembers] = useState<StaffMemberSummary[]>([]);
  const show = useCallback((answer: StaffMembersResponse) => setMembers(answer.members), []);
  const { busy, error, reload } = useStaffFetch(fetchStaffMembers, show, LIST_FAILED);

  /** Puts the API's answer in place of the member it describes, or adds a new one. */
  const upsert = useCallback((member: StaffMemberSummary) => {
    setMembers((shown) =>
      shown.some((existing) => existing.id === member.id)
        ? shown.map((existing) => (existing.id === member.id ? member : existing))
        : [...shown, member],
    );
  }, []);

  return { members, busy, error, reload, upsert };
}
