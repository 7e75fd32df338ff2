import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvestorAccess } from '@gloh/contract/investor-access';
import { stubStaffApi, type StaffApiCall } from '@gloh/shared/testing/fetch-stub';
import { InvestorAccessStatus } from './components/investor-access-status';
import { InvestorAccessTerms } from './components/investor-access-terms';

const DAY_MS = 86_400_000;
const ID = '0b6f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const PATH = `/api/staff/ir/investors/${ID}/access`;
const DOWNLOAD_PATH = `/api/staff/ir/investors/${ID}/download`;

/** A whole minute `days` from now, as a datetime-local field holds it and as the API answers. */
function minuteAhead(days: number) {
  const at = new Date(Date.now() + days * DAY_MS);
  at.setSeconds(0, 0);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return { iso: at.toISOString(), field: local.toISOString().slice(0, 16) };
}

const GRACE: InvestorAccess = {
  id: ID,
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  status: 'active',
  revokedAt: null,
  accessExpiresAt: null,
  accessReminderSentAt: null,
  downloadAllowed: true,
};

/** The API as the section sees it: GET answers `investor`; a POST changes it as asked. */
function api(start: InvestorAccess) {
  let investor = start;
  return stubStaffApi((call: StaffApiCall) => {
    if (call.url === `${DOWNLOAD_PATH}`) {
      investor = { ...investor, ...(call.body as Pick<InvestorAccess, 'downloadAllowed'>) };
      return { body: { success: true, investor } };
    }
    if (call.url !== PATH) return undefined;
    if (call.method === 'GET') return { body: { success: true, investor } };
    const previous = investor.accessExpiresAt;
    investor = { ...investor, ...(call.body as Pick<InvestorAccess, 'accessExpiresAt'>) };
    return { body: { success: true, investor, previousAccessExpiresAt: previous } };
  });
}

