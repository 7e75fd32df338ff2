import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { RESET_PATH_WITH_UNKNOWN_TOKEN } from '../../support/reset-link';
import { LOGIN_PATH, logInThroughForm, VIEWER_PATH } from './investor-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

/** A server failure without the API's JSON (a proxy's error page). */
async function failWithServerError(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  );
}

async function fillAccessRequest(page: Page) {
  const form = page.getByRole('form', { name: 'Request access' });
  await form.getByLabel('Full name').fill('Ada Example');
  await form.getByLabel('Company').fill('Example Capital');
  await form.getByLabel('Phone number').fill('+1 555 0100');
  await form.getByLabel('Email').fill('offline@example.com');
  await form.getByRole('button', { name: 'Request Access' }).click();
  return form;
}

async function fillReset(page: Page) {
  await page.getByLabel('New password').fill('Investor2026');
  await page.getByLabel('Confirm password').fill('Investor2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

test.describe('offline', () => {
  test('login', async ({ page, context }) => {
    // The server's HTML shows the form before its code has arrived: go offline only once the page
    // has hydrated.
    await gotoHydrated(page, LOGIN_PATH);
    const form = page.getByRole('form', { name: 'Investor login' });
    await context.setOffline(true);
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Access code').fill('ANY-CODE');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred during login. Please try again.',
    );
    await expect(page).toHaveURL(LOGIN_PATH);
  });

  test('access request', async ({ page, context }) => {
    await gotoHydrated(page, LOGIN_PATH);
    await context.setOffline(true);
    const form = await fillAccessRequest(page);
    await expect(form.getByRole('alert')).toHaveText(
      'An error occurred while processing your request. Please try again.',
    );
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Example');
  });

  test('password reset', async ({ page, context }) => {
    await gotoHydrated(page, RESET_PATH_WITH_UNKNOWN_TOKEN);
    await context.setOffline(true);
    await fillReset(page);
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred while resetting your password. Please try again.',
    );
  });

  test('the viewer cannot confirm a session and returns to login', async ({ page }) => {
    await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
    await page.goto(VIEWER_PATH);
    await expect(page).toHaveURL(LOGIN_PATH);
  });
});

test.describe('server errors', () => {
  test("login: 'Login failed' without a server message", async ({ page }) => {
    await failWithServerError(page, '/api/auth');
    await logInThroughForm(page, 'ada@example.com', 'ANY-CODE');
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test("access request: 'Request failed' without a server message", async ({ page }) => {
    await failWithServerError(page, '/api/presentation-access');
    await gotoHydrated(page, LOGIN_PATH);
    const form = await fillAccessRequest(page);
    await expect(form.getByRole('alert')).toHaveText('Request failed');
  });

  test('password reset: the fallback text without a server message', async ({ page }) => {
    await failWithServerError(page, '/api/auth');
    await gotoHydrated(page, RESET_PATH_WITH_UNKNOWN_TOKEN);
    await fillReset(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired reset token. Please request a new password reset link.',
    );
  });

  test('password reset: an unknown token is refused by the real API', async ({ page }) => {
    await gotoHydrated(page, RESET_PATH_WITH_UNKNOWN_TOKEN);
    await fillReset(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired reset token. Please request a new password reset link.',
    );
  });

  test('password reset without a token', async ({ page }) => {
    await gotoHydrated(page, '/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or missing reset token. Please request a new password reset link.',
    );
    await page.getByLabel('New password').fill('Investor2026');
    await page.getByLabel('Confirm password').fill('Investor2026');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  test('logout returns to login even when the call fails', async ({ page }) => {
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        json: {
          success: true,
          user: { id: '1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Example' },
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
    );
    await page.route('**/api/investor-presentation', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'deck' }),
    );
    await failWithServerError(page, '/api/auth/logout');
    await page.goto(VIEWER_PATH);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGIN_PATH);
  });
});
