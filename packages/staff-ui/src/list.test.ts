import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiOutcome } from '@gloh/shared/api-client';
import { MemoryRouter, useLocation, useNavigate } from '@gloh/shared/router';
import type { StaffAnswer } from './api-client';
import { useStaffFetch, useStaffList } from './list';

interface Row {
  id: number;
  name: string;
}
interface Answer {
  success: true;
  total: number;
  limit: number;
  offset: number;
  people: Row[];
}
interface Query {
  search?: string;
  status?: string;
  sort?: string;
  limit?: number;
  offset?: number;
}
type Outcome = ApiOutcome<StaffAnswer<Answer>>;

const ok = (people: Row[], offset = 0): Outcome => ({
  kind: 'ok',
  status: 200,
  body: { success: true, total: 60, limit: 25, offset, people },
});
const rowsOf = (answer: Answer) => answer.people;

/** Every list lives in a page of the router, its query in that page's URL. */
function inRouter(url = '/staff/people') {
  return ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: [url] }, children);
}

/** A fetch whose answers the test sends, one per request, in any order. */
function controlledFetch() {
  const calls: { query: Query; answer: (outcome: Outcome) => void }[] = [];
  const fetchPage = (query: Query) =>
    new Promise<Outcome>((resolve) => calls.push({ query, answer: resolve }));
  return { calls, fetchPage };
}

