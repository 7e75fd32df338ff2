// Staff on a server that cannot send mail (no SMTP): investor relations approves a request, is told
// plainly that the access code is only queued, reveals it once (a second reveal is refused) and the
// code, passed on by hand, signs the investor in. Its own API and shell, as the test API delivers mail.
import { expect, test, type Browser } from '@playwright/test';
import { API_PATHS } from '@gloh/contract/api';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { STAFF_IR_API_PATHS } from '@gloh/contract/staff-ir';
import {
  STAFF_OPS_API_PATHS,
  STAFF_OPS_MESSAGES,
  type MailReceipt,
} from '@gloh/contract/staff-ops';
import { acceptCookies } from '../../support/consent-cookie';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateApiStack } from '../../support/private-stack';
import { PRIVATE_STACKS, STAFF_NO_MAIL_API_PORT } from '../../support/stack';
import {
  confirmStepUp,
  expectConsolePageAccessible,
  signedInStaff,
  staffEmail,
  stepUpDialog,
  unexpectedErrors,
} from '../../support/staff';
import { logInThroughForm, uniqueEmail, VIEWER_PATH } from '../investors/investor-helpers';

const ACCESS_REQUESTS_PATH = `${STAFF_CONSOLE_PATH}/ir/access-requests`;
const APPROVE_URL = new RegExp(`${STAFF_IR_API_PATHS.requestApprove.replace(':id', '\\d+')}$`);

// Its own API, with no SMTP_URL: no mail server at all.
const { stack, apiEnv } = usePrivateApiStack(PRIVATE_STACKS.staffNoMail, STAFF_NO_MAIL_API_PORT);

/** A device of its own on this test's site: a staff member's or the investor's. */
async function deviceOnSite(browser: Browser) {
  const context = await browser.newContext({
    baseURL: stack.site,
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

test('without SMTP, approving says the code is only queued; revealed once, it signs the investor in', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const staff = await deviceOnSite(browser);
  const errors = collectPageErrors(staff.page);
  await signedInStaff(staff.context, staff.page, 'ir', { email: staffEmail('no-mail'), apiEnv });

  const investor = await deviceOnSite(browser);
  const email = uniqueEmail('no-mail-investor');
  const name = 'Aaron Nomail Reader';
  const filed = await investor.page.request.post(API_PATHS.presentationAccess, {
    data: { name, companyName: 'Example Capital', phoneNumber: '+1 555 0100', email },
  });
  expect(filed.ok()).toBe(true);

  await staff.page.goto(ACCESS_REQUESTS_PATH);
  const approved = staff.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && APPROVE_URL.test(response.url()) && response.ok(),
  );
  await staff.page.getByRole('button', { name: `Approve ${name}` }).click();
  // A console that asks before approving is answered first; the passkey is asked for either way.
  const approveFirst = staff.page.getByRole('dialog', { name: /^Approve the request of/ });
  await expect(stepUpDialog(staff.page).or(approveFirst)).toBeVisible();
  if (await approveFirst.isVisible()) {
    await approveFirst.getByRole('button', { name: 'Approve', exact: true }).click();
  }
  await expect(stepUpDialog(staff.page)).toBeVisible();
  await expectConsolePageAccessible(staff.page, 'step-up dialog on a server without mail');
  await confirmStepUp(staff.page);
  const { mail } = (await (await approved).json()) as { mail: MailReceipt };
  expect(mail.delivery.state).toBe('not-configured');

  await expect(
    staff.page.getByRole('status').filter({
      hasText: `Approved: the access code for ${email} is queued — mail is not configured on this server.`,
    }),
  ).toBeVisible();
  await expect(staff.page.getByText(/was mailed/)).toHaveCount(0);
  const reveal = staff.page.getByRole('button', { name: 'Reveal it once to pass it on' });
  await expectConsolePageAccessible(staff.page, 'approved, mail not configured');
  await reveal.click();
  const code = staff.page.getByLabel('The access code');
  await expect(code).toBeVisible();
  await expect(staff.page.getByText(`The access code for ${email}, shown this once`)).toBeVisible();
  await expect(reveal).toBeHidden();
  await expectConsolePageAccessible(staff.page, 'access code revealed');
  const accessCode = (await code.innerText()).trim();
  expect(accessCode).not.toBe('');

  // A second reveal of the same mail is refused, by the API itself.
  const again = await staff.page.request.post(
    STAFF_OPS_API_PATHS.mailReveal.replace(':id', encodeURIComponent(mail.id)),
    { headers: { Origin: stack.site } },
  );
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ error: STAFF_OPS_MESSAGES.mailAlreadyRevealed });

  // The code, passed on by hand, signs the investor in.
  await acceptCookies(investor.page, stack.site);
  await logInThroughForm(investor.page, email, accessCode);
  await expect(investor.page).toHaveURL(VIEWER_PATH);

  await Promise.all([staff.context.close(), investor.context.close()]);
  // The API's "step-up required" (403) before the dialog is in the console.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});
