// The confidentiality agreement, end to end: investor relations publish one in the console (asked
// first, then for the passkey); an investor who signs in meets it instead of the deck, agrees, and
// the deck opens; the console then shows the acceptance on the investor's page and in the CSV.
// Its own API and shell: an agreement on the shared test API would stand before every other
// spec's deck.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { API_PATHS } from '@gloh/contract/api';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { acceptCookies } from '../../support/consent-cookie';
import { adminOf, type AccessRequestRow } from '../../support/admin-cli';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateApiStack } from '../../support/private-stack';
import { DECK_AGREEMENT_API_PORT, PRIVATE_STACKS } from '../../support/stack';
import {
  confirmStepUp,
  expectConsolePageAccessible,
  signedInStaff,
  STAFF_INVESTORS_PATH,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';
import {
  expectDeckDrawn,
  logInThroughForm,
  uniqueEmail,
  VIEWER_PATH,
} from '../investors/investor-helpers';

const AGREEMENT_PATH = `${STAFF_CONSOLE_PATH}/ir/agreement`;
const INVESTOR_NAME = 'Nora Agreement';
const AGREEMENT =
  'The presentation is confidential.\n\nDo not share it, or any part of it, with <b>anyone</b>.';

const { stack, apiEnv } = usePrivateApiStack(PRIVATE_STACKS.deckAgreement, DECK_AGREEMENT_API_PORT);

/** A device of its own on this test's site: a staff member's or the investor's. */
async function deviceOnSite(browser: Browser) {
  const context = await browser.newContext({
    baseURL: stack.site,
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

test('staff publish an agreement; the investor accepts it and the deck opens; staff see the acceptance and export it', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const staff = await deviceOnSite(browser);
  const staffErrors = collectPageErrors(staff.page);
  await signedInStaff(staff.context, staff.page, 'ir', {
    email: staffEmail('agreement'),
    apiEnv,
  });

  // Investor relations write the agreement and publish it: asked first, then for the passkey.
  await staff.page.goto(AGREEMENT_PATH);
  await expect(
    staff.page.getByRole('heading', { level: 1, name: 'Confidentiality agreement' }),
  ).toBeVisible();
  await expect(staff.page.getByText(/^No agreement is required/)).toBeVisible();
  await expectConsolePageAccessible(staff.page, 'agreement page before any version');
  await staff.page.getByLabel('Agreement text').fill(AGREEMENT);
  await staff.page.getByRole('button', { name: 'Publish as version 1' }).click();
  const question = staff.page.getByRole('dialog', {
    name: 'Publish version 1 of the agreement?',
  });
  await expect(question).toBeVisible();
  await expectConsolePageAccessible(staff.page, 'agreement publish confirmation');
  await question.getByRole('button', { name: 'Publish' }).click();
  await confirmStepUp(staff.page);
  await expect(
    staff.page.getByRole('status').filter({ hasText: 'Version 1 is published' }),
  ).toBeVisible();
  await expect(
    staff.page.getByText('Investors must accept version 1 before the deck opens.'),
  ).toBeVisible();
  await expectConsolePageAccessible(staff.page, 'agreement page with version 1');

  // The investor signs in and meets the agreement instead of the deck.
  const investor = await deviceOnSite(browser);
  const investorErrors = collectPageErrors(investor.page);
  const email = uniqueEmail('agreement');
  const filed = await investor.page.request.post(API_PATHS.presentationAccess, {
    data: {
      name: INVESTOR_NAME,
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email,
    },
  });
  expect(filed.ok()).toBe(true);
  const pending = await adminOf<AccessRequestRow[]>(apiEnv, 'requests', '--status', 'pending');
  const request = pending.find((row) => row.email === email)!;
  const { accessCode } = await adminOf<{ accessCode: string }>(
    apiEnv,
    'approve',
    String(request.id),
  );
  await acceptCookies(investor.page, stack.site);
  await logInThroughForm(investor.page, email, accessCode);
  await expect(investor.page).toHaveURL(VIEWER_PATH);
  const heading = investor.page.getByRole('heading', { name: 'Confidentiality agreement' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const text = investor.page.getByRole('region', { name: 'Agreement text' });
  await expect(text).toContainText('Do not share it, or any part of it, with <b>anyone</b>.');
  await expect(text.locator('b')).toHaveCount(0);
  await expect(investor.page.locator('canvas')).toHaveCount(0);
  await expectConsolePageAccessible(investor.page, 'agreement before the deck');

  await investor.page.getByRole('button', { name: 'I agree' }).click();
  await expectDeckDrawn(investor.page);
  await expect(heading).toHaveCount(0);
  // The viewer's first fetch of the deck was refused (403 agreement-required) before the agreement.
  expect(unexpectedErrors(investorErrors, [403])).toEqual([]);

  // The console shows the acceptance on the investor's page…
  await staff.page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(email)}`);
  await staff.page.getByRole('link', { name: INVESTOR_NAME }).click();
  await expect(staff.page.getByText(/^Agreement: accepted version 1 on .+\.$/)).toBeVisible();
  await expectConsolePageAccessible(staff.page, 'investor page with the agreement accepted');

  // …and in the CSV export, times in UTC.
  await staff.page.goto(AGREEMENT_PATH);
  await expect(staff.page.getByText('Accepted by 1 investor')).toBeVisible();
  const download = staff.page.waitForEvent('download');
  await staff.page.getByRole('link', { name: 'Export acceptances (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'accepted (UTC),email,name,company,agreement version,version published (UTC),ip,user agent',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,${email.replace(/[.+]/g, '\\$&')},${INVESTOR_NAME},Example Capital,1,`,
    ),
  );

  await Promise.all([staff.context.close(), investor.context.close()]);
  // The API's "step-up required" (403) before the passkey dialog.
  expect(unexpectedErrors(staffErrors, [403])).toEqual([]);
});
