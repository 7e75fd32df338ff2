import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import {
  createApprovedInvestor,
  LOGIN_PATH,
  logInThroughForm,
  uniqueEmail,
  VIEWER_PATH,
} from './investor-helpers';

// Well under the widget's 30 s re-check: the state must follow from the login and logout
// themselves, not from the timer.
const PROMPTLY = { timeout: 3_000 };

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

test('the session widget follows login and logout at once', async ({ page, request }) => {
  const email = uniqueEmail('widget');
  const accessCode = await createApprovedInvestor(request, email);
  const widget = page.getByRole('contentinfo').getByRole('button', { name: /^Session status:/ });

  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
  await expect(widget).toHaveText('Session status: Connected', PROMPTLY);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(LOGIN_PATH);
  await expect(widget).toHaveText('Session status: No Session', PROMPTLY);
});

test('the session widget re-checks when the tab becomes visible again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('widget-return');
  const accessCode = await createApprovedInvestor(request, email);
  const widget = page.getByRole('contentinfo').getByRole('button', { name: /^Session status:/ });
  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
  // Away from the viewer, whose own session check would otherwise announce the logout.
  await page.goto('/about');
  await expect(widget).toHaveText('Session status: Connected');

  // Logged out elsewhere (another tab): nothing on this page announced it.
  const loggedOut = await page.request.post('/api/auth/logout', { data: {} });
  expect(loggedOut.ok()).toBe(true);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(widget).toHaveText('Session status: No Session', PROMPTLY);
});
