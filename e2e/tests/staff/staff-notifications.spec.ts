// A staff member chooses, on their own Notifications page, to be mailed about new access requests
// (by keyboard, the choice kept across a reload), a visitor requests access through the public
// form, and the mail reaches the member's inbox with a link that opens the console's page.
import { expect, test, type Page } from '@playwright/test';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import {
  STAFF_NOTIFICATION_LABELS,
  STAFF_NOTIFICATION_MESSAGES,
  STAFF_NOTIFICATIONS_PAGE,
} from '@gloh/contract/staff-notifications';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { lineOf, mailsTo, type CaughtMail } from '../../support/mailbox';
import { collectPageErrors } from '../../support/page-errors';
import { SITE_URL } from '../../support/stack';
import {
  consoleNavigation,
  expectConsolePageAccessible,
  signedInStaff,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';
import { LOGIN_PATH, uniqueEmail } from '../investors/investor-helpers';

const NOTIFICATIONS_PATH = `${STAFF_CONSOLE_PATH}/${STAFF_NOTIFICATIONS_PAGE.path}`;

function accessRequestBox(page: Page) {
  return page.getByRole('group', { name: 'Mail me when' }).getByRole('checkbox', {
    name: STAFF_NOTIFICATION_LABELS['access-request'],
  });
}

/** Ticks or unticks the box from the keyboard and saves with Enter; the page says it is saved. */
async function chooseAccessRequests(page: Page, on: boolean) {
  const box = accessRequestBox(page);
  await box.focus();
  if ((await box.isChecked()) !== on) await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked: on });
  await page.getByRole('button', { name: 'Save notification settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(STAFF_NOTIFICATION_MESSAGES.saved);
}

test('a member turns on mail about new access requests and gets one when a visitor asks', async ({
  browser,
  context,
  page,
}) => {
  const errors = collectPageErrors(page);
  const member = await signedInStaff(context, page, 'ir', { email: staffEmail('ir-notify') });
  await consoleNavigation(page).getByRole('link', { name: STAFF_NOTIFICATIONS_PAGE.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${NOTIFICATIONS_PATH}$`));

  // On by default for investor relations: off first, so the member really turns it on.
  await chooseAccessRequests(page, false);
  await page.reload();
  await expect(accessRequestBox(page)).not.toBeChecked();
  await chooseAccessRequests(page, true);
  await expectConsolePageAccessible(page, NOTIFICATIONS_PATH);
  await page.reload();
  await expect(accessRequestBox(page)).toBeChecked();

  const visitor = { email: uniqueEmail('notify-visitor'), name: `Nora Notify ${Date.now()}` };
  const visitorContext = await browser.newContext({ baseURL: SITE_URL });
  const visitorPage = await visitorContext.newPage();
  await acceptCookies(visitorPage, SITE_URL);
  await gotoHydrated(visitorPage, LOGIN_PATH);
  const form = visitorPage.getByRole('form', { name: 'Request access' });
  await form.getByLabel('Full name').fill(visitor.name);
  await form.getByLabel('Company').fill('Example Capital');
  await form.getByLabel('Phone number').fill('+1 555 0100');
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByRole('button', { name: 'Request Access' }).click();
  await expect(form.getByText(/Your request has been received/)).toBeVisible();
  await visitorContext.close();

  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(member.email)).find((caught) =>
          caught.subject.includes(visitor.name),
        );
        return mail?.subject;
      },
      { message: `the access request's mail to ${member.email}`, timeout: 15_000 },
    )
    .toMatch(new RegExp(`^New access request #\\d+: ${visitor.name} \\(Example Capital\\)$`));
  const link = lineOf(mail!, new RegExp(`https?://\\S+${STAFF_CONSOLE_PATH}/ir/access-requests`));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Access requests' })).toBeVisible();
  await expect(page.getByText(visitor.name).first()).toBeVisible();
  expect(unexpectedErrors(errors)).toEqual([]);
});
