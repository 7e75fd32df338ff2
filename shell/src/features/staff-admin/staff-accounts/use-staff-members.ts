import { useCallback, useEffect, useState } from 'react';
import type { StaffMemberSummary } from '@gloh/contract/staff';
import { staffFailureMessage } from '@gloh/shared/staff-api-client';
import { fetchStaffMembers } from './staff-members-api';

const LIST_FAILED = 'The staff accounts could not be loaded.';

/** Every staff account (the API answers with all of them, unpaged), kept up to date by actions. */
export function useStaffMembers() {
  const [members, setMembers] = useState<StaffMemberSummary[]>([]);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setBusy(true);
    void fetchStaffMembers().then((outcome) => {
      if (!current) return;
      setBusy(false);
      if (outcome.kind === 'ok') {
        setError(null);
        setMembers(outcome.body.members);
      } else {
        setError(staffFailureMessage(outcome, LIST_FAILED));
      }
    });
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
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