const posts = (calls: StaffApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('InvestorAccessTerms', () => {
  it('gives access a first end only once confirmed, naming the person', async () => {
    const user = userEvent.setup();
    const calls = api(GRACE);
    render(<InvestorAccessTerms id={ID} />);
    expect(
      await screen.findByText('No end date: access lasts until it is revoked.'),
    ).toBeInTheDocument();
    const at = minuteAhead(10);
    await user.type(screen.getByLabelText('Access ends on (your time)'), at.field);
    await user.click(screen.getByRole('button', { name: 'Set end date' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'End the access of Grace Hopper (grace@example.com) on a date?',
    });
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End access then' }));
    expect(await screen.findByText(/^The access of Grace Hopper now ends /)).toHaveAttribute(
      'role',
      'status',
    );
    expect(posts(calls).map((call) => call.body)).toEqual([{ accessExpiresAt: at.iso }]);
    expect(await screen.findByText(/^Access until /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove end date' })).toBeInTheDocument();
  });

  it('asks before shortening, not before extending or removing the end', async () => {
    const user = userEvent.setup();
    const current = minuteAhead(10);
    const calls = api({ ...GRACE, accessExpiresAt: current.iso });
    render(<InvestorAccessTerms id={ID} />);
    const field = await screen.findByLabelText('Access ends on (your time)');
    expect(field).toHaveValue(current.field);

    const later = minuteAhead(40);
    await user.clear(field);
    await user.type(field, later.field);
    await user.click(screen.getByRole('button', { name: 'Change end date' }));
    expect(await screen.findByText(/^The access of Grace Hopper now ends /)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const sooner = minuteAhead(2);
    // The section loads their access again and puts a new form, keyed by the new end, in place
    // of the one typed into: the old field holds the same value, so only its identity tells.
    await waitFor(() =>
      expect(screen.getByLabelText('Access ends on (your time)')).not.toBe(field),
    );
    const again = screen.getByLabelText('Access ends on (your time)');
    expect(again).toHaveValue(later.field);
    expect(again).toBeEnabled();
    await user.clear(again);
    await user.type(again, sooner.field);
    await user.click(screen.getByRole('button', { name: 'Change end date' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Shorten the access of Grace Hopper (grace@example.com)?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls).map((call) => call.body)).toEqual([{ accessExpiresAt: later.iso }]);

    await user.click(screen.getByRole('button', { name: 'Remove end date' }));
    expect(
      await screen.findByText('The access of Grace Hopper no longer ends by itself.'),
    ).toBeInTheDocument();
    expect(posts(calls).at(-1)?.body).toEqual({ accessExpiresAt: null });
  });

  it('refuses an empty or past time in the field, and shows the API refusal', async () => {
    const user = userEvent.setup();
    const calls = stubStaffApi((call) =>
      call.method === 'GET'
        ? { body: { success: true, investor: GRACE } }
        : { status: 400, body: { success: false, error: 'Invalid request: too far' } },
    );
    render(<InvestorAccessTerms id={ID} />);
    const field = await screen.findByLabelText('Access ends on (your time)');
    await user.click(screen.getByRole('button', { name: 'Set end date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose the date and time their access ends.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, minuteAhead(-1).field);
    await user.click(screen.getByRole('button', { name: 'Set end date' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a date and time in the future.',
    );
    expect(posts(calls)).toEqual([]);

    await user.clear(field);
    await user.type(field, minuteAhead(5).field);
    await user.click(screen.getByRole('button', { name: 'Set end date' }));
    await user.click(await screen.findByRole('button', { name: 'End access then' }));
    expect(await screen.findByText('Invalid request: too far')).toBeInTheDocument();
  });

  it('shows an expired access without the form', async () => {
    const ended = '2026-11-20T10:00:00.000Z';
    api({
      ...GRACE,
      status: 'revoked',
      accessExpiresAt: ended,
      revokedAt: '2026-11-20T10:00:05.000Z',
    });
    render(<InvestorAccessTerms id={ID} />);
    expect(await screen.findByText(/^Expired /)).toBeInTheDocument();
    expect(screen.queryByLabelText('Access ends on (your time)')).toBeNull();
    expect(screen.getByText(/Approving a new access request/)).toBeInTheDocument();
  });
});

describe('InvestorAccessStatus', () => {
  const base = { status: 'active' as const, revokedAt: null, accessExpiresAt: null };

  it('says until when access lasts, or when it expired, beside the status', () => {
    const until = minuteAhead(3).iso;
    const { container, rerender } = render(
      <InvestorAccessStatus investor={{ ...base, accessExpiresAt: until }} />,
    );
    expect(container).toHaveTextContent(/^activeAccess until /);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', until);

    const past = '2026-01-02T03:04:00.000Z';
    rerender(
      <InvestorAccessStatus
        investor={{
          status: 'revoked',
          revokedAt: '2026-01-02T03:04:10.000Z',
          accessExpiresAt: past,
        }}
      />,
    );
    expect(container).toHaveTextContent(/^Expired /);

    // Revoked by staff before the end came: revoked, not expired.
    rerender(
      <InvestorAccessStatus
        investor={{
          status: 'revoked',
          revokedAt: '2025-12-01T00:00:00.000Z',
          accessExpiresAt: past,
        }}
      />,
    );
    expect(container).toHaveTextContent(/^revoked$/);
    rerender(<InvestorAccessStatus investor={base} />);
    expect(container).toHaveTextContent(/^active$/);
  });

  it('turns downloading off only once confirmed, naming the person, and back on without asking', async () => {
    const user = userEvent.setup();
    const calls = api(GRACE);
    render(<InvestorAccessTerms id={ID} />);
    const toggle = await screen.findByRole('switch', { name: 'May download the deck' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', {
      name: 'Stop Grace Hopper (grace@example.com) downloading the deck?',
    });
    expect(posts(calls)).toEqual([]);
    expect(toggle).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog', { name: /downloading the deck\?$/ })).getByRole(
        'button',
        { name: 'Turn off downloading' },
      ),
    );
    expect(
      await screen.findByText(
        'Grace Hopper can no longer download the deck; reading it in the viewer is unchanged.',
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'May download the deck' })).not.toBeChecked(),
    );
    expect(screen.getByText(/^Downloading is off:/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'May download the deck' }));
    expect(
      await screen.findByText('Grace Hopper may download the deck again.'),
    ).toBeInTheDocument();
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      [DOWNLOAD_PATH, { downloadAllowed: false }],
      [DOWNLOAD_PATH, { downloadAllowed: true }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
