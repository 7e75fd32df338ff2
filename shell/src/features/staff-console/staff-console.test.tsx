import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffIdentity } from '@gloh/contract/staff';
import { MemoryRouter, Route, Routes } from '@gloh/shared/router';
import { announceStaffSignedOut, requestStaffStepUp } from '@gloh/staff-ui/api-client';
import type { StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { mockFetch, stubStaffApi } from '@gloh/shared/testing/fetch-stub';
import StaffConsole from './staff-console';
import { fetchStaffMe, signOutStaff, stepUpWithPasskey } from './staff-api';
import { loadStaffPageCatalog } from './staff-page-catalog';

// The passkey ceremonies and the Module Federation runtime are replaced here; the e2e suite
// runs the real ones with Chromium's virtual authenticator.
jest.mock('./staff-api', () => ({
  fetchStaffMe: jest.fn(),
  signOutStaff: jest.fn(),
  stepUpWithPasskey: jest.fn(),
  signInWithPasskey: jest.fn(),
  enrollPasskey: jest.fn(),
}));
jest.mock('./staff-page-catalog', () => ({ loadStaffPageCatalog: jest.fn() }));
const fetchStaffMeMock = fetchStaffMe as jest.MockedFunction<typeof fetchStaffMe>;
const stepUpMock = stepUpWithPasskey as jest.MockedFunction<typeof stepUpWithPasskey>;
const catalogMock = loadStaffPageCatalog as jest.MockedFunction<typeof loadStaffPageCatalog>;

/** The one live-events stream a page opens, driven by the test. */
class FakeEventSource {
  static current: FakeEventSource | null = null;
  private listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.current = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    if (FakeEventSource.current === this) FakeEventSource.current = null;
  }
  emit(type: string, data: object) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }
}

function page(title: string, path: string, roles: StaffPageDeclaration['roles'], extra = {}) {
  const Page = () => {
    const ask = async (action?: string) => {
      const confirmed = await requestStaffStepUp(action);
      document.body.dataset.stepUp = String(confirmed);
    };
    return (
      <>
        <h1>{title} page</h1>
        <button type="button" onClick={() => void ask()}>
          Do something destructive
        </button>
        <button type="button" onClick={() => void ask("revoke Ada Lovelace's access")}>
          Revoke Ada
        </button>
      </>
    );
  };
  return { title, path, roles, load: async () => ({ default: Page }), ...extra };
}

const PAGES: StaffPageDeclaration[] = [
  page('Access requests', 'ir/access-requests', ['ir', 'admin'], {
    pendingCount: 'access-requests',
    liveCount: 'access-request',
  }),
  page('Investors', 'ir/investors', ['ir', 'admin'], { liveCount: 'deck-opened' }),
  page('Contact messages', 'marketing/contact-messages', ['marketing', 'admin'], {
    pendingCount: 'contact-messages',
  }),
];

/** What GET /api/staff/counts answers now; each test sets it. */
let pending: Record<string, number> = {};

function signedInAs(roles: StaffIdentity['roles']) {
  fetchStaffMeMock.mockResolvedValue({
    kind: 'ok',
    status: 200,
    body: {
      success: true,
      staff: { email: 'ada@example.com', name: 'Ada', roles, steppedUpAt: null },
    },
  });
}

