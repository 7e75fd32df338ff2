// The console's overview and its navigation. An admin sees real figures (what waits, how investors
// read the deck, the mail) each linking to its page with the list's filter. On a phone the
// navigation's page list folds behind a button, so it takes no more than a quarter of a 640 px
// tall screen, and opens and closes from the keyboard; at a laptop's width it is always shown.
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@gloh/contract/api';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { expectNoAxeViolations } from '../../support/axe';
import { collectPageErrors } from '../../support/page-errors';
import {
  consoleNavigation,
  expectConsolePageAccessible,
  signedInStaff,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';
import { uniqueEmail } from '../investors/investor-helpers';

const PHONE = { width: 360, height: 640 };
/** A quarter of the phone's height. */
const MAX_NAVIGATION_HEIGHT = PHONE.height / 4;

test('the overview shows the figures an admin may see, each linking to its filtered page', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('overview');
  const filed = await page.request.post(API_PATHS.presentationAccess, {
    data: {
      name: 'Overview Requester',
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email,
    },
  });
  expect(filed.ok()).toBe(true);
  await signedInStaff(context, page, 'admin', { email: staffEmail('admin') });
  await page.goto(STAFF_CONSOLE_PATH);
  const figures = page.getByRole('region', { name: 'At a glance' });
  const waiting = figures.getByRole('link', { name: /^\d+ Access requests waiting$/ });
  await expect(waiting).toBeVisible();
  expect(Number((await waiting.textContent())!.match(/^\d+/)![0])).toBeGreaterThan(0);
  for (const name of [
    /^\d+ Investors with access$/,
    /^\d+ Viewing the deck now$/,
    /^\d+ Opened the deck in the last 7 days$/,
    /^\d+ Contact messages not handled$/,
    /^\d+ Mail not delivered yet delivery (working|not configured|failing)$/,
  ])
    await expect(figures.getByRole('link', { name })).toBeVisible();
  await expectConsolePageAccessible(page, 'staff overview with figures');

  await waiting.click();
  await expect(page).toHaveURL(`${STAFF_CONSOLE_PATH}/ir/access-requests?status=pending`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('pending');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('on a phone the navigation folds behind a button, at most a quarter of the screen tall, and opens from the keyboard', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'admin', { email: staffEmail('admin') });
  await page.setViewportSize(PHONE);
  await page.goto(STAFF_CONSOLE_PATH);
  const navigation = consoleNavigation(page);
  const height = async () => (await navigation.boundingBox())!.height;
  const menu = navigation.getByRole('button', { name: /^Console pages/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const folded = await height();
  // 229 px for an admin before the list folded.
  test.info().annotations.push({ type: 'navigation height at 360 px', description: `${folded}` });
  expect(folded).toBeLessThanOrEqual(MAX_NAVIGATION_HEIGHT);
  await expect(navigation.getByRole('link', { name: 'Investors' })).toBeHidden();
  await expectNoAxeViolations(page, 'navigation folded at 360 px');

  // Opened from the keyboard, its links follow the button in the tab order.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('link', { name: 'Overview' })).toBeFocused();
  await expectNoAxeViolations(page, 'navigation opened at 360 px');
  await navigation.getByRole('link', { name: 'Investors' }).click();
  await expect(page).toHaveURL(`${STAFF_CONSOLE_PATH}/ir/investors`);
  // Choosing a page folds it again.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Investors' })).toBeHidden();

  // At a laptop's width the pages are always shown, with no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(navigation.getByRole('link', { name: 'Investors' })).toBeVisible();
  expect(unexpectedErrors(errors)).toEqual([]);
});
