import { useCallback, useEffect, useState } from 'react';
import type { StaffIdentity } from '@gloh/contract/staff';
import { onStaffSignedOut, staffFailureMessage } from '@gloh/staff-ui/api-client';
import { fetchStaffMe } from './staff-api';

export type StaffSessionState =
  | { status: 'loading' }
  /**
   * `ended`: the API stopped knowing a member who was signed in here (idle, expired, disabled);
   * `reason`: its 401's (STAFF_DENIAL_REASONS), e.g. account-disabled.
   */
  | { status: 'signed-out'; ended: boolean; reason?: string }
  | { status: 'signed-in'; staff: StaffIdentity }
  | { status: 'error'; message: string };

/**
 * Who is signed in to the console, as the API says: asked on mount and again by `refresh`
 * (after sign-in or sign-out), and signed out as soon as any staff call answers 401. The browser
 * holds no staff data the API did not just send.
 */
export function useStaffSession() {
  const [state, setState] = useState<StaffSessionState>({ status: 'loading' });
  const refresh = useCallback(async () => {
    const outcome = await fetchStaffMe();
    if (outcome.kind === 'ok') setState({ status: 'signed-in', staff: outcome.body.staff });
    else if (outcome.kind === 'failed' && outcome.status === 401)
      setState({ status: 'signed-out', ended: false });
    else
      setState({
        status: 'error',
        message: staffFailureMessage(outcome, 'The console could not load.'),
      });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(
    () =>
      onStaffSignedOut((reason) =>
        setState((current) =>
          current.status === 'signed-in' ? { status: 'signed-out', ended: true, reason } : current,
        ),
      ),
    [],
  );
  return {
    state,
    refresh,
    setSignedIn: (staff: StaffIdentity) => setState({ status: 'signed-in', staff }),
  };
}
