import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { approveRequestOf, resetLinkFor, revokeInvestor } from '../../support/admin-cli';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { recordCspViolations } from '../../support/csp-violations';
import { gotoHydrated } from '../../support/hydration';
import { expectNoHorizontalScroll, VIEWPORTS } from '../../support/viewports';
import {
  createApprovedInvestor,
  expectDeckDrawn,
  LOGIN_PATH,
  logInThroughForm,
  triggerSessionCheck,
  uniqueEmail,
  VIEWER_PATH,
} from './investor-helpers';
import { pdfText } from './pdf-text';

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

test('request access, get approved, read and download the deck, log out', async ({ page }) => {
  const email = uniqueEmail('journey');
  // The viewer (pdf.js and its worker), the download and fullscreen all work under the site's CSP and permissions.
  const violations = await recordCspViolations(page);
  await gotoHydrated(page, LOGIN_PATH);

  const requestForm = page.getByRole('form', { name: 'Request access' });
  await requestForm.getByLabel('Full name').fill('Ada Example');
  await requestForm.getByLabel('Company').fill('Example Capital');
  await requestForm.getByLabel('Phone number').fill('+1 555 0100');
  await requestForm.getByLabel('Email').fill(email);
  await requestForm.getByLabel('Message').fill('Interested in the seed round.');
  await requestForm.getByRole('button', { name: 'Request Access' }).click();
  await expect(requestForm.getByText(/Your request has been received/)).toBeVisible();
  await expect(requestForm.getByLabel('Full name')).toHaveValue('');
  await expect(requestForm.getByLabel('Email')).toHaveValue('');

  const accessCode = await approveRequestOf(email);
  const deckResponse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/investor-presentation',
  );
  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
  const deck = await deckResponse;
  expect(deck.status()).toBe(200);
  expect(deck.headers()['content-type']).toContain('application/pdf');
  await expectDeckDrawn(page);
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('gloh-investor-presentation.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pdfText(bytes)).toContain(email);

  await page.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(LOGIN_PATH);
  await page.goto(VIEWER_PATH);
  await expect(page).toHaveURL(LOGIN_PATH);
  expect(violations).toEqual([]);
});

test('the viewer sends a visitor without a session to the login page', async ({ page }) => {
  await page.goto(VIEWER_PATH);
  await expect(page).toHaveURL(LOGIN_PATH);
  const deck = await page.request.get('/api/investor-presentation');
  expect(deck.status()).toBe(401);
});

test('a wrong access code shows the server error', async ({ page, request }) => {
  const email = uniqueEmail('wrong-code');
  await createApprovedInvestor(request, email);
  await logInThroughForm(page, email, 'WRONG-CODE-0000');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or access code');
  await expect(page).toHaveURL(LOGIN_PATH);
});

for (const viewport of VIEWPORTS) {
  test(`a revoked investor is told within seconds that their access ended (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`revoked-${viewport.width}`);
    const accessCode = await createApprovedInvestor(request, email);
    await logInThroughForm(page, email, accessCode);
    await expect(page).toHaveURL(VIEWER_PATH);
    await expectDeckDrawn(page);

    const revoked = await revokeInvestor(email);
    expect(revoked.sessionsEnded).toBeGreaterThanOrEqual(1);
    // No click, no focus: the visible viewer finds out by itself.
    const heading = page.getByRole('heading', { name: 'Your access has ended' });
    await expect(heading).toBeVisible({ timeout: 8_000 });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
    await expect(page).toHaveURL(VIEWER_PATH);
    // The deck is gone from the page: no drawn page, no download link, no page bar.
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'access ended');

    await logInThroughForm(page, email, accessCode);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or access code');
  });
}

test('an investor whose session is gone is sent back to login on the next session check', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signed-out');
  const accessCode = await createApprovedInvestor(request, email);
  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
  await expectDeckDrawn(page);

  await page.context().clearCookies({ name: 'gloh_session' });
  await triggerSessionCheck(page);
  await expect(page).toHaveURL(LOGIN_PATH);
  await expect(page.getByRole('heading', { name: 'Your access has ended' })).toHaveCount(0);

  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
});

test('a reset link sets a new code once; a second use fails', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const oldCode = await createApprovedInvestor(request, email);
  const link = await resetLinkFor(email);
  expect(new URL(link).pathname).toBe('/reset-password');
  const newPassword = 'Investor2026';

  await gotoHydrated(page, link);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset successfully' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  // Redirects by itself after 3 seconds.
  await expect(page).toHaveURL(LOGIN_PATH, { timeout: 6000 });

  await logInThroughForm(page, email, oldCode);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or access code');
  await logInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(VIEWER_PATH);
  await expectDeckDrawn(page);

  await gotoHydrated(page, link);
  await page.getByLabel('New password').fill('Another2026x');
  await page.getByLabel('Confirm password').fill('Another2026x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid or expired reset token. Please request a new password reset link.',
  );
});
