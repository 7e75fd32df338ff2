import { useCallback, useEffect, useState } from 'react';
import type { PageInfo } from '@gloh/contract/staff-ops';
import { callStaffApi, staffFailureMessage } from '@gloh/shared/staff-api-client';
import type { StaffTablePage } from '@gloh/shared/staff-table';

export interface StaffList<Row> {
  rows: Row[];
  page: StaffTablePage;
  /** True while a page is being fetched (the table keeps showing the last one). */
  busy: boolean;
  /** Why the last fetch failed, or null. */
  error: string | null;
  reload: () => void;
  /** Puts an answer to an action in place of the row it changed. */
  replaceRow: (row: Row, matches: (shown: Row) => boolean) => void;
}

/**
 * One page of a server-paged staff list, fetched again whenever `url` (its path and query)
 * changes. An answer that arrives after a newer request was made is dropped, so fast paging or
 * filtering never shows an older page.
 */
export function useStaffList<Answer extends PageInfo, Row>(
  url: string,
  rowsOf: (answer: Answer) => Row[],
  failure: string,
): StaffList<Row> {
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState<StaffTablePage>({ total: 0, limit: 0, offset: 0 });
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setBusy(true);
    void callStaffApi<Answer>(url).then((outcome) => {
      if (!current) return;
      setBusy(false);
      if (outcome.kind !== 'ok') {
        setError(staffFailureMessage(outcome, failure));
        return;
      }
      setError(null);
      setRows(rowsOf(outcome.body));
      const { total, limit, offset } = outcome.body;
      setPage({ total, limit, offset });
    });
    return () => {
      current = false;
    };
  }, [url, rowsOf, failure, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replaceRow = useCallback((row: Row, matches: (shown: Row) => boolean) => {
    setRows((shown) => shown.map((existing) => (matches(existing) ? row : existing)));
  }, []);

  return { rows, page, busy, error, reload, replaceRow };
}
