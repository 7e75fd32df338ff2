import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  InvestorEngagementResponse,
  InvestorListResponse,
  InvestorSummary,
} from '@gloh/contract/staff-ir';
import { onStaffStepUpRequest } from '@gloh/staff-ui/api-client';
import { mockFetch } from '@gloh/shared/testing/fetch-stub';
import { testMailReceipt, testMailReveal } from '@gloh/staff-ui/testing/mail-receipts';
import { renderAt } from '../../testing/render-with-router';
import StaffInvestorsPage from './staff-investors-page';

// apexcharts needs a real browser; the table beside the chart is what these tests read.
jest.mock('../../components/engagement-chart/apex-chart', () => ({
  __esModule: true,
  default: () => <div data-testid="apex-chart" />,
}));

const INVESTOR: InvestorSummary = {
  id: '0b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Compilers Inc',
  status: 'active',
  createdAt: '2026-10-01T08:00:00.000Z',
  revokedAt: null,
  accessExpiresAt: null,
  downloadAllowed: true,
  activeSessions: 2,
  lastVisitAt: '2026-11-25T14:00:00.000Z',
  pagesReached: 2,
  livePageCount: 12,
  completionPercent: 17,
  readingSeconds: 77,
  firstOpenedAt: '2026-11-24T10:00:00.000Z',
  lastOpenedAt: '2026-11-25T14:00:00.000Z',
  downloads: 1,
  viewingNow: false,
};

function list(investors: InvestorSummary[]): { status: number; body: InvestorListResponse } {
  return {
    status: 200,
    body: { success: true, total: investors.length, limit: 25, offset: 0, investors },
  };
}

/** The API's answer to sending Grace a reset link, with the receipt of the mail it queued. */
const resetLinkSent = (mail: ReturnType<typeof testMailReceipt>) => ({
  status: 200,
  body: { success: true, email: INVESTOR.email, expiresAt: '2026-11-28T10:00:00.000Z', mail },
});

const renderList = () =>
  renderAt('/staff/ir/investors', '/staff/ir/investors/*', <StaffInvestorsPage />);

