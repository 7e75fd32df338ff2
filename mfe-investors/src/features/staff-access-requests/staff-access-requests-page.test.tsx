import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REJECT_NOTE_MAX_LENGTH,
  type AccessRequestListResponse,
  type AccessRequestSummary,
} from '@gloh/contract/staff-ir';
import { jsonBody, mockFetch } from '@gloh/shared/testing/fetch-stub';
import { MemoryRouter } from '@gloh/shared/router';
import StaffAccessRequestsPage from './staff-access-requests-page';

const ADA: AccessRequestSummary = {
  id: 7,
  status: 'pending',
  name: 'Ada Lovelace',
  companyName: 'Engines Ltd',
  email: 'ada@example.com',
  phoneNumber: '+44 20 7946 0000',
  message: 'I would like to read the deck before our meeting next week, with my partners.',
  createdAt: '2026-11-20T09:30:00.000Z',
  decidedAt: null,
  investorRevokedAt: null,
};

/** The receipt of a mail that goes out. */
const DELIVERED = {
  id: '11111111-1111-4111-8111-111111111111',
  revealable: false,
  delivery: { state: 'ok', configured: true, lastError: null, lastErrorAt: null, queued: 1 },
};

/** The API's answer to approving Ada's request, with the receipt of the mail it queued. */
const adaApproved = (mail: typeof DELIVERED) => ({
  status: 200,
  body: {
    success: true,
    requestId: 7,
    investor: { id: 'i-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    reactivated: false,
    mail,
  },
});

/** A new request from the email of an investor whose access was revoked. */
const GRACE: AccessRequestSummary = {
  ...ADA,
  id: 8,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: null,
  investorRevokedAt: '2026-11-02T14:00:00.000Z',
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

/** Confirms the approval in the dialog the Approve button opened, named `title`. */
async function confirmApproval(user: ReturnType<typeof userEvent.setup>, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/staff/ir/access-requests']}>
      <StaffAccessRequestsPage />
    </MemoryRouter>,
  );

describe('StaffAccessRequestsPage', () => {
  it('lists the pending requests first, with their title and heading', async () => {
    const calls = mockFetch(list([ADA]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Access requests' })).toBeInTheDocument();
    expect(document.title).toBe('Access requests | Gloh staff');
    const row = (await screen.findByText('Ada Lovelace')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Engines Ltd')).toBeInTheDocument();
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).getByText(/^I would like to read the deck.*…$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(calls[0]?.url).toBe(
      '/api/staff/ir/access-requests?status=pending&sort=createdAt&direction=desc&limit=25&offset=0',
    );
  });

  it('filters by status and searches on Enter', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([ADA]));
    renderPage();
    await screen.findByText('Ada Lovelace');
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'engines{Enter}');
    expect(calls.at(-1)?.url).toBe(
      '/api/staff/ir/access-requests?sort=createdAt&direction=desc&limit=25&offset=0&search=engines',
    );
  });

  it('says plainly when the code cannot be mailed, and reveals it once', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      list([ADA]),
      adaApproved({
        ...DELIVERED,
        revealable: true,
        delivery: { ...DELIVERED.delivery, state: 'not-configured', configured: false },
      }),
      list([]),
      {
        status: 200,
        body: {
          success: true,
          mailId: DELIVERED.id,
          to: 'ada@example.com',
          kind: 'access-code',
          secret: 'CODE-1234',
        },
      },
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Ada Lovelace' }));
    await confirmApproval(user, 'Approve the request of Ada Lovelace (ada@example.com)?');
    expect(
      await screen.findByText(
        'Approved: the access code for ada@example.com is queued — mail is not configured on this server.',
      ),
    ).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Reveal it once to pass it on' }));
    expect(await screen.findByLabelText('The access code')).toHaveTextContent('CODE-1234');
    expect(calls[3]?.url).toBe(`/api/staff/mail/${DELIVERED.id}/reveal`);
  });

  it('approves a request once confirmed and says where the code went', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([ADA]), adaApproved(DELIVERED), list([]));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Ada Lovelace' }));
    expect(calls).toHaveLength(1);
    await confirmApproval(user, 'Approve the request of Ada Lovelace (ada@example.com)?');
    expect(
      await screen.findByText('Approved: the access code was mailed to ada@example.com.'),
    ).toHaveAttribute('role', 'status');
    expect(calls[1]?.url).toBe('/api/staff/ir/access-requests/7/approve');
    expect(calls[1]?.init?.method).toBe('POST');
    expect(jsonBody(calls[1])).toEqual({});
    expect(await screen.findByText('No access requests match.')).toBeInTheDocument();
  });

  it('approves with an end date when one is chosen, and refuses a past one in the dialog', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([ADA]), adaApproved(DELIVERED), list([]));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the request of Ada Lovelace (ada@example.com)?',
    });
    const field = within(dialog).getByLabelText('Access ends on (optional, your time)');
    const local = (at: Date) =>
      new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(field, local(new Date(Date.now() - 86_400_000)));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a date and time in the future, or leave it empty.',
    );
    expect(field).toHaveFocus();
    expect(calls).toHaveLength(1);

    const ends = new Date(Date.now() + 30 * 86_400_000);
    ends.setSeconds(0, 0);
    await user.clear(field);
    await user.type(field, local(ends));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Approved: the access code was mailed to ada@example.com.'),
    ).toHaveAttribute('role', 'status');
    expect(calls[1]?.url).toBe('/api/staff/ir/access-requests/7/approve');
    expect(jsonBody(calls[1])).toEqual({ accessExpiresAt: ends.toISOString() });
  });

  it("asks before approving a revoked investor's email, and says the access was restored", async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      list([GRACE]),
      {
        status: 200,
        body: {
          success: true,
          requestId: 8,
          investor: {
            id: 'i-2',
            email: 'grace@example.com',
            firstName: 'Grace',
            lastName: 'Hopper',
          },
          reactivated: true,
          mail: DELIVERED,
        },
      },
      list([]),
    );
    renderPage();
    const approve = await screen.findByRole('button', { name: 'Approve Grace Hopper' });

    await user.click(approve);
    let dialog = await screen.findByRole('dialog', {
      name: 'Restore the access of Grace Hopper?',
    });
    expect(dialog).toHaveTextContent(/The access of grace@example\.com was revoked on .*2026/);
    expect(dialog).toHaveTextContent('Approving this request restores its access to the deck.');
    // The footer's Cancel (the header's close button is named Cancel too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);

    await user.click(approve);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and restore access' }));
    expect(
      await screen.findByText(
        'Access restored: grace@example.com had been revoked; a new access code was mailed to them.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(calls[1]?.url).toBe('/api/staff/ir/access-requests/8/approve');
    expect(calls[1]?.init?.method).toBe('POST');
  });

  it('rejects a request with a note mailed to the requester', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      list([ADA]),
      { status: 200, body: { success: true, requestId: 7, notified: true } },
      list([]),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject the request of Ada Lovelace',
    });
    const note = within(dialog).getByLabelText('Note to the requester (optional)');
    expect(note).toHaveAttribute('maxLength', String(REJECT_NOTE_MAX_LENGTH));
    expect(within(dialog).getByLabelText('Mail the requester')).toBeChecked();
    await user.type(note, '  We only share the deck with accredited investors.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Rejected the request of Ada Lovelace.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls[1]?.url).toBe('/api/staff/ir/access-requests/7/reject');
    expect(jsonBody(calls[1])).toEqual({
      notify: true,
      note: 'We only share the deck with accredited investors.',
    });
    expect(calls).toHaveLength(3);
  });

  it('rejects without mailing, and keeps the dialog open with the reason when refused', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([ADA]), {
      status: 404,
      body: { success: false, error: 'No such access request' },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Mail the requester'));
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such access request');
    expect(jsonBody(calls[1])).toEqual({ notify: false });
  });
});
