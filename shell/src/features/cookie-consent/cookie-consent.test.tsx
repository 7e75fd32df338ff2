import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gloh/shared/router';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '@gloh/shared/runtime-config';
import { BANNER_DELAY_MS, CONSENT_COOKIE_NAME } from './consent-record';
import { CookieConsent } from './cookie-consent';
import { CookieSettingsButton } from './cookie-settings-button';

function renderConsent() {
  return render(
    <RuntimeConfigProvider config={DEFAULT_RUNTIME_CONFIG}>
      <MemoryRouter>
        <CookieConsent askOnFirstVisit />
        <CookieSettingsButton />
      </MemoryRouter>
    </RuntimeConfigProvider>,
  );
}

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

// The banner and the dialog are a chunk of their own, downloaded when first shown.
test('a first visit is asked after the delay, by a banner loaded then', async () => {
  jest.useFakeTimers();
  renderConsent();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(BANNER_DELAY_MS);
  });
  jest.useRealTimers();
  const banner = await screen.findByRole('dialog', { name: 'We value your privacy' });
  await userEvent.click(screen.getByRole('button', { name: 'Reject All' }));
  expect(banner).not.toBeInTheDocument();
  expect(document.cookie).toContain(CONSENT_COOKIE_NAME);
});
