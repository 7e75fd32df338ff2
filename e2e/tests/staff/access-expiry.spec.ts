// Access with terms, end to end: investor relations give a signed-in investor's access an end date
// in the console (asked first, naming the person, then for the passkey), the investor is mailed
// beforehand, and when the time comes the API ends the access by itself: the open viewer says so
// within seconds, the login says when it ended and whom to write to, and the list says "Expired".
// The test API checks for due access every ACCESS_EXPIRY_POLL_MS (short in support/stack.ts).
import { expect, test, type Page } from '@playwright/test';
import { formatAccessTime } from '@gloh/contract/investor-access';
import { mailTo } from '../../support/mailbox';
import { collectPageErrors } from '../../support/page-errors';
import {
  confirmStepUp,
  expectConsolePageAccessible,
  signedInStaff,
  STAFF_INVESTORS_PATH,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';
import { expectAccessibleAtEachWidth } from '../../support/viewports';
import {
  APPROVED_INVESTOR_NAME,
  investorReadingTheDeck,
  logInThroughForm,
  uniqueEmail,
} from '../investors/investor-helpers';

const REMINDER_SUBJECT = 'Your access to the Gloh investor presentation ends soon';
/** Long enough for the member to set it and confirm their passkey on a busy machine. */
const ENDS_IN_MS = 50_000;

/** A time `ms` ahead: as the browser's datetime-local field takes it, and as the API stores it. */
function timeAhead(page: Page, ms: number) {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    at.setMilliseconds(0);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    // The field writes a whole minute without its seconds.
    const field = local.toISOString().slice(0, at.getSeconds() === 0 ? 16 : 19);
    return { field, iso: at.toISOString() };
  }, ms);
}

test('staff set an end date; the investor is mailed, the access ends by itself, the viewer says so and the login names the date', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(480_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('aa-expiry');

  // The investor, reading the deck on a device of their own.
  const {
    context: investorContext,
    page: investor,
    accessCode,
  } = await investorReadingTheDeck(browser, email);

  // Investor relations open their page and give the access an end.
  await signedInStaff(context, page, 'ir', { email: staffEmail('ir') });
  await page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: APPROVED_INVESTOR_NAME }).click();
  const access = page.getByRole('region', { name: 'Access' });
  await expect(access.getByText('No end date: access lasts until it is revoked.')).toBeVisible();
  await expectConsolePageAccessible(page, 'investor page with the access form');

  const ends = await timeAhead(page, ENDS_IN_MS);
  await access.getByLabel('Access ends on (your time)').fill(ends.field);
  await access.getByRole('button', { name: 'Set end date' }).click();
  const question = page.getByRole('dialog', {
    name: `End the access of ${APPROVED_INVESTOR_NAME} (${email}) on a date?`,
  });
  await expect(question).toBeVisible();
  await expectConsolePageAccessible(page, 'access end confirmation');
  await question.getByRole('button', { name: 'End access then' }).click();
  await confirmStepUp(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `The access of ${APPROVED_INVESTOR_NAME} now ends` }),
  ).toBeVisible();
  await expect(access.getByText(/^Access until /)).toBeVisible();

  // Mailed beforehand, with the date and whom to write to.
  const reminder = await mailTo(email, REMINDER_SUBJECT);
  expect(reminder.text).toContain(`ends on ${formatAccessTime(ends.iso)}`);
  expect(reminder.text).toMatch(/write to our investor relations team at \S+@\S+\./);

  // The time comes: the open viewer hears of it by itself, without a click.
  const ended = investor.getByRole('heading', { name: 'Your access has ended' });
  await expect(ended).toBeVisible({ timeout: ENDS_IN_MS + 30_000 });
  await expect(investor.locator('canvas')).toHaveCount(0);
  await expectAccessibleAtEachWidth(investor, 'access ended');

  // Signing in again is refused in words: when, and whom to write to (the site's contact email).
  await logInThroughForm(investor, email, accessCode);
  await expect(investor.getByRole('alert')).toHaveText(
    new RegExp(
      `^Your access to the investor presentation ended on ${formatAccessTime(ends.iso)}\\. To have it extended, contact our investor relations team at \\S+@\\S+\\.$`,
    ),
  );
  await expectAccessibleAtEachWidth(investor, 'login refused after the end date');

  // The console says it expired, on the list and on their page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Expired');
  await expectConsolePageAccessible(page, 'investor list with an expired access');
  // The API's step-up-required answer (403) comes before the passkey dialog.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
  await investorContext.close();
});