function renderConsole(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staff/*" element={<StaffConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Signs in as an IR member and clicks the page's button that asks for a step-up. */
async function openStepUp(button: string) {
  signedInAs(['ir']);
  renderConsole('/staff/ir/access-requests');
  const action = await screen.findByRole('button', { name: button });
  await act(() => userEvent.click(action));
  return { action, dialog: await screen.findByRole('dialog', { name: 'Confirm it is you' }) };
}

describe('the staff console', () => {
  beforeEach(() => {
    catalogMock.mockResolvedValue({ pages: PAGES, unavailable: [] });
    (signOutStaff as jest.Mock).mockResolvedValue({ kind: 'ok', status: 200, body: {} });
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    delete document.body.dataset.stepUp;
    pending = {};
    stubStaffApi((call) =>
      call.url === '/api/staff/counts' ? { body: { success: true, counts: pending } } : undefined,
    );
  });

  it('lists only the pages the member’s roles open, and opens a deep link', async () => {
    signedInAs(['ir']);
    renderConsole('/staff/ir/access-requests');
    // The first page of the file loads the console's modules: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Access requests page' }, { timeout: 10_000 }),
    ).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(navigation).getByRole('link', { name: 'Access requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).queryByRole('link', { name: 'Contact messages' })).toBeNull();
  });

  it('tells a member whose roles do not open a page, apart from a page that does not exist', async () => {
    signedInAs(['marketing']);
    renderConsole('/staff/ir/access-requests');
    expect(await screen.findByRole('heading', { name: 'Not for your roles' })).toBeVisible();
    signedInAs(['marketing']);
    renderConsole('/staff/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('shows what waits from the API, refreshed by live events and focus, and says when it grows', async () => {
    pending = { 'access-requests': 2 };
    signedInAs(['ir']);
    renderConsole('/staff');
    const navigation = await screen.findByRole('navigation', { name: 'Staff console' });
    const link = await within(navigation).findByRole('link', { name: 'Access requests 2 pending' });
    // The first answer fills the badge; it is no news.
    const live = navigation.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(/^$/);

    pending = { 'access-requests': 3 };
    act(() => FakeEventSource.current?.emit('access-request', { id: 3, name: 'Ed' }));
    await within(navigation).findByRole('link', { name: 'Access requests 3 pending' });
    await waitFor(() => expect(live).toHaveTextContent('Access requests: 3 pending.'));

    // Opening the page does not clear what still waits there.
    await act(() => userEvent.click(link));
    await screen.findByRole('heading', { name: 'Access requests page' });
    expect(
      within(navigation).getByRole('link', { name: 'Access requests 3 pending' }),
    ).toBeVisible();

    // Decided anywhere: the API's news of it empties the badge, without a word.
    pending = { 'access-requests': 0 };
    act(() => FakeEventSource.current?.emit('counts-changed', { count: 'access-requests' }));
    await within(navigation).findByRole('link', { name: 'Access requests' });
    expect(live).toHaveTextContent('Access requests: 3 pending.');

    pending = { 'access-requests': 1 };
    fireEvent.focus(window);
    await within(navigation).findByRole('link', { name: 'Access requests 1 pending' });
  });

  it('counts live events beside a page without a pending count until the member opens it', async () => {
    signedInAs(['ir']);
    renderConsole('/staff');
    const navigation = await screen.findByRole('navigation', { name: 'Staff console' });
    await within(navigation).findByRole('link', { name: 'Investors' });
    act(() => {
      FakeEventSource.current?.emit('deck-opened', { investorId: 'a', name: 'Jo' });
      FakeEventSource.current?.emit('deck-opened', { investorId: 'b', name: 'Al' });
    });
    const link = within(navigation).getByRole('link', { name: 'Investors 2 new' });
    await act(() => userEvent.click(link));
    expect(await screen.findByRole('heading', { name: 'Investors page' })).toBeVisible();
    expect(within(navigation).getByRole('link', { name: 'Investors' })).toBeVisible();
    act(() => FakeEventSource.current?.emit('deck-opened', { investorId: 'c', name: 'Ed' }));
    expect(within(navigation).getByRole('link', { name: 'Investors' })).toBeVisible();
  });

  it('moves focus to the new page’s heading after a move between pages, not on the first page', async () => {
    signedInAs(['ir']);
    renderConsole('/staff/ir/access-requests');
    await screen.findByRole('heading', { name: 'Access requests page' }, { timeout: 10_000 });
    expect(document.activeElement).toBe(document.body);
    const navigation = screen.getByRole('navigation', { name: 'Staff console' });
    const user = userEvent.setup();
    await user.click(within(navigation).getByRole('link', { name: 'Investors' }));
    const heading = await screen.findByRole('heading', { name: 'Investors page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('asks for the passkey when a page needs a step-up, and says whether it was given', async () => {
    const { action, dialog } = await openStepUp('Do something destructive');
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(document.body.dataset.stepUp).toBe('false');
    expect(stepUpMock).not.toHaveBeenCalled();

    stepUpMock.mockResolvedValueOnce({ kind: 'failed', message: 'No passkey was used: denied' });
    stepUpMock.mockResolvedValueOnce({
      kind: 'signed-in',
      body: {
        success: true,
        staff: { email: 'ada@example.com', name: 'Ada', roles: ['ir'], steppedUpAt: null },
        expiresAt: '2026-11-27T12:00:00.000Z',
      },
    });
    await act(() => userEvent.click(action));
    const again = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const confirm = within(again).getByRole('button', { name: 'Confirm with passkey' });
    await act(() => userEvent.click(confirm));
    expect(within(again).getByRole('alert')).toHaveTextContent('No passkey was used: denied');
    await act(() => userEvent.click(confirm));
    expect(document.body.dataset.stepUp).toBe('true');
  });

  it('names the action in the step-up, and a closed passkey prompt is no error', async () => {
    const { dialog } = await openStepUp('Revoke Ada');
    expect(dialog).toHaveTextContent("Confirm with your passkey to revoke Ada Lovelace's access.");
    expect(dialog).not.toHaveTextContent('changes who can see or do what');

    stepUpMock.mockResolvedValueOnce({
      kind: 'failed',
      message: 'No passkey was used: The operation either timed out or was not allowed.',
      cancelled: true,
    });
    await act(() =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Confirm with passkey' })),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No passkey was used. Try again');
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(document.body.dataset.stepUp).toBe('false');
  });

  it('shows the sign-in with a reason when the API ends the session', async () => {
    signedInAs(['ir']);
    renderConsole('/staff/ir/access-requests');
    await screen.findByRole('heading', { name: 'Access requests page' });
    act(() => announceStaffSignedOut());
    expect(await screen.findByText('Your staff session has ended. Sign in again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  });

  it('clears the page and says so when an admin disabled the account', async () => {
    signedInAs(['ir']);
    renderConsole('/staff/ir/access-requests');
    await screen.findByRole('heading', { name: 'Access requests page' });
    act(() => announceStaffSignedOut('account-disabled'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your staff account was disabled by an administrator.');
    expect(alert).toHaveTextContent('ask an admin to invite you again');
    expect(screen.queryByText('Your staff session has ended. Sign in again.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Access requests page' })).toBeNull();
  });

  it('asks the API why as soon as the live stream drops, before any click', async () => {
    signedInAs(['ir']);
    renderConsole('/staff/ir/access-requests');
    await screen.findByRole('heading', { name: 'Access requests page' });
    const calls = mockFetch({
      status: 401,
      body: {
        success: false,
        error: 'Your staff account was disabled by an administrator',
        reason: 'account-disabled',
      },
    });
    act(() => FakeEventSource.current!.emit('error', {}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your staff account was disabled by an administrator',
    );
    expect(calls[0]?.url).toBe('/api/staff/me');
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).toBeNull();
  });
});
