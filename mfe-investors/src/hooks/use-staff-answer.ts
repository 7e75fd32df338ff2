import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse, ApiOutcome } from '@gloh/shared/api-client';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';

export type StaffAnswerState<T> =
  { status: 'loading' } | { status: 'loaded'; body: T } | { status: 'failed'; message: string };

/**
 * One staff GET, sent again whenever `load` changes (wrap it in useCallback with what it reads)
 * and on `reload`. An answer to a call that has since been replaced is dropped.
 */
export function useStaffAnswer<T extends ApiResponse>(
  load: () => Promise<ApiOutcome<T>>,
  failure: string,
): { state: StaffAnswerState<T>; reload: () => void } {
  const [state, setState] = useState<StaffAnswerState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void load().then((outcome) => {
      if (!current) return;
      setState(
        outcome.kind === 'ok'
          ? { status: 'loaded', body: outcome.body }
          : { status: 'failed', message: staffFailureMessage(outcome, failure) },
      );
    });
    return () => {
      current = false;
    };
  }, [load, failure, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
