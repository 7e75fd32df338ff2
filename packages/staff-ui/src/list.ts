import { useCallback, useEffect, useState } from 'react';
import { STAFF_LIST_LIMITS, type StaffPage } from '@gloh/contract/staff-lists';
import type { ApiOutcome } from '@gloh/shared/api-client';
import { staffFailureMessage, type StaffAnswer } from './api-client';

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

export interface StaffFetch {
  /** True while a fetch is under way (what it last delivered stays shown). */
  busy: boolean;
  /** Why the last fetch failed, or null. */
  error: string | null;
  /** Fetches again: after an action, a live event or a failed load. */
  reload: () => void;
}

/**
 * One staff GET, sent again whenever `load` changes and on `reload`; each successful answer goes
 * to `onAnswer`. Only the newest request's answer counts, so a slow answer to an older request
 * never replaces a newer one. Keep `load` and `onAnswer` stable (module functions or
 * useCallbacks): a new function fetches again.
 */
export function useStaffFetch<Answer>(
  load: () => Promise<ApiOutcome<StaffAnswer<Answer>>>,
  onAnswer: (answer: StaffAnswer<Answer>) => void,
  failure: string,
): StaffFetch {
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setBusy(true);
    void load().then((outcome) => {
      if (!current) return;
      setBusy(false);
      if (outcome.kind !== 'ok') {
        setError(staffFailureMessage(outcome, failure));
        return;
      }
      setError(null);
      onAnswer(outcome.body);
    });
    return () => {
      current = false;
    };
  }, [load, onAnswer, failure, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { busy, error, reload };
}

/**
 * One server-paged staff list: the query the table and filters change and the API's answer to
 * it, fetched as useStaffFetch does (a fast pager or filter never sees an older answer win).
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
  const load = useCallback(() => fetchPage(query), [fetchPage, query]);
  const show = useCallback(
    (body: StaffAnswer<Answer>) => {
      setAnswer(body);
      setRows(rowsOf(body));
    },
    [rowsOf],
  );
  const { busy, error, reload } = useStaffFetch(load, show, failure);

  const setQuery = useCallback((change: Partial<Query>) => {
    setQueryState((current) => ({ ...current, offset: 0, ...change }));
  }, []);
  const replaceRow = useCallback((row: Row, matches: (shown: Row) => boolean) => {
    setRows((shown) => shown.map((existing) => (matches(existing) ? row : existing)));
  }, []);

  const page = answer
    ? { total: answer.total, limit: answer.limit, offset: answer.offset }
    : { ...NO_PAGE, offset: query.offset ?? 0 };
  return { query, setQuery, answer, rows, page, busy, error, reload, replaceRow };
}
