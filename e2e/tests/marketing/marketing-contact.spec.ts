import { expect, test, type Page } from '@playwright/test';
import { openPage, preparePage } from './marketing-helpers';

const SUCCESS = "Thank you for reaching out! We'll get back to you soon.";
const FAILED = 'Failed to send message. Please try again.';
const NETWORK = 'An error occurred while sending your message. Please try again.';

test.beforeEach(async ({ page, baseURL }) => {
  await preparePage(page, baseURL);
  await openPage(page, '/contact', /Let’s talk/);
});

async function fillForm(page: Page) {
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('E2E Visitor');
  await form.getByLabel('Email').fill(`visitor-${Date.now().toString(36)}@example.com`);
  await form.getByLabel('Message').fill('Hello from the marketing end-to-end tests.');
  return form;
}

test('shows phone, email and the Houston, Texas office from the site config', async ({ page }) => {
  await expect(page.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
    'href',
    'tel:+15550102030',
  );
  await expect(page.getByRole('link', { name: 'info@gloh.example' })).toHaveAttribute(
    'href',
    'mailto:info@gloh.example',
  );
  await expect(page.getByText('Office: Houston, Texas')).toBeVisible();
  await expect(page.getByTestId('office-address')).toContainText('Houston, TX');
});

test('sends to the real API: Sending... with fields disabled, then the thank-you message', async ({
  page,
}) => {
  const form = await fillForm(page);
  // Hold the request a moment so the submitting state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const response = page.waitForResponse('**/api/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(form.getByLabel('Name')).toBeDisabled();
  await expect(form.getByLabel('Email')).toBeDisabled();
  await expect(form.getByLabel('Message')).toBeDisabled();
  release();
  const answer = await response;
  expect(answer.status()).toBeLessThan(300);
  expect(await answer.json()).toMatchObject({ success: true });
  await expect(page.getByTestId('contact-success')).toHaveText(SUCCESS);
  await expect(page.getByTestId('contact-form')).toHaveCount(0);
  await expect(page.getByTestId('contact-success')).toBeFocused();
});

test('validates required fields and the email format before sending', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/contact', (route) => {
    calls += 1;
    return route.abort();
  });
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  expect(calls).toBe(0);
});

test('shows the server error text and keeps the form', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'X' } }),
  );
  const form = await fillForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-error')).toHaveText('X');
  await expect(form.getByLabel('Name')).toHaveValue('E2E Visitor');
  await expect(form.getByLabel('Name')).toBeEnabled();
});

test('shows the generic failure when the gateway answers without a body', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '' }));
  const form = await fillForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-error')).toHaveText(FAILED);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('shows the network message when offline, and sends once back online', async ({
  page,
  context,
}) => {
  const form = await fillForm(page);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-error')).toHaveText(NETWORK);
  await context.setOffline(false);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 200, json: { success: true, message: 'ok' } }),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-success')).toHaveText(SUCCESS);
});
