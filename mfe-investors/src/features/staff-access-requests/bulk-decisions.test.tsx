import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRequestListResponse, AccessRequestSummary } from '@gloh/contract/staff-ir';
import { ACCESS_REQUEST_BULK_MAX } from '@gloh/contract/staff-ir-bulk';
import { jsonBody, mockFetch } from '@gloh/shared/testing/fetch-stub';
import { MemoryRouter } from '@gloh/shared/router';
import { approveRequests } from './api/decide-requests';
import StaffAccessRequestsPage from './staff-access-requests-page';

const request = (id: number, name: string, extra: Partial<AccessRequestSummary> = {}) => ({
  id,
  status: 'pending' as const,
  name,
  companyName: 'Engines Ltd',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phoneNumber: '+44 20 7946 0000',
  message: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  decidedAt: null,
  investorRevokedAt: null,
  ...extra,
});

const ADA = request(7, 'Ada Lovelace');
const GRACE = request(8, 'Grace Hopper', { investorRevokedAt: '2026-11-02T14:00:00.000Z' });
const ALAN = request(9, 'Alan Turing');
const DONE = request(10, 'Dee Decided', { status: 'approved' });

const DELIVERED = {
  id: '11111111-1111-4111-8111-111111111111',
  revealable: false,
  delivery: { state: 'ok', configured: true, lastError: null, lastErrorAt: null, queued: 1 },
};

function list(requests: AccessRequestSummary[]): {
  status: number;
  body: AccessRequestListResponse;
} {
  return {
    status: 200,
    body: { success: true, total: requests.length, limit: 25, offset: 0, requests },
  };
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/staff/ir/access-requests?status=']}>
      <StaffAccessRequestsPage />
    </MemoryRouter>,
  );

/** The polite region that says how many are selected. */
const selectionCount = () => screen.getByText(/^(No requests|\d+ requests?) selected$/);

