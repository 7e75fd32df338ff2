import { useCallback, useEffect, useRef, useState } from 'react';
import {
  STAFF_OPS_API_PATHS,
  type StaffCountsResponse,
  type StaffPendingCount,
} from '@gloh/contract/staff-ops';
import { callStaffApi } from '@gloh/staff-ui/api-client';
import { useStaffEvents } from '@gloh/staff-ui/events';

export type PendingCounts = Partial<Record<StaffPendingCount, number>>;

/**
 * What waits for the member, as the API counts it: asked at once, again after every live event
 * (a new request, or one decided anywhere) and whenever the window regains focus. Null until the
 * first answer. One request at a time: news during a request asks once more after it.
 */
export function usePendingCounts(): PendingCounts | null {
  const [counts, setCounts] = useState<PendingCounts | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    do {
      again.current = false;
      const outcome = await callStaffApi<StaffCountsResponse>(STAFF_OPS_API_PATHS.counts);
      if (mounted.current && outcome.kind === 'ok') setCounts(outcome.body.counts);
    } while (again.current && mounted.current);
    inFlight.current = false;
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted.current = false;
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  useStaffEvents(() => void refresh());
  return counts;
}
