import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_OPS_API_PATHS, type AuditEntrySummary } from '@gloh/contract/staff-ops';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { queryOf, stubStaffApi, type StaffApiCall } from '@gloh/shared/testing/fetch-stub';
import { startOfLocalDay } from './local-day';
import AuditLogPage from './audit-log-page';

const entries: AuditEntrySummary[] = [
  {
    id: 2,
    at: '2026-03-02T10:00:00Z',
    action: 'admin.mail_retried',
    actor: 'ada@gloh.example',
    email: 'failed@example.com',
    ip: '203.0.113.7',
    details: { mailId: 'abc', attempts: 3 },
  },
  {
    id: 1,
    at: '2026-03-01T10:00:00Z',
    action: 'admin.request_approved',
    actor: 'ops',
    email: null,
    ip: null,
    details: null,
  },
];

/** The page over the stubbed API, once its first rows are shown. */
async function showAuditLog(total?: number) {
  const calls = stubAuditLog(total);
  const user = userEvent.setup();
  render(<AuditLogPage />);
  await screen.findByRole('cell', { name: 'ops' });
  return { calls, user };
}

function stubAuditLog(total = entries.length) {
  return stubStaffApi((call) =>
    call.url.startsWith(STAFF_OPS_API_PATHS.auditLog)
      ? {
          body: {
            success: true,
            entries,
            total,
            limit: STAFF_LIST_LIMITS.defaultLimit,
            offset: Number(queryOf(call).offset ?? 0),
          },
        }
      : undefined,
  );
}

const last = (calls: StaffApiCall[]) => queryOf(calls.at(-1)!);

describe('AuditLogPage', () => {
  it('shows the newest entries first, with their details', async () => {
    const { calls } = await showAuditLog();
    expect(screen.getByRole('cell', { name: 'admin.mail_retried' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Audit log | Gloh staff'));
    expect(screen.getByRole('cell', { name: '203.0.113.7' })).toBeVisible();
    expect(screen.getByText('mailId:').closest('li')).toHaveTextContent('mailId: abc');
    expect(screen.getByText('attempts:').closest('li')).toHaveTextContent('attempts: 3');
    expect(calls).toHaveLength(1);
    expect(last(calls)).toEqual({
      sort: 'at',
      dir: 'desc',
      limit: String(STAFF_LIST_LIMITS.defaultLimit),
      offset: '0',
    });
  });

  it('puts who, what and the days into the query, To included', async () => {
    const { calls, user } = await showAuditLog();

    await user.type(screen.getByLabelText('Who'), ' ada@gloh.example ');
    await user.type(screen.getByLabelText('What'), 'staff.sign_in');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(last(calls)).toEqual({
      actor: 'ada@gloh.example',
      action: 'staff.sign_in',
      from: startOfLocalDay('2026-03-01'),
      to: startOfLocalDay('2026-03-03'),
      sort: 'at',
      dir: 'desc',
      limit: String(STAFF_LIST_LIMITS.defaultLimit),
      offset: '0',
    });
    expect(new Date(last(calls).to!).getDate()).toBe(3);
  });

  it('refuses a From after To without asking the API', async () => {
    const { calls, user } = await showAuditLog();
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('From must be on or before To.');
    expect(calls).toHaveLength(1);
  });

  it('sorts and pages on the server', async () => {
    const { calls, user } = await showAuditLog(60);

    await user.click(screen.getByRole('button', { name: /^Who/ }));
    await waitFor(() => expect(last(calls)).toMatchObject({ sort: 'actor', dir: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /^Who/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(last(calls)).toMatchObject({
        sort: 'actor',
        offset: String(STAFF_LIST_LIMITS.defaultLimit),
      }),
    );
  });

  it('says when the log cannot be loaded and tries again', async () => {
    let fail = true;
    stubStaffApi(() =>
      fail
        ? { status: 500, body: { success: false, error: 'Internal server error' } }
        : { body: { success: true, entries, total: 2, limit: 25, offset: 0 } },
    );
    const user = userEvent.setup();
    render(<AuditLogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'ops' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
