import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECK_DOWNLOAD_MESSAGES } from '@gloh/contract/investor-access';
import { pagePath } from '../../app/page-paths';
import { mockFetch } from '@gloh/shared/testing/fetch-stub';
import { renderAt } from '../../testing/render-with-router';
import { SESSION_RECHECK_INTERVAL_MS } from './hooks/use-investor-session';
import { DeckSessionEndedError, openDeck } from './pdf/open-deck';
import PresentationPage from './presentation-page';

// pdf.js needs a real browser (canvas, workers): the drawing is tested with Playwright
// (e2e/tests/investors/deck-viewer.spec.ts); here the deck stays loading unless a test says.
jest.mock('./pdf/open-deck', () => ({
  ...jest.requireActual<object>('./pdf/open-deck'),
  openDeck: jest.fn(),
}));
const openDeckMock = jest.mocked(openDeck);

const PAGE = pagePath('presentation');
const LOGIN = pagePath('presentation-access');
const HOUR_MS = 60 * 60 * 1000;

function session(expiresInMs = 24 * HOUR_MS, downloadAllowed = true) {
  return {
    status: 200,
    body: {
      success: true,
      user: {
        id: '7',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Example',
        role: 'investor',
        isVerified: true,
        downloadAllowed,
      },
      expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    },
  };
}
const NO_SESSION = { status: 401, body: { success: false, error: 'Not authenticated' } };
const REVOKED = {
  status: 401,
  body: { success: false, error: 'Not authenticated', reason: 'access-revoked' },
};

