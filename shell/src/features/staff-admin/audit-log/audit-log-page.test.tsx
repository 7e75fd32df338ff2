import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_LOG_CSV_PATH } from '@gloh/contract/audit-actions';
import { STAFF_OPS_API_PATHS, type AuditEntrySummary } from '@gloh/contract/staff-ops';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { MemoryRouter, useLocation } from '@gloh/shared/router';
import { queryOf, stubStaffApi, type StaffApiCall } from '@gloh/shared/testing/fetch-stub';
import { startOfLocalDay } from './local-day';
import AuditLogPage from './audit-log-page';

const entries: AuditEntrySummary[] = [
  {
    id: 2,
    at: '2026-03-02T10:00:00Z',
    action: 'admin.mail_retried',
    actor: 'ada@gloh.example',
    actorName: 'Ada Lovelace',
    staffMember: null,
    email: 'failed@example.com',
    ip: '203.0.113.7',
    details: { mailId: 'abc', attempts: 3 },
  },
  {
    id: 1,
    at: '2026-03-01T10:00:00Z',
    action: 'staff.roles_changed',
    actor: 'ops',
    actorName: null,
    staffMember: { name: 'Mia Marketing', email: 'mia@gloh.example' },
    email: null,
    ip: null,
    details: { staffId: '5f0c…', from: ['ir'], to: ['marketing'] },
  },
];

/** Where the page's router is, as the URL bar would show it. */
function Location() {
  const { search } = useLocation();
  return <output aria-label="URL search">{search}</output>;
}

function renderPage(url = '/staff/admin/audit-log') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuditLogPage />
      <Location />
    </MemoryRouter>,
  );
}

/** The page over the stubbed API, once its first rows are shown. */
async function showAuditLog({ total, url }: { total?: number; url?: string } = {}) {
  const calls = stubAuditLog(total);
  const user = userEvent.setup();
  renderPage(url);
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
            limit: Number(queryOf(call).limit),
            offset: Number(queryOf(call).offset ?? 0),
          },
        }
      : undefined,
  );
}

const last = (calls: StaffApiCall[]) => queryOf(calls.at(-1)!);
const FIRST_PAGE = { sort: 'at', dir: 'desc', limit: String(STAFF_LIST_LIMITS.defaultLimit) };

describe('AuditLogPage', () => {
  it('shows the newest entries first, in words: who by name, what it was, whom it was about', async () => {
    const { calls } = await showAuditLog();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Audit log | Gloh staff'));
    expect(screen.getByRole('cell', { name: 'Mail retried' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Staff roles changed' })).toBeVisible();
    expect(screen.queryByText('admin.mail_retried')).toBeNull();
    expect(screen.getByRole('cell', { name: 'Ada Lovelace ada@gloh.example' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '203.0.113.7' })).toBeVisible();
    expect(screen.getByText('attempts:').closest('li')).toHaveTextContent('attempts: 3');
    expect(screen.getByText('staff member:').closest('li')).toHaveTextContent(
      'staff member: Mia Marketing (mia@gloh.example)',
    );
    expect(screen.queryByText('staffId:')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(last(calls)).toEqual({ ...FIRST_PAGE, offset: '0' });
  });

  it('puts who, what and the days into the URL and the query, To included', async () => {
    const { calls, user } = await showAuditLog();

    await user.type(screen.getByLabelText('Who'), ' Ada ');
    await user.selectOptions(screen.getByLabelText('What'), 'Staff sign-in');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    // The days are the member's own, and the zone is named (the suites run in UTC).
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'Both days included, in your time zone (UTC).',
    );
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(last(calls)).toEqual({
      actor: 'Ada',
      action: 'staff.sign_in',
      from: startOfLocalDay('2026-03-01'),
      to: startOfLocalDay('2026-03-03'),
      ...FIRST_PAGE,
      offset: '0',
    });
    expect(screen.getByLabelText('URL search')).toHaveTextContent(
      '?actor=Ada&action=staff.sign_in&from=2026-03-01&to=2026-03-02',
    );
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe(AUDIT_LOG_CSV_PATH);
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      actor: 'Ada',
      action: 'staff.sign_in',
      from: startOfLocalDay('2026-03-01'),
      to: startOfLocalDay('2026-03-03'),
      sort: 'at',
      dir: 'desc',
    });
  });

  it('starts from the filter a link carries', async () => {
    const { calls } = await showAuditLog({
      url: '/staff/admin/audit-log?actor=ada&action=sign&staffOnly=true&limit=50&from=junk',
    });
    expect(last(calls)).toEqual({
      actor: 'ada',
      action: 'sign',
      staffOnly: 'true',
      sort: 'at',
      dir: 'desc',
      limit: '50',
      offset: '0',
    });
    expect(screen.getByLabelText('Who')).toHaveValue('ada');
    expect(screen.getByLabelText('What')).toHaveDisplayValue('Containing “sign”');
    expect(screen.getByRole('switch', { name: 'Staff actions only' })).toBeChecked();
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50');
  });

  it('keeps to staff actions and changes the page size at once', async () => {
    const { calls, user } = await showAuditLog();
    await user.click(screen.getByRole('switch', { name: 'Staff actions only' }));
    await waitFor(() => expect(last(calls)).toMatchObject({ staffOnly: 'true', offset: '0' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(last(calls)).toMatchObject({ staffOnly: 'true', limit: '100' }));
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
    const { calls, user } = await showAuditLog({ total: 60 });

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

  it('says when the log cannot be loaded, not that nothing matches, and retries', async () => {
    let fail = true;
    stubStaffApi(() =>
      fail
        ? { status: 500, body: { success: false, error: 'Internal server error' } }
        : { body: { success: true, entries, total: 2, limit: 25, offset: 0 } },
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    const table = screen.getByRole('table', { name: 'Audit entries' });
    expect(within(table).queryByText('No entries match.')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'ops' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
