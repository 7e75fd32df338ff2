// Investor relations decides several access requests at once: people picked by keyboard, one
// confirmation that names them, one passkey step-up, and a result that says which were decided and
// which not (one was approved meanwhile with the staff tool), at a phone's and a laptop's width.
// The approval gives every access one end date, which each access code's mail names.
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@gloh/contract/api';
import { formatAccessTime } from '@gloh/contract/investor-access';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { approveRequestOf } from '../../support/admin-cli';
import { mailsTo, mailTo } from '../../support/mailbox';
import { collectPageErrors } from '../../support/page-errors';
import {
  confirmStepUp,
  expectConsolePageAccessible,
  signedInStaff,
  staffEmail,
  stepUpDialog,
  unexpectedErrors,
} from '../../support/staff';
import { uniqueEmail } from '../investors/investor-helpers';

const ACCESS_REQUESTS_PATH = `${STAFF_CONSOLE_PATH}/ir/access-requests`;
const ACCESS_CODE_SUBJECT = 'Your access code for the Gloh investor presentation';
const DECLINED_SUBJECT = 'Your request to view the Gloh investor presentation';

/** People of this test only, found by their company (the list's search). */
function people(company: string, labels: readonly string[]) {
  return labels.map((label) => ({
    name: `${label} ${company}`,
    email: uniqueEmail(`bulk-${label.toLowerCase()}`),
    companyName: company,
  }));
}

async function fileRequest(
  page: Page,
  person: { name: string; email: string; companyName: string },
) {
  const filed = await page.request.post(API_PATHS.presentationAccess, {
    data: { ...person, phoneNumber: '+1 555 0100' },
  });
  expect(filed.ok()).toBe(true);
}

/** Ticks a row's checkbox from the keyboard: focused, then Space. */
async function selectByKeyboard(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name: `Select ${name}` });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

test('investor relations approves and rejects several requests with one confirmation and one passkey', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'ir', { email: staffEmail('ir') });
  const company = `Bulk ${Date.now().toString(36)}`;
  const [ann, ben, cy, dot, eve] = people(company, ['Ann', 'Ben', 'Cy', 'Dot', 'Eve']);
  for (const person of [ann!, ben!, cy!]) await fileRequest(page, person);

  await page.goto(`${ACCESS_REQUESTS_PATH}?search=${encodeURIComponent(company)}`);
  await expect(page.getByRole('checkbox', { name: `Select ${cy!.name}` })).toBeVisible();
  const count = page.getByText(/^(No requests|\d+ requests?) selected$/);
  await expect(count).toHaveText('No requests selected');
  await expect(count).toHaveAttribute('aria-live', 'polite');
  // Someone else approves Cy with the staff tool while the page still shows the request pending.
  await approveRequestOf(cy!.email);

  for (const person of [ann!, ben!, cy!]) await selectByKeyboard(page, person.name);
  await expect(count).toHaveText('3 requests selected');
  await expectConsolePageAccessible(page, `${ACCESS_REQUESTS_PATH} with 3 selected`);
  await page.getByRole('button', { name: 'Approve selected' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve 3 requests?' });
  const listed = dialog.getByRole('region', { name: 'The 3 requests' }).getByRole('listitem');
  await expect(listed).toHaveText(
    // In the list's order: newest first.
    [cy, ben, ann].map((p) => `${p!.name} (${p!.email}) — ${company}`),
  );
  await expectConsolePageAccessible(page, 'bulk approve dialog');
  // One end date for every access given, in the member's own time zone.
  const ends = await page.evaluate(() => {
    const at = new Date(Date.now() + 30 * 86_400_000);
    at.setSeconds(0, 0);
    const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    return { field: local.toISOString().slice(0, 16), iso: at.toISOString() };
  });
  await dialog.getByLabel('Access ends on (optional, your time)').fill(ends.field);
  await dialog.getByRole('button', { name: 'Approve 3 requests' }).click();
  await expect(dialog).toBeHidden();

  // One passkey for the whole choice: a fresh sign-in is no step-up.
  await expect(stepUpDialog(page)).toContainText('approve 3 requests');
  await confirmStepUp(page);
  await expect(
    page.getByRole('status').filter({
      hasText: /^2 approved, 1 failed\. Cy .*: Access request \d+ is already approved\.$/,
    }),
  ).toBeVisible();
  for (const person of [ann!, ben!]) {
    const mail = await mailTo(person.email, ACCESS_CODE_SUBJECT);
    expect(mail.text).toContain(`Your access is open until ${formatAccessTime(ends.iso)}.`);
  }
  // Only the staff tool's mail reached Cy: the bulk approval did not approve them again.
  expect((await mailsTo(cy!.email)).filter((m) => m.subject === ACCESS_CODE_SUBJECT)).toHaveLength(
    1,
  );
  await expect(count).toHaveText('No requests selected');

  // Two more, declined together with one note; the step-up of a moment ago still holds.
  for (const person of [dot!, eve!]) await fileRequest(page, person);
  await page.reload();
  const all = page.getByRole('checkbox', { name: 'Select all pending on this page' });
  await expect(page.getByRole('checkbox', { name: `Select ${eve!.name}` })).toBeVisible();
  await all.focus();
  await page.keyboard.press('Space');
  await expect(count).toHaveText('2 requests selected');
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject 2 requests' });
  await reject.getByLabel('Note to each requester (optional)').fill('We are not raising now.');
  await expectConsolePageAccessible(page, 'bulk reject dialog');
  await reject.getByRole('button', { name: 'Reject 2 requests' }).click();
  await expect(reject).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: '2 rejected. Each requester was mailed.' }),
  ).toBeVisible();
  for (const person of [dot!, eve!]) {
    expect((await mailTo(person.email, DECLINED_SUBJECT)).text).toContain(
      'We are not raising now.',
    );
  }
  await expect(page.getByText('No access requests match.')).toBeVisible();
  // The API's "step-up required" (403) before the passkey dialog.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});