/** The viewer gave way to the news that the access ended, with whom to write to. */
async function expectAccessEndedShown() {
  expect(await screen.findByRole('heading', { name: 'Your access has ended' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'info@gloh.example' })).toHaveAttribute(
    'href',
    'mailto:info@gloh.example',
  );
  expect(screen.queryByRole('button', { name: 'Fullscreen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  expect(location()).toHaveTextContent(PAGE);
}

const renderPage = () => renderAt(PAGE, PAGE, <PresentationPage />);
const location = () => screen.getByTestId('location');

/** The viewer's toolbar is up: the session check passed. */
const viewerShown = () => screen.findByRole('button', { name: 'Fullscreen' });

describe('PresentationPage', () => {
  beforeEach(() => openDeckMock.mockReset().mockReturnValue(new Promise(() => undefined)));
  afterEach(() => jest.useRealTimers());

  it('shows the loading text through the session check and while the deck opens', async () => {
    const calls = mockFetch(session());
    renderPage();
    expect(screen.getByText('Loading presentation...')).toBeInTheDocument();
    // One level-1 heading before and after the check (the HTML served before scripts has it too).
    expect(
      screen.getAllByRole('heading', { level: 1, name: 'Investor Presentation' }),
    ).toHaveLength(1);
    await viewerShown();
    expect(
      screen.getAllByRole('heading', { level: 1, name: 'Investor Presentation' }),
    ).toHaveLength(1);
    expect(screen.getByText('Loading presentation...')).toBeInTheDocument();
    expect(openDeckMock).toHaveBeenCalledTimes(1);
    expect(calls[0]?.url).toBe('/api/auth/me');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/investor-presentation/download',
    );
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('offers no download when staff turned it off, and says so; turned back on, the button returns at the next check', async () => {
    jest.useFakeTimers();
    mockFetch(session(24 * HOUR_MS, false), session(24 * HOUR_MS, true));
    renderPage();
    await viewerShown();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.getByText(DECK_DOWNLOAD_MESSAGES.notOffered)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(SESSION_RECHECK_INTERVAL_MS));
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/investor-presentation/download',
    );
    expect(screen.queryByText(DECK_DOWNLOAD_MESSAGES.notOffered)).not.toBeInTheDocument();
  });

  it.each([
    ['without a session', NO_SESSION],
    ['when the check cannot reach the API', 'network-error' as const],
  ])('redirects to login %s', async (_name, reply) => {
    mockFetch(reply);
    renderPage();
    await waitFor(() => expect(location()).toHaveTextContent(LOGIN));
  });

  it('tells a revoked investor at the next check, within seconds, and drops the deck', async () => {
    jest.useFakeTimers();
    mockFetch(session(), REVOKED);
    renderPage();
    await viewerShown();
    const deckLoad = openDeckMock.mock.calls[0]![0];
    await act(async () => jest.advanceTimersByTimeAsync(SESSION_RECHECK_INTERVAL_MS));
    expect(SESSION_RECHECK_INTERVAL_MS).toBeLessThanOrEqual(5000);
    await expectAccessEndedShown();
    // The deck's download is cancelled, not merely hidden.
    expect(deckLoad.aborted).toBe(true);
  });

  it('tells a revoked investor when the deck itself is refused', async () => {
    openDeckMock.mockRejectedValue(new DeckSessionEndedError('access-revoked'));
    mockFetch(session());
    renderPage();
    await expectAccessEndedShown();
  });

  it('does not check while the page is hidden', async () => {
    jest.useFakeTimers();
    const calls = mockFetch(session(), session());
    renderPage();
    await viewerShown();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => jest.advanceTimersByTimeAsync(3 * SESSION_RECHECK_INTERVAL_MS));
    expect(calls).toHaveLength(1);
    visibility.mockRestore();
    await act(async () => jest.advanceTimersByTimeAsync(SESSION_RECHECK_INTERVAL_MS));
    expect(calls).toHaveLength(2);
  });

  it('sends an investor signed out elsewhere back to login on the next focus check', async () => {
    mockFetch(session(), NO_SESSION);
    renderPage();
    await viewerShown();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(location()).toHaveTextContent(LOGIN));
  });

  it('re-checks the session every interval', async () => {
    jest.useFakeTimers();
    const calls = mockFetch(session(), session(), NO_SESSION);
    renderPage();
    await viewerShown();
    await act(async () => jest.advanceTimersByTimeAsync(SESSION_RECHECK_INTERVAL_MS));
    expect(calls).toHaveLength(2);
    expect(location()).toHaveTextContent(PAGE);
    await act(async () => jest.advanceTimersByTimeAsync(SESSION_RECHECK_INTERVAL_MS));
    expect(calls).toHaveLength(3);
    expect(location()).toHaveTextContent(LOGIN);
  });

  it('keeps the deck when a re-check merely fails to reach the API', async () => {
    mockFetch(session(), 'network-error');
    renderPage();
    await viewerShown();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(async () => undefined);
    expect(location()).toHaveTextContent(PAGE);
  });

  it('sends the investor back to login when the session expires', async () => {
    jest.useFakeTimers();
    // The API answers 401 once the session has expired.
    mockFetch(session(5000), NO_SESSION);
    renderPage();
    await viewerShown();
    await act(async () => jest.advanceTimersByTimeAsync(4999));
    expect(location()).toHaveTextContent(PAGE);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(location()).toHaveTextContent(LOGIN);
  });

  it('says when the deck cannot be opened, and keeps the download', async () => {
    openDeckMock.mockRejectedValue(new Error('The deck answered 500'));
    mockFetch(session());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The presentation could not be shown here.',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(PAGE);
  });

  it('sends the investor to login when the deck says the session has ended', async () => {
    openDeckMock.mockRejectedValue(new DeckSessionEndedError());
    mockFetch(session());
    renderPage();
    await waitFor(() => expect(location()).toHaveTextContent(LOGIN));
  });

  it('treats a session whose expiry has passed as ended', async () => {
    mockFetch(session(-1000));
    renderPage();
    await waitFor(() => expect(location()).toHaveTextContent(LOGIN));
  });

  it.each([
    ['succeeds', { status: 200, body: { success: true } }],
    ['fails', 'network-error' as const],
  ])('logs out and returns to login when the call %s', async (_name, reply) => {
    const calls = mockFetch(session(), reply);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent(LOGIN));
    expect(calls[1]?.url).toBe('/api/auth/logout');
    expect(calls[1]?.init?.method).toBe('POST');
  });

  it('toggles fullscreen', async () => {
    mockFetch(session());
    const user = userEvent.setup();
    renderPage();
    // jsdom has no Fullscreen API, so the CSS fallback is what toggles here.
    await user.click(await screen.findByRole('button', { name: 'Fullscreen' }));
    expect(screen.getByRole('button', { name: 'Exit Fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Exit Fullscreen' }));
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
