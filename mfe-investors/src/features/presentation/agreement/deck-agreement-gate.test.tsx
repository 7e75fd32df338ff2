import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DECK_AGREEMENT_API_PATHS as P,
  DECK_AGREEMENT_MESSAGES,
  DECK_AGREEMENT_REQUIRED,
} from '@gloh/contract/deck-agreement';
import { API_PATHS } from '@gloh/contract/api';
import { stubStaffApi } from '@gloh/shared/testing/fetch-stub';
import { pagePath } from '../../../app/page-paths';
import { renderAt } from '../../../testing/render-with-router';
import { DeckAgreementRequiredError, openDeck } from '../pdf/open-deck';
import PresentationPage from '../presentation-page';

// pdf.js needs a real browser: the deck itself is opened in the Playwright journey.
jest.mock('../pdf/open-deck', () => ({
  ...jest.requireActual<object>('../pdf/open-deck'),
  openDeck: jest.fn(),
}));
const openDeckMock = jest.mocked(openDeck);

const PAGE = pagePath('presentation');
const SESSION = {
  success: true,
  user: {
    id: '7',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Example',
    role: 'investor',
    isVerified: true,
    downloadAllowed: true,
  },
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};
const agreement = (version: number, body: string, accepted = false) => ({
  success: true,
  agreement: { version, body, publishedAt: '2026-11-29T10:05:00.000Z', accepted },
});

/** The API as the viewer meets it; `onAccept` answers the acceptance. */
function stubApi(
  shown: ReturnType<typeof agreement>[],
  onAccept: () => { status: number; body: unknown } = () => ({
    status: 200,
    body: { success: true, version: 1, acceptedAt: '2026-11-29T11:00:00.000Z' },
  }),
) {
  let reads = 0;
  return stubStaffApi((call) => {
    if (call.url === API_PATHS.me) return { body: SESSION };
    if (call.url === P.investor) return { body: shown[Math.min(reads++, shown.length - 1)] };
    if (call.url === P.investorAccept) return onAccept();
    if (call.url === API_PATHS.logout) return { body: { success: true } };
    return undefined;
  });
}

const renderPage = () => renderAt(PAGE, PAGE, <PresentationPage />);

describe('the confidentiality agreement before the deck', () => {
  beforeEach(() =>
    openDeckMock
      .mockReset()
      .mockRejectedValueOnce(new DeckAgreementRequiredError())
      .mockReturnValue(new Promise(() => undefined)),
  );

  it('reads the deck endpoint’s 403 agreement-required as the agreement coming first', async () => {
    const actual = jest.requireActual<{ openDeck: typeof openDeck }>('../pdf/open-deck');
    stubStaffApi(() => ({
      status: 403,
      body: { success: false, error: 'Accept first', reason: DECK_AGREEMENT_REQUIRED },
    }));
    await expect(actual.openDeck(new AbortController().signal)).rejects.toBeInstanceOf(
      DeckAgreementRequiredError,
    );
    stubStaffApi(() => ({ status: 403, body: { success: false, error: 'Forbidden' } }));
    await expect(actual.openDeck(new AbortController().signal)).rejects.not.toBeInstanceOf(
      DeckAgreementRequiredError,
    );
  });

  it('shows the agreement as text, and opens the deck once the investor agrees', async () => {
    const calls = stubApi([agreement(1, 'Keep it <b>secret</b>.\n\nSecond paragraph\nsame one')]);
    const { container } = renderPage();
    const heading = await screen.findByRole('heading', { name: 'Confidentiality agreement' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/version 1, published November 29, 2026 at 10:05 UTC/)).toBeVisible();
    const text = screen.getByRole('region', { name: 'Agreement text' });
    expect(text).toHaveTextContent('Keep it <b>secret</b>.');
    expect(container.querySelector('b')).toBeNull();
    expect(text.querySelectorAll('p')).toHaveLength(2);
    expect(text.querySelectorAll('br')).toHaveLength(1);
    expect(openDeckMock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(openDeckMock).toHaveBeenCalledTimes(2));
    expect(calls.find((call) => call.url === P.investorAccept)?.body).toEqual({ version: 1 });
    expect(await screen.findByRole('button', { name: 'Fullscreen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Confidentiality agreement' })).toBeNull();
  });

  it('shows the newer version when staff published one while the investor read', async () => {
    stubApi([agreement(1, 'Old terms.'), agreement(2, 'New terms.')], () => ({
      status: 409,
      body: { success: false, error: DECK_AGREEMENT_MESSAGES.notCurrent },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('New terms.')).toBeVisible();
    expect(openDeckMock).toHaveBeenCalledTimes(1);
  });

  it('says so when accepting fails, and lets the investor leave instead', async () => {
    const calls = stubApi([agreement(1, 'Terms.')], () => ({
      status: 500,
      body: { success: false, error: 'Internal server error' },
    }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(openDeckMock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'I do not agree, log out' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(pagePath('presentation-access')),
    );
    expect(calls.some((call) => call.url === API_PATHS.logout && call.method === 'POST')).toBe(
      true,
    );
  });

  it('opens the deck at once when the agreement was turned off meanwhile', async () => {
    stubApi([{ success: true, agreement: null } as unknown as ReturnType<typeof agreement>]);
    renderPage();
    await waitFor(() => expect(openDeckMock).toHaveBeenCalledTimes(2));
  });
});
