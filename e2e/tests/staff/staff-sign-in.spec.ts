// The staff console's sign-in, as staff use it: an admin's invitation from the CLI, the mailed
// enrollment link opened on a device with a passkey authenticator (Chromium's virtual one, driven
// over CDP), sign-out and sign-in again with the same passkey.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { collectPageErrors } from '../../support/page-errors';
import { enroll, inviteStaff, mailedEnrollmentLink, withPasskeyDevice } from '../../support/staff';
import { expectNoHorizontalScroll, VIEWPORTS } from '../../support/viewports';

test('an invited admin sets up a passkey, signs out and signs in with it again', async ({
  context,
  page,
}) => {
  const errors = collectPageErrors(page);
  const { email, link } = await inviteStaff('admin');
  // The tool shows the link it mailed.
  expect(await mailedEnrollmentLink(email)).toBe(link);
  const { cdp, authenticatorId } = await withPasskeyDevice(context, page);
  await page.goto(link);
  await expect(page.getByText(/^This sets up the staff account of/)).toContainText(
    `(${email}), with the roles Admin.`,
  );

  await enroll(page, link);
  await expect(page.getByTestId('staff-identity')).toContainText(email);
  await expect(page.getByRole('listitem').filter({ hasText: 'Admin' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect((await page.request.get('/api/staff/me')).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('staff-identity')).toContainText(email);
  expect((await page.request.get('/api/staff/me')).status()).toBe(200);
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});

test('an enrollment link works once', async ({ context, page }) => {
  const { link } = await inviteStaff('marketing');
  await withPasskeyDevice(context, page);
  await enroll(page, link);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // A spent link says so at once: there is nothing to create.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('invalid, expired or already used');
  await expect(page.getByRole('button', { name: 'Create a passkey' })).toHaveCount(0);
});

test('without a passkey on the device, sign-in says so and nothing is signed in', async ({
  context,
  page,
}) => {
  const { cdp, authenticatorId } = await withPasskeyDevice(context, page);
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await page.request.get('/api/staff/me')).status()).toBe(401);
});

test('staff pages are never indexed and carry no staff data in their HTML', async ({ request }) => {
  const { link } = await inviteStaff('ir');
  for (const url of ['/staff', new URL(link).pathname + new URL(link).search]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    expect(response.headers()['cache-control'], url).toBe('no-store');
    expect(await response.text(), url).not.toContain('Ada Staff');
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/staff\$$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff');
});

for (const viewport of VIEWPORTS) {
  test(`sign-in and the signed-in page have no axe violations at ${viewport.width} px`, async ({
    context,
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { link } = await inviteStaff('ir');
    await withPasskeyDevice(context, page);
    await page.goto('/staff');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expectNoAxeViolations(page, '/staff signed out');
    await expectNoHorizontalScroll(page);
    await enroll(page, link);
    await expectNoAxeViolations(page, '/staff signed in');
    await expectNoHorizontalScroll(page);
  });
}

test('the console works by keyboard', async ({ context, page }) => {
  const { link } = await inviteStaff('ir');
  await withPasskeyDevice(context, page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Create a passkey' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('staff-identity')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(signIn).toBeVisible();
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('staff-identity')).toBeVisible();
});
