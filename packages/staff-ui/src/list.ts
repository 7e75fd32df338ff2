import { useCallback, useEffect, useMemo, useState } from 'react';
import { STAFF_LIST_LIMITS, type StaffPage } from '@gloh/contract/staff-lists';
import type { ApiOutcome } from '@gloh/shared/api-client';
import { useSearchParams } from '@gloh/shared/router';
import { staffFailureMessage, type StaffAnswer } from './api-client';

/** What a list says when the API gives no reason of its own. */
export const STAFF_LIST_LOAD_FAILED = 'The list could not be loaded. Try again.';

const NO_PAGE: StaffPage = { total: 0, limit: STAFF_LIST_LIMITS.defaultLimit, offset: 0 };

export interface StaffListOptions<Query, Answer, Row> {
  /**
   * The filters, sort and paging the list starts with; every field the URL may set is named here
   * (an optional one as `undefined`). A number here reads as a whole number from the URL.
   */
  initialQuery: Query;
  /**
   * The only values the URL may give a text field (a sort, a status); any other value there reads
   * as the field's value in `initialQuery`, so a mistyped link shows the list, not an error.
   */
  urlChoices?: { [Field in keyof Query]?: readonly string[] };
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
  /** What the list shows, read from the page's URL (its search params). */
  query: Query;
  /**
   * Changes the query as a new history entry of the URL, so Back returns to the last one; a new
   * filter, search, sort or page size starts again at the first row.
   */
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

type Fields = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === '';

function numberFromUrl(field: string, text: string): number | undefined {
  const value = Number(text);
  if (text === '' || !Number.isSafeInteger(value) || value < 0) return undefined;
  if (field === 'limit')
    return value >= 1 && value <= STAFF_LIST_LIMITS.maxLimit ? value : undefined;
  return value <= STAFF_LIST_LIMITS.maxOffset ? value : undefined;
}

/** The query a URL's search params describe: `initial`, with each field the URL sets and may set. */
function queryFromUrl(
  params: URLSearchParams,
  initial: Fields,
  choices: Partial<Record<string, readonly string[]>>,
): Fields {
  const query: Fields = { ...initial };
  for (const field of Object.keys(initial)) {
    const text = params.get(field);
    if (text === null) continue;
    const start = initial[field];
    if (typeof start === 'number') {
      query[field] = numberFromUrl(field, text) ?? start;
    } else if (text === '') {
      // An empty value is a filter cleared on purpose: "All" where the list starts filtered.
      query[field] = start === '' ? '' : undefined;
    } else if (text.length <= STAFF_LIST_LIMITS.maxSearchLength) {
      const allowed = choices[field];
      if (allowed === undefined || allowed.includes(text)) query[field] = text;
    }
  }
  return query;
}

/**
 * `params` with the list's fields set to `query`: a field at its starting value is left out, so
 * a plain link to the page shows the list as it starts. Other params stay.
 */
function urlOf(params: URLSearchParams, query: Fields, initial: Fields): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of Object.keys(initial)) {
    const value = query[field];
    const start = initial[field];
    const unchanged = value === start || (isBlank(value) && isBlank(start));
    if (unchanged) next.delete(field);
    else next.set(field, isBlank(value) ? '' : String(value));
  }
  return next;
}

/** The part of the URL a list reads, in a fixed order: the same list state, the same text. */
function listParamsText(params: URLSearchParams, initial: Fields): string {
  return Object.keys(initial)
    .map((field) => `${field}=${params.get(field) ?? '\u0000'}`)
    .join('&');
}

/**
 * One server-paged staff list: the query the table and filters change, held in the URL's search
 * params (Back, Forward, a reload or a shared link show the same list), and the API's answer to
 * it, fetched as useStaffFetch does (a fast pager or filter never sees an older answer win). It
 * needs a router, as every staff page has.
 */
export function useStaffList<Query extends { offset?: number }, Answer extends StaffPage, Row>({
  initialQuery,
  urlChoices,
  fetchPage,
  rowsOf,
  failure = STAFF_LIST_LOAD_FAILED,
}: StaffListOptions<Query, Answer, Row>): StaffList<Query, Answer, Row> {
  const [params, setParams] = useSearchParams();
  const initial = initialQuery as Fields;
  const choices = (urlChoices ?? {}) as Partial<Record<string, readonly string[]>>;
  const paramsText = listParamsText(params, initial);
  // Keyed on the list's own params: a new object per render would fetch again each time.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => queryFromUrl(params, initial, choices) as Query, [paramsText]);
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

  const setQuery = useCallback(
    (change: Partial<Query>) => {
      setParams((current) => {
        const shown = queryFromUrl(current, initial, choices);
        return urlOf(current, { ...shown, offset: 0, ...change }, initial);
      });
    },
    // The starting query and choices are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  const replaceRow = useCallback((row: Row, matches: (shown: Row) => boolean) => {
    setRows((shown) => shown.map((existing) => (matches(existing) ? row : existing)));
  }, []);

  const page = answer
    ? { total: answer.total, limit: answer.limit, offset: answer.offset }
    : { ...NO_PAGE, offset: query.offset ?? 0 };
  return { query, setQuery, answer, rows, page, busy, error, reload, replaceRow };
}