it('fetches the first page, then a new search from the first row', async () => {
  const { calls, fetchPage } = controlledFetch();
  const { result } = renderHook(
    () =>
      useStaffList({ initialQuery: { search: undefined, offset: 25 } as Query, fetchPage, rowsOf }),
    { wrapper: inRouter() },
  );
  expect(result.current.busy).toBe(true);
  await act(async () => calls[0]!.answer(ok([{ id: 1, name: 'Ada' }], 25)));
  expect(result.current.rows).toEqual([{ id: 1, name: 'Ada' }]);
  expect(result.current.page).toEqual({ total: 60, limit: 25, offset: 25 });
  expect(result.current.busy).toBe(false);

  act(() => result.current.setQuery({ search: 'gr' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]!.query).toEqual({ search: 'gr', offset: 0 });

  act(() => result.current.setQuery({ offset: 50 }));
  await waitFor(() => expect(calls).toHaveLength(3));
  expect(calls[2]!.query).toEqual({ search: 'gr', offset: 50 });
});

it('keeps only the newest answer when an older one arrives late', async () => {
  const { calls, fetchPage } = controlledFetch();
  const { result } = renderHook(
    () => useStaffList({ initialQuery: { search: undefined } as Query, fetchPage, rowsOf }),
    { wrapper: inRouter() },
  );
  act(() => result.current.setQuery({ search: 'new' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () => calls[1]!.answer(ok([{ id: 2, name: 'Newer' }])));
  await act(async () => calls[0]!.answer(ok([{ id: 1, name: 'Older' }])));
  expect(result.current.rows).toEqual([{ id: 2, name: 'Newer' }]);
});

it('says why a load failed, keeps the rows shown, and loads again on reload', async () => {
  const { calls, fetchPage } = controlledFetch();
  const { result } = renderHook(
    () => useStaffList({ initialQuery: {} as Query, fetchPage, rowsOf, failure: 'No people.' }),
    { wrapper: inRouter() },
  );
  await act(async () => calls[0]!.answer(ok([{ id: 1, name: 'Ada' }])));
  act(() => result.current.reload());
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () =>
    calls[1]!.answer({
      kind: 'failed',
      status: 500,
      body: { success: false } as unknown as StaffAnswer<Answer>,
    }),
  );
  expect(result.current.error).toBe('No people.');
  expect(result.current.rows).toEqual([{ id: 1, name: 'Ada' }]);

  act(() => result.current.reload());
  await waitFor(() => expect(calls).toHaveLength(3));
  await act(async () => calls[2]!.answer(ok([])));
  expect(result.current.error).toBeNull();
});

describe('the query in the URL', () => {
  const initialQuery: Query = {
    search: undefined,
    status: 'pending',
    sort: 'name',
    limit: 25,
    offset: 0,
  };
  function renderList(url: string) {
    const { calls, fetchPage } = controlledFetch();
    const { result } = renderHook(
      () => ({
        list: useStaffList({
          initialQuery,
          urlChoices: { sort: ['name', 'email'], status: ['pending', 'done'] },
          fetchPage,
          rowsOf,
        }),
        location: useLocation(),
        navigate: useNavigate(),
      }),
      { wrapper: inRouter(url) },
    );
    return { calls, result };
  }

  it('starts from the filters, sort and page of the URL, ignoring values it may not take', async () => {
    const { calls } = renderList('/staff/people?search=gr&status=&sort=ip&limit=50&offset=50&x=1');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({
      search: 'gr',
      status: undefined,
      sort: 'name',
      limit: 50,
      offset: 50,
    });
  });

  it('writes each change to the URL from the first row, and Back and Forward restore it', async () => {
    const { calls, result } = renderList('/staff/people?offset=25');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query.offset).toBe(25);

    act(() => result.current.list.setQuery({ status: 'done' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.query).toMatchObject({ status: 'done', offset: 0 });
    expect(result.current.location.search).toBe('?status=done');

    act(() => result.current.list.setQuery({ offset: 50, limit: 100 }));
    await waitFor(() =>
      expect(result.current.location.search).toBe('?status=done&limit=100&offset=50'),
    );

    act(() => result.current.navigate(-1));
    await waitFor(() =>
      expect(result.current.list.query).toMatchObject({ status: 'done', offset: 0 }),
    );
    act(() => result.current.navigate(-1));
    await waitFor(() =>
      expect(result.current.list.query).toMatchObject({ status: 'pending', offset: 25 }),
    );
    expect(calls.at(-1)!.query).toMatchObject({ status: 'pending', offset: 25 });

    act(() => result.current.navigate(1));
    await waitFor(() => expect(result.current.list.query.status).toBe('done'));
  });

  it('leaves the URL bare when the list is back where it starts', async () => {
    const { result } = renderList('/staff/people?status=done');
    act(() => result.current.list.setQuery({ status: 'pending', search: '' }));
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });
});

it("puts an action's answer in place of the row it changed", async () => {
  const { calls, fetchPage } = controlledFetch();
  const { result } = renderHook(
    () => useStaffList({ initialQuery: {} as Query, fetchPage, rowsOf }),
    { wrapper: inRouter() },
  );
  await act(async () =>
    calls[0]!.answer(
      ok([
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Grace' },
      ]),
    ),
  );
  act(() => result.current.replaceRow({ id: 2, name: 'Grace H.' }, (row) => row.id === 2));
  expect(result.current.rows).toEqual([
    { id: 1, name: 'Ada' },
    { id: 2, name: 'Grace H.' },
  ]);
});

it('hands each answer of a plain staff GET over, and says why one failed', async () => {
  const { calls, fetchPage } = controlledFetch();
  const load = () => fetchPage({});
  const onAnswer = jest.fn();
  const { result } = renderHook(() => useStaffFetch(load, onAnswer, 'Nobody here.'));
  expect(result.current.busy).toBe(true);
  await act(async () => calls[0]!.answer(ok([{ id: 1, name: 'Ada' }])));
  expect(onAnswer).toHaveBeenCalledWith(
    expect.objectContaining({ people: [{ id: 1, name: 'Ada' }] }),
  );
  expect(result.current).toMatchObject({ busy: false, error: null });

  act(() => result.current.reload());
  await waitFor(() => expect(calls).toHaveLength(2));
  await act(async () => calls[1]!.answer({ kind: 'network-error' } as Outcome));
  expect(result.current.error).toBe(
    'The server could not be reached. Check your connection and try again.',
  );
  expect(onAnswer).toHaveBeenCalledTimes(1);
});
