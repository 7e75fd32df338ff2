import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_OPS_API_PATHS,
  STAFF_OPS_MESSAGES,
  type MailDeliveryStatus,
  type MailOutboxSummary,
} from '@gloh/contract/staff-ops';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import {
  queryOf,
  stubStaffApi,
  type StaffApiCall,
  type StaffApiReply,
} from '@gloh/shared/testing/fetch-stub';
import { MemoryRouter } from '@gloh/shared/router';
import MailOutboxPage from './mail-outbox-page';

const FAILED_ID = '55555555-5555-4555-8555-555555555555';
const QUEUED_ID = '66666666-6666-4666-8666-666666666666';

const failed: MailOutboxSummary = {
  id: FAILED_ID,
  to: 'failed@example.com',
  subject: 'Failed once',
  state: 'failed',
  attempts: 3,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:1',
  createdAt: '2026-03-01T10:00:00Z',
  nextAttemptAt: '2026-03-02T10:00:00Z',
  sentAt: null,
  secretKind: null,
  revealable: false,
  revealedAt: null,
};
const retrying: MailOutboxSummary = {
  ...failed,
  id: '77777777-7777-4777-8777-777777777777',
  to: 'retrying@example.com',
  subject: 'Tried twice',
  state: 'retrying',
  attempts: 2,
};
const queued: MailOutboxSummary = {
  ...failed,
  id: QUEUED_ID,
  to: 'queued@example.com',
  subject: 'Queued for later',
  state: 'queued',
  attempts: 0,
  lastError: null,
};
const OK: MailDeliveryStatus = {
  state: 'ok',
  configured: true,
  lastError: null,
  lastErrorAt: null,
  queued: 3,
};

const retryPath = STAFF_OPS_API_PATHS.mailOutboxRetry.replace(':id', FAILED_ID);

/** The page over the stubbed API, once its first rows are shown. */
async function showOutbox() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/staff/admin/mail-outbox']}>
      <MailOutboxPage />
    </MemoryRouter>,
  );
  await screen.findByRole('cell', { name: 'failed@example.com' });
  return user;
}

function stubOutbox(
  retry: (call: StaffApiCall) => StaffApiReply | undefined = () => undefined,
  { delivery = OK, mails = [failed, retrying, queued] } = {},
) {
  return stubStaffApi((call) =>
    call.method === 'GET' && call.url.startsWith(STAFF_OPS_API_PATHS.mailOutbox)
      ? {
          body: {
            success: true,
            delivery,
            mails,
            total: 3,
            limit: STAFF_LIST_LIMITS.defaultLimit,
            offset: 0,
          },
        }
      : retry(call),
  );
}

const rowOf = (to: string) => within(screen.getByRole('cell', { name: to }).closest('tr')!);

describe('MailOutboxPage', () => {
  it('lists the unsent mail with its state, attempts and last error', async () => {
    const calls = stubOutbox();
    await showOutbox();
    expect(screen.getByRole('cell', { name: 'failed@example.com' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Mail outbox | Gloh staff'));
    expect(rowOf('failed@example.com').getByText('Failed')).toHaveClass('badge');
    expect(rowOf('failed@example.com').getByText(failed.lastError!)).toBeVisible();
    // A mail still being retried can be brought forward too, and so can a queued one.
    expect(rowOf('retrying@example.com').getByText('Retrying')).toHaveClass('badge');
    expect(
      rowOf('retrying@example.com').getByRole('button', {
        name: 'Retry now: the mail to retrying@example.com',
      }),
    ).toBeVisible();
    expect(rowOf('queued@example.com').getByText('Queued')).toBeVisible();
    expect(
      rowOf('queued@example.com').getByRole('button', {
        name: 'Retry now: the mail to queued@example.com',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
    expect(queryOf(calls[0]!)).toEqual({
      dir: 'desc',
      limit: String(STAFF_LIST_LIMITS.defaultLimit),
      offset: '0',
    });
  });

  it('filters by state and by search text', async () => {
    const calls = stubOutbox();
    const user = await showOutbox();

    await user.selectOptions(screen.getByLabelText('State'), 'Retrying');
    await waitFor(() => expect(queryOf(calls.at(-1)!)).toMatchObject({ state: 'retrying' }));
    await user.selectOptions(screen.getByLabelText('State'), 'Failed');
    await waitFor(() => expect(queryOf(calls.at(-1)!)).toMatchObject({ state: 'failed' }));

    await user.type(screen.getByLabelText('Search'), 'access code');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queryOf(calls.at(-1)!)).toMatchObject({ state: 'failed', q: 'access code' }),
    );

    await user.selectOptions(screen.getByLabelText('State'), 'All unsent');
    await waitFor(() => expect(queryOf(calls.at(-1)!)).not.toHaveProperty('state'));
  });

  it('retries a failed mail now, updating its row', async () => {
    const calls = stubOutbox((call) =>
      call.method === 'POST' && call.url === retryPath
        ? { body: { success: true, mail: { ...failed, nextAttemptAt: '2026-03-01T12:34:00Z' } } }
        : undefined,
    );
    const user = await showOutbox();
    const before = rowOf('failed@example.com').getAllByRole('cell')[6]!.textContent;

    await user.click(
      screen.getByRole('button', { name: 'Retry now: the mail to failed@example.com' }),
    );

    expect(
      await screen.findByText('The mail to failed@example.com will be sent again now.'),
    ).toHaveAttribute('role', 'status');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: retryPath, body: {} },
    ]);
    expect(rowOf('failed@example.com').getAllByRole('cell')[6]!.textContent).not.toBe(before);
  });

  it('shows why a retry was refused', async () => {
    stubOutbox(() => ({
      status: 409,
      body: { success: false, error: STAFF_OPS_MESSAGES.mailNotFailed },
    }));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/staff/admin/mail-outbox']}>
        <MailOutboxPage />
      </MemoryRouter>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Retry now: the mail to failed@example.com' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_OPS_MESSAGES.mailNotFailed);
  });

  it('says mail is not configured, offers no retry, and reveals an access code once', async () => {
    const sealed: MailOutboxSummary = {
      ...queued,
      to: 'quinn@example.com',
      secretKind: 'access-code',
      revealable: true,
    };
    const revealPath = STAFF_OPS_API_PATHS.mailReveal.replace(':id', QUEUED_ID);
    const calls = stubOutbox(
      (call) =>
        call.method === 'POST' && call.url === revealPath
          ? {
              body: {
                success: true,
                mailId: QUEUED_ID,
                to: 'quinn@example.com',
                kind: 'access-code',
                secret: 'CODE-1234',
              },
            }
          : undefined,
      { delivery: { ...OK, state: 'not-configured', configured: false }, mails: [failed, sealed] },
    );
    const user = await showOutbox();
    expect(screen.getByRole('note')).toHaveTextContent('Mail is not configured on this server');
    expect(screen.queryByRole('button', { name: /Retry now/ })).toBeNull();

    await user.click(
      rowOf('quinn@example.com').getByRole('button', {
        name: 'Reveal once: the access code for quinn@example.com',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The access code for quinn@example.com, shown this once: CODE-1234',
      ),
    );
    expect(rowOf('quinn@example.com').queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: revealPath, body: {} },
    ]);
  });
});
