import { useEffect, useState } from 'react';
import type { ApiOutcome, ApiResponse } from '@gloh/shared/api-client';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';

/**
 * A report a staff page loads for the query it shows: reloaded when the query changes, an answer to
 * an earlier query dropped, the last report kept on screen while the next one loads or fails.
 */
export function useStaffReport<Query, Report extends ApiResponse>(
  query: Query,
  load: (query: Query) => Promise<ApiOutcome<Report>>,
  failedMessage: string,
) {
  const [report, setReport] = useState<Report | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    void load(query).then((outcome) => {
      if (!current) return;
      setLoading(false);
      if (outcome.kind === 'ok') {
        setReport(outcome.body);
        setLoadError(null);
      } else {
        setLoadError(staffFailureMessage(outcome, failedMessage));
      }
    });
    return () => {
      current = false;
    };
  }, [query, load, failedMessage]);

  return { report, loading, loadError };
}
