import { useCallback, useEffect, useState } from 'react';
import type { StaffIdentity } from '@gloh/contract/staff';
import { failureMessage, fetchStaffMe } from './staff-api';

export type StaffSessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; staff: StaffIdentity }
  | { status: 'error'; message: string };

/**
 * Who is signed in to the console, as the API says: asked on mount and again by `refresh`
 * (after sign-in or sign-out). The browser holds no staff data the API did not just send.
 */
export function useStaffSession() {
  const [state, setState] = useState<StaffSessionState>({ status: 'loading' });
  const refresh = useCallback(async () => {
    const outcome = await fetchStaffMe();
    if (outcome.kind === 'ok') setState({ status: 'signed-in', staff: outcome.body.staff });
    else if (outcome.kind === 'failed' && outcome.status === 401)
      setState({ status: 'signed-out' });
    else
      setState({
        status: 'error',
        message: failureMessage(outcome, 'The console could not load.'),
      });
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return {
    state,
    refresh,
    setSignedIn: (staff: StaffIdentity) => setState({ status: 'signed-in', staff }),
  };
}
