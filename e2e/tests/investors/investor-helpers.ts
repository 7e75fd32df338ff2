import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { approveRequestOf } from '../../support/admin-cli';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { SITE_URL } from '../../support/stack';

export const LOGIN_PATH = '/investors/presentation-access';
export const VIEWER_PATH = '/investors/presentation';

/** The name createApprovedInvestor files its requests under. */
export const APPROVED_INVESTOR_NAME = 'E2E Investor';

let counter = 0;
/** A fresh address per test: the database lives for the whole run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Files an access request through the API and approves it with the staff tool. */
export async function createApprovedInvestor(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const response = await request.post('/api/presentation-access', {
    data: {
      name: APPROVED_INVESTOR_NAME,
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email,
    },
  });
  expect(response.ok()).toBe(true);
  return approveRequestOf(email);
}

export async function logInThroughForm(page: Page, email: string, accessCode: string) {
  await gotoHydrated(page, LOGIN_PATH);
  const form = page.getByRole('form', { name: 'Investor login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Access code').fill(accessCode);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Asks the viewer to re-check its session now, as returning to the tab does. */
export async function triggerSessionCheck(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/**
 * The viewer opened the deck with pdf.js and drew its first page. Fetching the stamped deck and
 * starting pdf.js's worker take about a second on a desktop, but far longer while the rest of the suite runs,
 * so this waits longer than the default: it checks the drawing, not its
 * speed (the deck-viewer benchmark measures that).
 */
export async function expectDeckDrawn(page: Page) {
  await expect(page.locator('[data-first-page-drawn="true"]')).toBeAttached({ timeout: 30_000 });
}

/**
 * An approved investor (`email`) signed in and reading the deck on a device of their own, as
 * staff act on their access in another.
 */
export async function investorReadingTheDeck(browser: Browser, email: string) {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await acceptCookies(page, SITE_URL);
  const accessCode = await createApprovedInvestor(page.request, email);
  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
  await expectDeckDrawn(page);
  return { context, page, accessCode };
}
