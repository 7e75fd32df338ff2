import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { RESET_PATH_WITH_UNKNOWN_TOKEN } from '../../support/reset-link';
import { VIEWPORTS } from '../../support/viewports';
import {
  createApprovedInvestor,
  expectDeckDrawn,
  LOGIN_PATH,
  logInThroughForm,
  uniqueEmail,
  VIEWER_PATH,
} from './investor-helpers';

// Each page as it loads is checked by the page sweep; these are states a visitor opens.

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('access page states: validation errors, server error, code dialog', async ({ page }) => {
      await gotoHydrated(page, LOGIN_PATH);
      await page.getByRole('button', { name: 'Request Access', exact: true }).click();
      await expect(page.getByText('Please enter your full name.')).toBeVisible();
      await page.route('**/api/auth', (route) =>
        route.fulfill({
          status: 401,
          json: { success: false, error: 'Invalid email or access code' },
        }),
      );
      await logInThroughForm(page, 'ada@example.com', 'WRONG');
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page, 'access page with errors');

      await page.getByRole('button', { name: 'Request Access Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Access Code' });
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Request Code' }).click();
      await expect(dialog.getByText(/Please contact support at/)).toBeVisible();
      await expectNoAxeViolations(page, 'code dialog');
    });

    test('financials with no results', async ({ page }) => {
      await gotoHydrated(page, '/investors/financials');
      await page.getByLabel('Filter by publish date').fill('no such date');
      await expect(page.getByText('No results found.')).toBeVisible();
      await expectNoAxeViolations(page, 'financials, empty');
    });

    test('reset form with unmet rules and a mismatch', async ({ page }) => {
      await gotoHydrated(page, RESET_PATH_WITH_UNKNOWN_TOKEN);
      await page.getByLabel('New password').fill('abc');
      await page.getByLabel('Confirm password').fill('abd');
      await expect(page.getByText('Passwords do not match.')).toBeVisible();
      await expectNoAxeViolations(page, 'reset form with errors');
    });
  });
}

test('the viewer has no WCAG 2.2 AA violations at 1280 and 360 px', async ({ page, request }) => {
  const email = uniqueEmail('a11y');
  const accessCode = await createApprovedInvestor(request, email);
  await logInThroughForm(page, email, accessCode);
  await expect(page).toHaveURL(VIEWER_PATH);
  await expectDeckDrawn(page);
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, 'viewer');
  }
});
