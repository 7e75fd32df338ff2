import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffPage } from '@gloh/contract/staff-ir';
import type { ApiOutcome } from '@gloh/shared/api-client';
import { staffFailureMessage, type StaffAnswer } from '@gloh/shared/staff-api-client';

const LOAD_FAILED = 'The list could not be loaded. Try again.';

/**
 * One server-paged staff list: the query the table and filters change, the API's last answer
 * for it, and `reload` for after an action or a live event. Only the newest request's answer is
 * kept, so a slow answer to an older query never replaces a newer one.
 */
export function useStaffList<Query extends { offset?: number }, Answer extends StaffPage>(
  initialQuery: Query,
  fetchPage: (query: Query) => Promise<ApiOutcome<StaffAnswer<Answer>>>,
) {
  const [query, setQueryState] = useState(initialQuery);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setBusy(true);
    void fetchPage(query).then((outcome) => {
      if (request !== latest.current) return;
      setBusy(false);
      if (outcome.kind === 'ok') {
        setAnswer(outcome.body);
        setError(null);
      } else {
        setError(staffFailureMessage(outcome, LOAD_FAILED));
      }
    });
  }, [fetchPage, query, generation]);

  /** Changes the query; a new filter, search or sort starts again at the first row. */
  const setQuery = useCallback((change: Partial<Query>) => {
    setQueryState((current) => ({ ...current, offset: 0, ...change }));
  }, []);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  return { query, setQuery, answer, busy, error, reload };
}