describe('StaffInvestorsPage', () => {
  it('says the list could not be loaded, not that no investor matches, and retries', async () => {
    const user = userEvent.setup();
    mockFetch(
      { status: 500, body: { success: false, error: 'Internal server error' } },
      list([INVESTOR]),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.queryByText('No investors match.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its filter, order and page size in the URL', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([INVESTOR]));
    renderAt(
      '/staff/ir/investors?status=revoked&sort=name&limit=50',
      '/staff/ir/investors/*',
      <StaffInvestorsPage />,
    );
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(calls[0]?.url).toBe(
      '/api/staff/ir/investors?sort=name&direction=asc&limit=50&offset=0&status=revoked',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('revoked');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/staff/ir/investors?status=revoked&sort=name&limit=100',
      ),
    );
  });

  it('lists investors with a link to their reading of the deck', async () => {
    const calls = mockFetch(list([INVESTOR]));
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Investors' })).toBeInTheDocument();
    expect(document.title).toBe('Investors | Gloh staff');
    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(link).toHaveAttribute('href', `/staff/ir/investors/${INVESTOR.id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Compilers Inc')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '17 % 2 of 12 pages' })).toBeInTheDocument();
    expect(within(row).getByText('1 min 17 s')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'No' })).toHaveAttribute(
      'data-label',
      'Viewing now',
    );
    expect(calls[0]?.url).toBe(
      '/api/staff/ir/investors?sort=email&direction=asc&limit=25&offset=0',
    );
  });

  it('shows who is viewing now, and an investor who never opened the deck', async () => {
    mockFetch(
      list([
        { ...INVESTOR, viewingNow: true },
        {
          ...INVESTOR,
          id: '1b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
          firstName: 'Alan',
          lastName: 'Turing',
          pagesReached: 0,
          completionPercent: 0,
          readingSeconds: 0,
          firstOpenedAt: null,
          lastOpenedAt: null,
          downloads: 0,
          downloadAllowed: false,
        },
      ]),
    );
    renderList();
    const grace = (await screen.findByRole('link', { name: 'Grace Hopper' })).closest('tr')!;
    expect(within(grace as HTMLElement).getByText('Viewing now')).toBeInTheDocument();
    const alan = screen.getByRole('link', { name: 'Alan Turing' }).closest('tr') as HTMLElement;
    expect(within(alan).getByRole('cell', { name: '0 % 0 of 12 pages' })).toBeInTheDocument();
    expect(within(alan).getByText('0 s')).toBeInTheDocument();
    expect(within(alan).getAllByText('—')).toHaveLength(2);
    expect(within(alan).queryByText('Viewing now')).toBeNull();
    // Downloading turned off for Alan only.
    expect(within(alan).getByRole('cell', { name: '0 Not allowed' })).toBeInTheDocument();
    expect(within(grace as HTMLElement).queryByText('Not allowed')).toBeNull();
  });

  it('filters by reading and sorts by completion, both kept in the URL', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([INVESTOR]), list([INVESTOR]), list([INVESTOR]));
    renderAt(
      '/staff/ir/investors?reading=not-opened',
      '/staff/ir/investors/*',
      <StaffInvestorsPage />,
    );
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(calls[0]?.url).toBe(
      '/api/staff/ir/investors?sort=email&direction=asc&limit=25&offset=0&reading=not-opened',
    );
    expect(screen.getByLabelText('Reading')).toHaveValue('not-opened');
    await user.selectOptions(screen.getByLabelText('Reading'), 'Viewing now');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/staff/ir/investors?reading=viewing-now',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Completion/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/staff/ir/investors?sort=completion&direction=asc&limit=25&offset=0&reading=viewing-now',
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('reading=viewing-now');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=completion');
  });

  it("offers the list's filter and order as CSV, without paging", async () => {
    const user = userEvent.setup();
    mockFetch(list([INVESTOR]), list([INVESTOR]), list([INVESTOR]));
    renderAt(
      '/staff/ir/investors?reading=opened&status=active',
      '/staff/ir/investors/*',
      <StaffInvestorsPage />,
    );
    await screen.findByRole('link', { name: 'Grace Hopper' });
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('download');
    expect(csv).toHaveAttribute(
      'href',
      '/api/staff/ir/investors/export?status=active&reading=opened&sort=email&direction=asc',
    );
    await user.click(screen.getByRole('button', { name: /Completion/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/staff/ir/investors/export?status=active&reading=opened&sort=completion&direction=asc',
      ),
    );
  });

  it('loads the list again every 30 s while it is shown, so viewing now stays current', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockFetch(list([INVESTOR]), list([{ ...INVESTOR, viewingNow: true }]));
      renderList();
      await screen.findByRole('link', { name: 'Grace Hopper' });
      const badge = () => screen.queryByText('Viewing now', { selector: '.badge' });
      expect(badge()).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(29_000);
      });
      expect(calls).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      await waitFor(() => expect(badge()).toBeInTheDocument());
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([INVESTOR]));
    renderList();
    await screen.findByRole('link', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('button', { name: /Last visit/ }));
    expect(calls.at(-1)?.url).toBe(
      '/api/staff/ir/investors?sort=lastVisitAt&direction=asc&limit=25&offset=0',
    );
  });

  it('revokes access once confirmed, then after the passkey step-up the API asks for', async () => {
    const user = userEvent.setup();
    const stepUps: (string | undefined)[] = [];
    const stopListening = onStaffStepUpRequest(async (action) => {
      stepUps.push(action);
      return true;
    });
    const calls = mockFetch(
      list([INVESTOR]),
      { status: 403, body: { success: false, reason: 'step-up-required' } },
      { status: 200, body: { success: true, email: INVESTOR.email, sessionsEnded: 2 } },
      list([{ ...INVESTOR, status: 'revoked', activeSessions: 0 }]),
    );
    renderList();
    const revoke = await screen.findByRole('button', { name: 'Revoke access: Grace Hopper' });
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke access for Grace Hopper (grace@example.com)?',
    });
    expect(dialog).toHaveTextContent('They can no longer open the deck');
    expect(calls).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(
      await screen.findByText('Revoked the access of Grace Hopper; 2 sessions ended.'),
    ).toHaveAttribute('role', 'status');
    expect(stepUps).toEqual(["revoke Grace Hopper's access"]);
    stopListening();
    const revokePath = `/api/staff/ir/investors/${INVESTOR.id}/revoke`;
    expect(calls.slice(1, 3).map((call) => [call.url, call.init?.method])).toEqual([
      [revokePath, 'POST'],
      [revokePath, 'POST'],
    ]);
    // Revoked investors have nothing left to revoke.
    expect(await screen.findByRole('cell', { name: 'revoked' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke access: Grace Hopper' }),
    ).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is dismissed, and a declined passkey is no error', async () => {
    const user = userEvent.setup();
    const stopListening = onStaffStepUpRequest(async () => false);
    const calls = mockFetch(list([INVESTOR]), {
      status: 403,
      body: { success: false, reason: 'step-up-required' },
    });
    renderList();
    const revoke = await screen.findByRole('button', { name: 'Revoke access: Grace Hopper' });
    await user.click(revoke);
    await screen.findByRole('dialog', { name: /^Revoke access for Grace Hopper/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoke).toHaveFocus();
    expect(calls).toHaveLength(1);

    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: /^Revoke access for Grace Hopper/ });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Cancelled: nothing was changed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    stopListening();
  });

  it('sends a reset link', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(list([INVESTOR]), resetLinkSent(testMailReceipt('ok')));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Send reset link: Grace Hopper' }));
    expect(
      await screen.findByText(/^A reset link was mailed to grace@example.com/),
    ).toHaveAttribute('role', 'status');
    expect(calls[1]?.url).toBe(`/api/staff/ir/investors/${INVESTOR.id}/reset-link`);
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
  });

  it('says when the reset link cannot be mailed, and reveals it once', async () => {
    const user = userEvent.setup();
    const receipt = testMailReceipt('failing', 'connect ECONNREFUSED');
    const calls = mockFetch(
      list([INVESTOR]),
      resetLinkSent(receipt),
      list([INVESTOR]),
      testMailReveal(receipt, INVESTOR.email, 'reset-link', 'https://example.com/reset#t'),
    );
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Send reset link: Grace Hopper' }));
    expect(await screen.findByText(/^The reset link for grace@example.com/)).toHaveTextContent(
      /is queued — delivery failing: connect ECONNREFUSED\.$/,
    );
    expect(screen.queryByText(/mailed/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal it once to pass it on' }));
    expect(await screen.findByLabelText('The reset link')).toHaveTextContent(
      'https://example.com/reset#t',
    );
    expect(calls[3]?.url).toBe(`/api/staff/mail/${receipt.id}/reveal`);
  });
});

describe('one investor’s reading', () => {
  const ENGAGEMENT: InvestorEngagementResponse = {
    success: true,
    investor: { id: INVESTOR.id, email: INVESTOR.email, name: 'Grace Hopper', status: 'active' },
    deckVersion: 3,
    pageCount: 3,
    days: 90,
    totalSeconds: 77,
    firstViewedAt: '2026-11-24T10:00:00.000Z',
    lastViewedAt: '2026-11-25T14:00:00.000Z',
    opens: 2,
    firstOpenedAt: '2026-11-24T10:00:00.000Z',
    lastOpenedAt: '2026-11-25T14:00:00.000Z',
    downloads: 1,
    pages: [1, 2, 3],
    secondsPerPage: [65, 12, 0],
    reached: [true, true, false],
    visits: [
      {
        sessionId: 'a0000000-0000-4000-8000-000000000002',
        startedAt: '2026-11-25T13:59:00.000Z',
        lastActivityAt: '2026-11-25T14:00:00.000Z',
        opens: 1,
        pages: [],
        readingSeconds: 0,
        downloads: 1,
        device: 'phone',
        viewingNow: true,
      },
      {
        sessionId: 'a0000000-0000-4000-8000-000000000001',
        startedAt: '2026-11-24T10:00:00.000Z',
        lastActivityAt: '2026-11-24T10:02:00.000Z',
        opens: 2,
        pages: [
          { deckVersion: 3, page: 1 },
          { deckVersion: 3, page: 2 },
          { deckVersion: 3, page: 3 },
          { deckVersion: 3, page: 5 },
        ],
        readingSeconds: 77,
        downloads: 0,
        device: null,
        viewingNow: false,
      },
    ],
  };

  it('lists each visit, newest first, a short one with 0 s, and keeps the actions', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(
      { status: 200, body: ENGAGEMENT },
      // The page's Access section, once the investor is known.
      {
        status: 200,
        body: { success: true, investor: { ...INVESTOR, accessReminderSentAt: null } },
      },
      // Its agreement line.
      {
        status: 200,
        body: {
          success: true,
          required: 2,
          acceptances: [{ version: 2, acceptedAt: '2026-11-20T09:30:00.000Z' }],
        },
      },
      resetLinkSent(testMailReceipt('ok')),
      { status: 200, body: ENGAGEMENT },
    );
    renderAt(`/staff/ir/investors/${INVESTOR.id}`, '/staff/ir/investors/*', <StaffInvestorsPage />);
    const timeline = await screen.findByRole('region', { name: 'Visits' });
    expect(within(timeline).getByText('Newest first: 2 visits in the last 90 days.'));
    const [latest, earlier] = within(timeline).getAllByRole('listitem');
    expect(within(latest!).getByText('Viewing now')).toBeInTheDocument();
    expect(latest).toHaveTextContent(
      /DevicePhonePages seenNone reportedReading time0 sDeck opened1 timeDownloads1/,
    );
    expect(earlier).toHaveTextContent(
      /DeviceNot knownPages seen4 pages of version 3 \(1–3, 5\)Reading time1 min 17 sDeck opened2 timesDownloads0/,
    );
    expect(within(earlier!).queryByText('Viewing now')).toBeNull();

    expect(screen.getByRole('button', { name: 'Revoke access: Grace Hopper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link: Grace Hopper' }));
    expect(
      await screen.findByText(/^A reset link was mailed to grace@example.com/),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText(/^Agreement: accepted version 2 on .+\.$/)).toBeInTheDocument();
    expect(calls[2]?.url).toBe(`/api/staff/ir/investors/${INVESTOR.id}/agreement`);
    expect(calls[3]?.url).toBe(`/api/staff/ir/investors/${INVESTOR.id}/reset-link`);
  });

  it('says when there was no visit in the period, and offers no revoke to a revoked investor', async () => {
    mockFetch({
      status: 200,
      body: { ...ENGAGEMENT, investor: { ...ENGAGEMENT.investor, status: 'revoked' }, visits: [] },
    });
    renderAt(`/staff/ir/investors/${INVESTOR.id}`, '/staff/ir/investors/*', <StaffInvestorsPage />);
    expect(await screen.findByText('No visits in the last 90 days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke access/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send reset link: Grace Hopper' })).toBeEnabled();
  });

  it('shows a visit too short to report reading time, with its pages seen and downloads', async () => {
    mockFetch({
      status: 200,
      body: {
        ...ENGAGEMENT,
        totalSeconds: 0,
        opens: 1,
        secondsPerPage: [0, 0, 0],
        reached: [true, false, false],
      },
    });
    renderAt(`/staff/ir/investors/${INVESTOR.id}`, '/staff/ir/investors/*', <StaffInvestorsPage />);
    expect(
      await screen.findByText(
        /^Opened the deck once in the last 90 days, last on .+; 1 page of version 3 seen\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 download\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/have not/)).toBeNull();
    expect(screen.getByRole('table', { name: 'Pages read' })).toBeInTheDocument();
  });

  it('says when the investor has not opened the deck at all', async () => {
    mockFetch({
      status: 200,
      body: {
        ...ENGAGEMENT,
        totalSeconds: 0,
        opens: 0,
        firstOpenedAt: null,
        lastOpenedAt: null,
        downloads: 0,
        secondsPerPage: [0, 0, 0],
        reached: [false, false, false],
      },
    });
    renderAt(`/staff/ir/investors/${INVESTOR.id}`, '/staff/ir/investors/*', <StaffInvestorsPage />);
    expect(
      await screen.findByText('They have not opened the deck in the last 90 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Opened the deck/)).toBeNull();
  });

  it('lists the pages read with the time on each, beside a chart', async () => {
    const calls = mockFetch({ status: 200, body: ENGAGEMENT });
    renderAt(`/staff/ir/investors/${INVESTOR.id}`, '/staff/ir/investors/*', <StaffInvestorsPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All investors/ })).toHaveAttribute(
      'href',
      '/staff/ir/investors',
    );
    const table = screen.getByRole('table', { name: 'Pages read' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['311 min 05 s', '3212 s']);
    expect(within(table).getByRole('columnheader', { name: 'Time on page' })).toBeInTheDocument();
    expect(await screen.findByTestId('apex-chart')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/staff/ir/engagement/investors/${INVESTOR.id}`);
  });

  it('says so when the investor is unknown', async () => {
    mockFetch({ status: 404, body: { success: false, error: 'No such investor' } });
    renderAt('/staff/ir/investors/nobody', '/staff/ir/investors/*', <StaffInvestorsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such investor');
  });
});
