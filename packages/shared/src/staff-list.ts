import { useCallback, useEffect, useState } from 'react';
import { STAFF_LIST_LIMITS, type StaffPage } from '@gloh/contract/staff-lists';
import type { ApiOutcome } from './api-client';
import { staffFailureMessage, type StaffAnswer } from './staff-api-client';

/** What a list says when the API gives no reason of its own. */
export const STAFF_LIST_LOAD_FAILED = 'The list could not be loaded. Try again.';

const NO_PAGE: StaffPage = { total: 0, limit: STAFF_LIST_LIMITS.defaultLimit, offset: 0 };

export interface StaffListOptions<Query, Answer, Row> {
  /** The filters, sort and offset the list starts with. */
  initialQuery: Query;
  /**
   * GETs one page for a query. Keep it stable (a module function or a useCallback): a new
   * function fetches again.
   */
  fetchPage: (query: Query) => Promise<ApiOutcome<StaffAnswer<Answer>>>;
  /** The rows of an answer (each list names its array differently). Keep it stable too. */
  rowsOf: (answer: Answer) => Row[];
  /** Shown when a fetch fails and the API says nothing better. */
  failure?: string;
}

export interface StaffList<Query, Answer, Row> {
  query: Query;
  /** Changes the query; a new filter, search or sort starts again at the first row. */
  setQuery: (change: Partial<Query>) => void;
  /** The last answer, for what a page shows beside the rows; null until the first arrives. */
  answer: Answer | null;
  rows: Row[];
  page: StaffPage;
  /** True while a page is being fetched (the table keeps showing the last one). */
  busy: boolean;
  /** Why the last fetch failed, or null. */
  error: string | null;
  /** Fetches the same page again: after an action, a live event or a failed load. */
  reload: () => void;
  /** Puts an action's answer in place of the row it changed, where it stands. */
  replaceRow: (row: Row, matches: (shown: Row) => boolean) => void;
}

/**
 * One server-paged staff list: the query the table and filters change and the API's answer to
 * it. Only the newest request's answer is kept, so a slow answer to an older query (fast paging
 * or filtering) never replaces a newer one.
 */
export function useStaffList<Query extends { offset?: number }, Answer extends StaffPage, Row>({
  initialQuery,
  fetchPage,
  rowsOf,
  failure = STAFF_LIST_LOAD_FAILED,
}: StaffListOptions<Query, Answer, Row>): StaffList<Query, Answer, Row> {
  const [query, setQueryState] = useState(initialQuery);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setBusy(true);
    void fetchPage(query).then((outcome) => {
      if (!current) return;
      setBusy(false);
      if (outcome.kind !== 'ok') {
        setError(staffFailureMessage(outcome, failure));
        return;
      }
      setError(null);
      setAnswer(outcome.body);
      setRows(rowsOf(outcome.body));
    });
    return () => {
      current = false;
    };
  }, [fetchPage, rowsOf, failure, query, generation]);

  const setQuery = useCallback((change: Partial<Query>) => {
    setQueryState((current) => ({ ...current, offset: 0, ...change }));
  }, []);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replaceRow = useCallback((row: Row, matches: (shown: Row) => boolean) => {
    setRows((shown) => shown.map((existing) => (matches(existing) ? row : existing)));
  }, []);

  const page = answer
    ? { total: answer.total, limit: answer.limit, offset: answer.offset }
    : { ...NO_PAGE, offset: query.offset ?? 0 };
  return { query, setQuery, answer, rows, page, busy, error, reload, replaceRow };
}