describe('bulk decisions on the access requests page', () => {
  it('selects pending requests one by one or all on the page, and says how many', async () => {
    const user = userEvent.setup();
    mockFetch(list([ADA, GRACE, DONE]));
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    expect(selectionCount()).toHaveTextContent('1 request selected');
    expect(selectionCount()).toHaveAttribute('aria-live', 'polite');
    // A decided request cannot be selected.
    expect(screen.queryByRole('checkbox', { name: 'Select Dee Decided' })).not.toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all pending on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(selectionCount()).toHaveTextContent('2 requests selected');
    expect(screen.getByRole('checkbox', { name: 'Select Grace Hopper' })).toBeChecked();
    await user.click(all);
    expect(selectionCount()).toHaveTextContent('No requests selected');
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  });

  it('approves the selected requests after one confirmation naming them, and says which failed and why', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      list([ADA, GRACE, ALAN]),
      {
        status: 200,
        body: {
          success: true,
          results: [
            {
              requestId: 7,
              ok: true,
              investor: { id: 'i-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L' },
              reactivated: false,
              mail: DELIVERED,
            },
            {
              requestId: 8,
              ok: false,
              status: 409,
              error: 'Access request 8 is already approved',
            },
          ],
        },
      },
      list([ALAN]),
    );
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 requests?' });
    const people = within(dialog).getByRole('region', { name: 'The 2 requests' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ada Lovelace (ada@example.com) — Engines Ltd',
      'Grace Hopper (grace@example.com) — Engines Ltd',
    ]);
    expect(dialog).toHaveTextContent(
      'Approving restores the access to the deck of grace@example.com',
    );
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 requests' }));
    expect(
      await screen.findByText(
        '1 approved, 1 failed. Grace Hopper: Access request 8 is already approved.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(calls[1]?.url).toBe('/api/staff/ir/access-requests/bulk-approve');
    expect(jsonBody(calls[1])).toEqual({ ids: [7, 8] });
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(selectionCount()).toHaveTextContent('No requests selected'));
  });

  it('approves the selected requests with one end date for all, refusing a past one in the dialog', async () => {
    const user = userEvent.setup();
    const approved = (requestId: number, email: string) => ({
      requestId,
      ok: true,
      investor: { id: `i-${requestId}`, email, firstName: 'A', lastName: 'B' },
      reactivated: false,
      mail: DELIVERED,
    });
    const calls = mockFetch(
      list([ADA, ALAN]),
      {
        status: 200,
        body: {
          success: true,
          results: [approved(7, 'ada@example.com'), approved(9, 'alan@example.com')],
        },
      },
      list([]),
    );
    renderPage();
    // "Select all" is in the page, disabled, until the list has loaded.
    await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 requests?' });
    const field = within(dialog).getByLabelText('Access ends on (optional, your time)');
    await user.type(field, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 requests' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a date and time in the future, or leave it empty.',
    );
    expect(field).toHaveFocus();
    expect(calls).toHaveLength(1);

    const at = new Date(Date.now() + 10 * 86_400_000);
    at.setSeconds(0, 0);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    await user.clear(field);
    await user.type(field, local.toISOString().slice(0, 16));
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 requests' }));
    expect(await screen.findByText(/2 approved/)).toHaveAttribute('role', 'status');
    expect(jsonBody(calls[1])).toEqual({ ids: [7, 9], accessExpiresAt: at.toISOString() });
  });

  it('rejects the selected requests with one note for every requester', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      list([ADA, ALAN]),
      {
        status: 200,
        body: {
          success: true,
          results: [
            { requestId: 7, ok: true, notified: true },
            { requestId: 9, ok: true, notified: true },
          ],
        },
      },
      list([]),
    );
    renderPage();
    // "Select all" is in the page, disabled, until the list has loaded.
    await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending on this page' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 requests' });
    expect(within(dialog).getByRole('region', { name: 'The 2 requests' })).toHaveTextContent(
      /Ada Lovelace.*Alan Turing/,
    );
    await user.type(within(dialog).getByLabelText('Note to each requester (optional)'), 'Not now.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 requests' }));
    expect(await screen.findByText('2 rejected. Each requester was mailed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls[1]?.url).toBe('/api/staff/ir/access-requests/bulk-reject');
    expect(jsonBody(calls[1])).toEqual({ ids: [7, 9], notify: true, note: 'Not now.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so as an alert when none of them could be approved', async () => {
    const user = userEvent.setup();
    mockFetch(
      list([ADA]),
      {
        status: 200,
        body: {
          success: true,
          results: [{ requestId: 7, ok: false, status: 404, error: 'No such access request' }],
        },
      },
      list([]),
    );
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 1 request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve 1 request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '0 approved, 1 failed. Ada Lovelace: No such access request.',
    );
  });

  it(`sends more than ${ACCESS_REQUEST_BULK_MAX} ids in batches the API takes, and names the ones a failed batch left`, async () => {
    const ids = Array.from({ length: ACCESS_REQUEST_BULK_MAX + 3 }, (_, index) => index + 1);
    const approved = (from: number, to: number) =>
      ids.slice(from, to).map((requestId) => ({ requestId, ok: true }));
    const calls = mockFetch(
      { status: 200, body: { success: true, results: approved(0, ACCESS_REQUEST_BULK_MAX) } },
      'network-error',
    );
    const outcome = await approveRequests(ids, 'approve them');
    expect(calls.map((call) => (jsonBody(call) as { ids: number[] }).ids.length)).toEqual([
      ACCESS_REQUEST_BULK_MAX,
      3,
    ]);
    expect(outcome.kind).toBe('ok');
    const results = outcome.kind === 'ok' ? outcome.body.results : [];
    expect(results).toHaveLength(ids.length);
    expect(results.at(-1)).toEqual({
      requestId: ids.at(-1),
      ok: false,
      status: 0,
      error: 'The server could not be reached. Check your connection and try again.',
    });
  });
});
