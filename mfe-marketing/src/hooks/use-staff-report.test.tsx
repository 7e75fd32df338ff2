import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiOutcome, ApiResponse } from '@gloh/shared/api-client';
import { useStaffReport } from './use-staff-report';

type Report = ApiResponse & { figure: number };

function deferred() {
  let resolve: (outcome: ApiOutcome<Report>) => void = () => undefined;
  const promise = new Promise<ApiOutcome<Report>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useStaffReport', () => {
  it('shows the report of the latest query, dropping an earlier answer that arrives late', async () => {
    const answers = new Map<number, ReturnType<typeof deferred>>();
    const load = (query: number) => {
      const answer = deferred();
      answers.set(query, answer);
      return answer.promise;
    };
    const { result, rerender } = renderHook(({ query }) => useStaffReport(query, load, 'Failed.'), {
      initialProps: { query: 1 },
    });
    rerender({ query: 2 });
    await act(async () => {
      answers.get(2)?.resolve({ kind: 'ok', status: 200, body: { success: true, figure: 2 } });
      answers.get(1)?.resolve({ kind: 'ok', status: 200, body: { success: true, figure: 1 } });
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.report?.figure).toBe(2);
  });

  it('keeps the last report and says why when a later load fails', async () => {
    let outcome: ApiOutcome<Report> = {
      kind: 'ok',
      status: 200,
      body: { success: true, figure: 7 },
    };
    const load = () => Promise.resolve(outcome);
    const { result, rerender } = renderHook(({ query }) => useStaffReport(query, load, 'Failed.'), {
      initialProps: { query: 1 },
    });
    await waitFor(() => expect(result.current.report?.figure).toBe(7));
    outcome = { kind: 'network-error' };
    rerender({ query: 2 });
    await waitFor(() => expect(result.current.loadError).toMatch(/could not be reached/));
    expect(result.current.report?.figure).toBe(7);
  });
});
