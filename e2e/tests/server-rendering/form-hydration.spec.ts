import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../../support/page-errors';
import { acceptCookies } from '../../support/consent-cookie';
import { clientOnlyMarker, holdRemoteCode, waitForHydration } from '../../support/hydration';
import { RESET_PATH_WITH_UNKNOWN_TOKEN } from '../../support/reset-link';

/**
 * A visitor on a slow phone, or a password manager, fills a server-rendered form before the page
 * hydrates. The text must survive hydration as if typed: kept on screen and in the form's state,
 * validated by the form's rules, and sent.
 */

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

/** Opens a page with its remote's code held back, so the form on it is server HTML only. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdRemoteCode(page);
  // 'commit': the load events wait for the held scripts.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

async function hydrate(page: Page, release: () => void) {
  // Everything so far happened before hydration, not in a race with it.
  await expect(clientOnlyMarker(page)).toHaveCount(0);
  release();
  await waitForHydration(page);
}

test('contact: text typed before hydration is validated and sent', async ({ page }) => {
  const problems = collectPageErrors(page);
  const sent: unknown[] = [];
  await page.route('**/api/contact', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { success: true, message: 'ok' } });
  });
  const release = await openBeforeHydration(page, '/contact');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Early Visitor');
  await form.getByLabel('Email').fill('early-visitor');
  await form.getByLabel('Message').pressSequentially('Typed before the code arrived.');
  await hydrate(page, release);

  await expect(form.getByLabel('Name')).toHaveValue('Early Visitor');
  await expect(form.getByLabel('Message')).toHaveValue('Typed before the code arrived.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Only the address is refused: the other fields count as filled.
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByLabel('Message')).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);

  await form.getByLabel('Email').fill('early-visitor@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  expect(sent).toEqual([
    {
      name: 'Early Visitor',
      email: 'early-visitor@example.com',
      message: 'Typed before the code arrived.',
    },
  ]);
  expect(problems).toEqual([]);
});

test('investor login: credentials filled before hydration are sent', async ({ page }) => {
  const problems = collectPageErrors(page);
  const sent: unknown[] = [];
  await page.route('**/api/auth', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 401, json: { success: false, error: 'Invalid access code' } });
  });
  const release = await openBeforeHydration(page, '/investors/presentation-access');
  const form = page.getByRole('form', { name: 'Investor login' });
  await form.getByLabel('Email').fill('early@example.com');
  await form.getByLabel('Access code').fill('EARLY-CODE');
  await hydrate(page, release);

  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid access code');
  expect(sent).toEqual([{ action: 'login', email: 'early@example.com', accessCode: 'EARLY-CODE' }]);
  await expect(form.getByLabel('Email')).toHaveValue('early@example.com');
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
});

test('investor access request: fields filled before hydration are sent', async ({ page }) => {
  const problems = collectPageErrors(page);
  const sent: unknown[] = [];
  await page.route('**/api/presentation-access', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { success: true, message: 'Request received.' } });
  });
  const release = await openBeforeHydration(page, '/investors/presentation-access');
  const form = page.getByRole('form', { name: 'Request access' });
  await form.getByLabel('Full name').fill('Ada Early');
  await form.getByLabel('Company').fill('Early Capital');
  await form.getByLabel('Phone number').fill('+1 555 0100');
  await form.getByLabel('Email').fill('ada-early@example.com');
  await form.getByLabel('Message').fill('Filled before hydration.');
  await hydrate(page, release);

  await form.getByRole('button', { name: 'Request Access' }).click();
  await expect(form.getByRole('status')).toHaveText('Request received.');
  expect(sent).toEqual([
    {
      name: 'Ada Early',
      companyName: 'Early Capital',
      phoneNumber: '+1 555 0100',
      email: 'ada-early@example.com',
      message: 'Filled before hydration.',
    },
  ]);
  expect(problems).toEqual([]);
});

test('reset password: passwords typed and shown before hydration enable the submit', async ({
  page,
}) => {
  const problems = collectPageErrors(page);
  const sent: string[] = [];
  await page.route('**/api/auth', async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({ json: { success: true, message: 'Password reset.' } });
  });
  const release = await openBeforeHydration(page, RESET_PATH_WITH_UNKNOWN_TOKEN);
  await page.getByLabel('New password').fill('Early2026pass');
  await page.getByLabel('Confirm password').fill('Early2026pass');
  await page.getByLabel('Show passwords').check();
  await hydrate(page, release);

  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('New password')).toHaveValue('Early2026pass');
  await expect(page.getByLabel('Show passwords')).toBeChecked();
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
  await submit.click();
  await expect(page.getByText('Password reset.')).toBeVisible();
  expect(sent).toHaveLength(1);
  // A multipart body: the value follows its part's headers.
  expect(sent[0]).toMatch(/name="password"\r\n\r\nEarly2026pass\r\n/);
  expect(problems).toEqual([]);
});
