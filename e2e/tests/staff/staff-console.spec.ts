// The staff console at work, as staff use it, each member on a device of their own with Chromium's
// virtual passkey authenticator: an admin invites a colleague (asked for the passkey again), investor
// relations approves a visitor's request (asked for the passkey again) and sees what the investor
// read, revokes an investor and, warned first, restores their access, roles keep members to their
// pages, and an unused session ends.
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_PATHS } from '@gloh/contract/api';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import { STAFF_IR_API_PATHS } from '@gloh/contract/staff-ir';
import { STAFF_OPS_API_PATHS, type StaffCountsResponse } from '@gloh/contract/staff-ops';
import { admin, approveRequestOf } from '../../support/admin-cli';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { mailsTo, mailTo } from '../../support/mailbox';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateApiStack } from '../../support/private-stack';
import { PRIVATE_STACKS, SITE_URL, STAFF_IDLE_API_PORT } from '../../support/stack';
import {
  confirmStepUp,
  consoleNavigation,
  enroll,
  expectConsolePageAccessible,
  inviteStaff,
  listStaff,
  mailedEnrollmentLink,
  signedInStaff,
  STAFF_INVESTORS_PATH,
  staffEmail,
  stepUpDialog,
  unexpectedErrors,
  withPasskeyDevice,
} from '../../support/staff';
import { expectChartKeepsToNarrowedPage } from '../../support/viewports';
import {
  expectDeckDrawn,
  LOGIN_PATH,
  logInThroughForm,
  uniqueEmail,
  VIEWER_PATH,
} from '../investors/investor-helpers';

const ACCESS_CODE_SUBJECT = 'Your access code for the Gloh investor presentation';
const ACCESS_REQUESTS_PATH = `${STAFF_CONSOLE_PATH}/ir/access-requests`;
const STAFF_ADMIN_PATH = `${STAFF_CONSOLE_PATH}/admin/staff`;
const CONTACT_MESSAGES_PATH = `${STAFF_CONSOLE_PATH}/marketing/contact-messages`;
/**
 * The navigation's badge for a page counts what waits as the API says now. Specs of the other
 * projects file and decide requests and write messages meanwhile, so the count is read from the
 * API, not predicted from what this test did; a badge that missed a change stays behind it.
 */
async function expectBadgeAsTheApiCounts(
  page: Page,
  title: 'Access requests' | 'Contact messages',
  key: 'access-requests' | 'contact-messages',
) {
  const link = consoleNavigation(page).getByRole('link', { name: new RegExp(`^${title}`) });
  await expect
    .poll(async () => {
      const answer = await page.request.get(STAFF_OPS_API_PATHS.counts);
      const waiting = ((await answer.json()) as StaffCountsResponse).counts[key] ?? 0;
      const shown = ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      const expected =
        waiting === 0
          ? new RegExp(`^${title}$`)
          : new RegExp(`^${title}\\s*${waiting}\\s*pending$`);
      return expected.test(shown) ? 'as the API counts' : `"${shown}" while ${waiting} wait`;
    })
    .toBe('as the API counts');
}

/**
 * A person of this test only. Names and addresses start with "Aa" so that lists sorted by name,
 * by address or newest first show them on their first page, among the people earlier tests left.
 */
function freshPerson(label: string) {
  const email = uniqueEmail(`aa-${label}`);
  const suffix = email.split('@')[0]!.split('-').slice(2).join('');
  return { email, name: `Aaron ${label[0]!.toUpperCase()}${label.slice(1)} ${suffix}` };
}

/** A browser context of its own: another person's device, on the test site. */
async function otherDevice(browser: Browser, baseURL = SITE_URL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

function statusSaying(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** The visitor's request through the public form, as investor-journey.spec.ts files it. */
async function requestAccessThroughForm(page: Page, person: { email: string; name: string }) {
  await acceptCookies(page, SITE_URL);
  await gotoHydrated(page, LOGIN_PATH);
  const form = page.getByRole('form', { name: 'Request access' });
  await form.getByLabel('Full name').fill(person.name);
  await form.getByLabel('Company').fill('Example Capital');
  await form.getByLabel('Phone number').fill('+1 555 0100');
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Message').fill('Interested in the seed round.');
  await form.getByRole('button', { name: 'Request Access' }).click();
  await expect(form.getByText(/Your request has been received/)).toBeVisible();
}

/** The access code in the approval mail, read as the investor reads it. */
async function mailedAccessCode(email: string): Promise<string> {
  const mail = await mailTo(email, ACCESS_CODE_SUBJECT);
  const code = /^Access code: (\S+)$/m.exec(mail.text)?.[1];
  expect(code, `access code in:\n${mail.text}`).toBeDefined();
  return code!;
}

/** The code of the second approval mail to `email` (a restored access), once it has come. */
async function secondAccessCode(email: string): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        codes = (await mailsTo(email))
          .filter((mail) => mail.subject === ACCESS_CODE_SUBJECT)
          .map((mail) => /^Access code: (\S+)$/m.exec(mail.text)?.[1] ?? '');
        return codes.length;
      },
      { message: `a second access code mailed to ${email}`, timeout: 15_000 },
    )
    .toBe(2);
  return codes[1]!;
}

/** An approved investor of this test, signed in on a device of their own. */
async function signedInInvestor(browser: Browser, label: string) {
  const person = freshPerson(label);
  const device = await otherDevice(browser);
  const filed = await device.page.request.post(API_PATHS.presentationAccess, {
    data: {
      name: person.name,
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email: person.email,
    },
  });
  expect(filed.ok()).toBe(true);
  // The staff tool answers the code too; the investor has only the mail.
  const approvedCode = await approveRequestOf(person.email);
  const accessCode = await mailedAccessCode(person.email);
  expect(accessCode).toBe(approvedCode);
  await acceptCookies(device.page, SITE_URL);
  await logInThroughForm(device.page, person.email, accessCode);
  await expect(device.page).toHaveURL(VIEWER_PATH);
  return { ...person, ...device };
}

/** The texts of a table's body row whose cell in `column` reads `value` (undefined: no such row). */
/**
 * At a phone's, a small tablet's and a laptop's width, `action` shows whole without scrolling
 * sideways: neither the page nor the table's own scrolling region (left at its start) hides it,
 * also where the table is wider than its region.
 */
async function expectActionsOnScreen(page: Page, action: Locator) {
  for (const width of [360, 800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const fit = await action.evaluate((button) => {
      const region = button.closest('.table-responsive');
      if (region) region.scrollLeft = 0;
      const edge = Math.min(window.innerWidth, region?.getBoundingClientRect().right ?? Infinity);
      const box = button.getBoundingClientRect();
      return {
        inside: box.left >= 0 && box.right <= edge,
        pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    expect(fit, `actions at ${width} px`).toEqual({ inside: true, pageFits: true });
  }
}

/** Answers the confirmation dialog named `question` with its `button`; the dialog closes. */
async function confirmAction(page: Page, question: string, button: string) {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function rowWhere(table: Locator, column: string, value: string) {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) =>
    text.trim(),
  );
  const index = headers.findIndex((header) => header.startsWith(column));
  if (index === -1) return undefined;
  for (const row of await table.locator('tbody tr').all()) {
    const cells = (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
    if (cells[index] === value) return cells.filter((_cell, at) => at !== index);
  }
  return undefined;
}

test('an admin invites an investor-relations colleague, confirming with the passkey; the mailed link enrolls them', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'admin', { email: staffEmail('admin'), name: 'Ada Admin' });
  const colleague = { email: staffEmail('ir'), name: 'Irene Relations' };

  await page.goto(STAFF_ADMIN_PATH);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeVisible();
  await expectConsolePageAccessible(page, STAFF_ADMIN_PATH);
  await email.fill(colleague.email);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(colleague.name);
  await page
    .getByRole('group', { name: 'Roles', exact: true })
    .getByRole('checkbox', { name: 'Investor relations' })
    .check();
  await page.getByRole('button', { name: 'Send invitation' }).click();

  // A fresh sign-in is no step-up: inviting asks for the passkey again.
  await expect(stepUpDialog(page)).toBeVisible();
  await expectConsolePageAccessible(page, 'step-up dialog');
  await confirmStepUp(page);
  await expect(statusSaying(page, `Invitation sent to ${colleague.email}.`)).toBeVisible();
  const member = (await listStaff()).find((row) => row.email === colleague.email);
  expect(member).toMatchObject({ name: colleague.name, roles: ['ir'], invitationPending: true });

  const link = await mailedEnrollmentLink(colleague.email);
  const irDevice = await otherDevice(browser);
  await withPasskeyDevice(irDevice.context, irDevice.page);
  await enroll(irDevice.page, link, colleague.name);
  await expect(irDevice.page.getByTestId('staff-identity')).toContainText(colleague.email);
  await expect(
    consoleNavigation(irDevice.page).getByRole('link', { name: /^Access requests/ }),
  ).toBeVisible();
  await irDevice.context.close();
  // The API's "step-up required" (403) before the dialog is in the console.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});

test('investor relations sees a new request arrive, approves it with the passkey, and sees the pages the investor read', async ({
  browser,
  context,
  page,
}) => {
  // Two people, the deck read for a while, and every console page checked at two widths.
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'ir', { email: staffEmail('ir') });
  const navigation = consoleNavigation(page);
  const accessRequests = navigation.getByRole('link', { name: /^Access requests/ });

  // On another console page when the request comes in. The badge counts what waits, as the API
  // says (earlier tests may have left requests waiting), not what arrived since the page loaded.
  await page.goto(STAFF_INVESTORS_PATH);
  await expectBadgeAsTheApiCounts(page, 'Access requests', 'access-requests');
  await expectConsolePageAccessible(page, STAFF_INVESTORS_PATH);
  const visitor = freshPerson('reader');
  const visitorDevice = await otherDevice(browser);
  await requestAccessThroughForm(visitorDevice.page, visitor);
  // Counted without a reload, and announced.
  await expectBadgeAsTheApiCounts(page, 'Access requests', 'access-requests');
  await expect(navigation.locator('[aria-live="polite"]')).toHaveText(
    /^Access requests: \d+ pending\.$/,
  );
  await expectConsolePageAccessible(page, `${STAFF_INVESTORS_PATH} with a pending count`);
  // Still waiting, so still counted after a reload.
  await page.reload();
  await expectBadgeAsTheApiCounts(page, 'Access requests', 'access-requests');

  await accessRequests.click();
  await expect(page).toHaveURL(ACCESS_REQUESTS_PATH);
  // Focus moved with the page, to its heading, not left on the link.
  await expect(page.getByRole('heading', { level: 1, name: 'Access requests' })).toBeFocused();
  const approve = page.getByRole('button', { name: `Approve ${visitor.name}` });
  await expect(approve).toBeVisible();
  await expectConsolePageAccessible(page, ACCESS_REQUESTS_PATH);
  // Approving gives the deck to an email: a fresh sign-in is no step-up, the passkey is asked again.
  await approve.click();
  await confirmAction(
    page,
    `Approve the request of ${visitor.name} (${visitor.email})?`,
    'Approve',
  );
  await confirmStepUp(page);
  await expect(
    statusSaying(page, `Approved: the access code was mailed to ${visitor.email}.`),
  ).toBeVisible();
  // Decided: no longer counted (the badge is gone when nothing else waits).
  await expectBadgeAsTheApiCounts(page, 'Access requests', 'access-requests');

  // Staff watch who is viewing the deck now: nobody of this search yet.
  await page.goto(STAFF_INVESTORS_PATH);
  await page.getByLabel('Reading').selectOption({ label: 'Viewing now' });
  await expect(page).toHaveURL(/[?&]reading=viewing-now/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(visitor.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No investors match.')).toBeVisible();

  // The investor reads page 1 of the deck for a few seconds, then leaves, which sends the reading.
  const investor = visitorDevice.page;
  await logInThroughForm(investor, visitor.email, await mailedAccessCode(visitor.email));
  await expect(investor).toHaveURL(VIEWER_PATH);
  await expectDeckDrawn(investor);
  // The opening is announced to the console, whose list shows them viewing now without a reload.
  const investors = page.getByRole('table', { name: 'Investors' });
  const watched = investors.getByRole('row').filter({ hasText: visitor.email });
  await expect(watched.getByText('Viewing now')).toBeVisible();
  await investor.waitForTimeout(3000);
  await investor.goto('about:blank');
  await expect
    .poll(
      async () => {
        const report = await admin<{ investors: { pagesReached: number[] }[] }>(
          'engagement',
          '--email',
          visitor.email,
        );
        return report.investors[0]?.pagesReached ?? [];
      },
      { timeout: 15_000 },
    )
    .toContain(1);
  await visitorDevice.context.close();

  // At a glance in the list: opened, page 1 of the live deck reached, time read; sorted by
  // completion and filtered to those who opened it, both kept in the URL, and Back restores them.
  await page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(visitor.email)}`);
  const row = investors.getByRole('row').filter({ hasText: visitor.email });
  await expect(row.locator('td[data-label="Completion"]')).toHaveText(/^\d+ % 1 of \d+ pages$/);
  await expect(row.locator('td[data-label="Reading time"]')).toHaveText(/^[1-9]\d* s$/);
  await expect(row.locator('td[data-label="First opened"]')).not.toHaveText('—');
  await page.getByLabel('Reading').selectOption({ label: 'Opened the deck' });
  await expect(page).toHaveURL(/[?&]reading=opened/);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: /^Completion/ }).click();
  await expect(page).toHaveURL(/[?&]sort=completion/);
  await expect(investors.getByRole('columnheader', { name: /^Completion/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByLabel('Reading').selectOption({ label: 'Not opened' });
  await expect(page.getByText('No investors match.')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Reading')).toHaveValue('opened');
  await expect(row).toBeVisible();
  await expect(investors.getByRole('columnheader', { name: /^Completion/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectConsolePageAccessible(page, `${STAFF_INVESTORS_PATH} with reading columns`);

  await page.getByRole('link', { name: visitor.name }).click();
  // Their visit: a desktop browser, page 1 seen, the reading time, the deck opened once.
  const visits = page.getByRole('region', { name: 'Visits' });
  const visit = visits.getByRole('listitem');
  await expect(visit).toHaveCount(1);
  await expect(visit).toContainText('DeviceDesktop');
  await expect(visit).toContainText(/Pages seen1 page of version \d+ \(1\)/);
  await expect(visit).toContainText('Deck opened1 time');
  await expect(
    page.getByRole('button', { name: `Send reset link: ${visitor.name}` }),
  ).toBeVisible();
  // The actions stay on the investor's page, whole on screen at a phone's and a laptop's width.
  const revoke = page.getByRole('button', { name: `Revoke access: ${visitor.name}` });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await revoke.scrollIntoViewIfNeeded();
    await expect(revoke, `Revoke access at ${width} px`).toBeInViewport({ ratio: 1 });
  }
  const pagesRead = page.getByRole('table', { name: 'Pages read' });
  await expect(pagesRead).toBeVisible();
  await expect
    .poll(() => rowWhere(pagesRead, 'Page', '1'), { message: 'the row of page 1' })
    .toEqual(expect.arrayContaining([expect.stringMatching(/[1-9]/)]));
  await expectChartKeepsToNarrowedPage(
    page,
    page.locator('.apexcharts-canvas').first(),
    'the pages-read chart',
  );
  await expectConsolePageAccessible(page, `${STAFF_INVESTORS_PATH}/<investor>`);
  // The API's "step-up required" (403) before the dialog is in the console.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});

test('the API refuses investor-relations data to a marketing member (403)', async ({
  context,
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'marketing', { email: staffEmail('marketing') });
  const status = await page.evaluate(
    (path) => fetch(path).then((response) => response.status),
    STAFF_IR_API_PATHS.requests,
  );
  expect(status).toBe(403);
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});

test("a marketing member's navigation has their pages and none of investor relations", async ({
  context,
  page,
}) => {
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'marketing', { email: staffEmail('marketing') });
  const navigation = consoleNavigation(page);
  await expect(navigation.getByRole('link', { name: /^Contact messages/ })).toBeVisible();
  await expect(navigation.getByRole('link', { name: /^Access requests/ })).toHaveCount(0);
  await expectConsolePageAccessible(page, STAFF_CONSOLE_PATH);
  await navigation.getByRole('link', { name: /^Contact messages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  await expectConsolePageAccessible(page, 'contact messages');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('a new contact message appears and is announced without a reload; after Mark handled focus goes to the next message', async ({
  context,
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signedInStaff(context, page, 'marketing', { email: staffEmail('marketing') });
  await page.goto(CONTACT_MESSAGES_PATH);
  const table = page.getByRole('table', { name: 'Contact messages' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Two visitors write, a moment apart, while the page is open.
  const write = async (label: string) => {
    const sender = freshPerson(label);
    const sent = await request.post('/api/contact', {
      data: { name: sender.name, email: sender.email, message: 'Written while you watched.' },
    });
    expect(sent.ok()).toBe(true);
    // The new message is listed with no reload, and announced. (Visitors of other specs write
    // meanwhile, so it is found by its sender, not by its place.)
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: sender.name, exact: true }) });
    await expect(row).toBeVisible();
    await expect(statusSaying(page, `New contact message from ${sender.name}.`)).toBeAttached();
    return { sender, row };
  };
  const earlier = await write('earlier');
  const later = await write('later');
  // Newest first: the later message is above the earlier one.
  const rowNames = await table.getByRole('row').allInnerTexts();
  const indexOf = (name: string) => rowNames.findIndex((text) => text.includes(name));
  expect(indexOf(later.sender.name)).toBeLessThan(indexOf(earlier.sender.name));
  await expectBadgeAsTheApiCounts(page, 'Contact messages', 'contact-messages');
  await expectConsolePageAccessible(page, 'contact messages with live messages');

  await later.row
    .getByRole('button', { name: `Mark handled: message from ${later.sender.name}` })
    .click();
  await expect(
    statusSaying(page, `Message from ${later.sender.name} marked handled.`),
  ).toBeAttached();
  // Focus goes on to the next message's action, not to <body>.
  await expect(
    page.getByRole('button', { name: `Mark handled: message from ${earlier.sender.name}` }),
  ).toBeFocused();
  await expectBadgeAsTheApiCounts(page, 'Contact messages', 'contact-messages');
  expect(unexpectedErrors(errors)).toEqual([]);
});

test('revoking an investor asks for the passkey again (cancelled, nothing changes); approving their new request warns that it restores their access', async ({
  browser,
  context,
  page,
}) => {
  const errors = collectPageErrors(page);
  const investor = await signedInInvestor(browser, 'revoked');
  const investorSession = () => investor.page.request.get(API_PATHS.me);
  expect((await investorSession()).status()).toBe(200);
  // Signed in just now, never stepped up: the API wants a step-up for a revocation.
  await signedInStaff(context, page, 'ir', { email: staffEmail('ir') });
  await page.goto(STAFF_INVESTORS_PATH);
  const revoke = page.getByRole('button', { name: `Revoke access: ${investor.name}` });
  await expect(revoke).toBeVisible();
  await expectActionsOnScreen(page, revoke);

  const revokeQuestion = `Revoke access for ${investor.name} (${investor.email})?`;
  await revoke.click();
  await expectConsolePageAccessible(page, 'revoke confirmation dialog');
  await confirmAction(page, revokeQuestion, 'Revoke access');
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await investorSession()).status()).toBe(200);
  await expect(revoke).toBeVisible();

  await revoke.click();
  await confirmAction(page, revokeQuestion, 'Revoke access');
  await confirmStepUp(page);
  await expect(statusSaying(page, /revoked/i)).toBeVisible();
  expect((await investorSession()).status()).toBe(401);

  // The revoked investor asks again: approving would give them their access back, and the console
  // says so before the member confirms and after.
  const again = await investor.page.request.post(API_PATHS.presentationAccess, {
    data: {
      name: investor.name,
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email: investor.email,
    },
  });
  expect(again.ok()).toBe(true);
  await page.goto(ACCESS_REQUESTS_PATH);
  const approve = page.getByRole('button', { name: `Approve ${investor.name}` });
  await expectActionsOnScreen(page, approve);
  await approve.click();
  const restore = page.getByRole('dialog', { name: `Restore the access of ${investor.name}?` });
  await expect(restore).toContainText(`The access of ${investor.email} was revoked on`);
  await expect(restore).toContainText('Approving this request restores its access to the deck.');
  await expectConsolePageAccessible(page, 'restore-access dialog');
  await restore.getByRole('button', { name: 'Approve and restore access' }).click();
  // Stepped up for the revocation a moment ago, in this session: no new passkey question.
  await expect(
    statusSaying(
      page,
      `Access restored: ${investor.email} had been revoked; a new access code was mailed to them.`,
    ),
  ).toBeVisible();
  await logInThroughForm(investor.page, investor.email, await secondAccessCode(investor.email));
  await expect(investor.page).toHaveURL(VIEWER_PATH);
  await investor.context.close();
  // The API's "step-up required" (403) before each dialog is in the console.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});

test.describe('with staff sessions that end after 10 s unused', () => {
  const { stack, apiEnv } = usePrivateApiStack(PRIVATE_STACKS.staffIdle, STAFF_IDLE_API_PORT, {
    STAFF_SESSION_IDLE_SECONDS: '10',
  });

  test('an unused session ends, and the console says so at the next click', async ({ browser }) => {
    const device: { context: BrowserContext; page: Page } = await otherDevice(browser, stack.site);
    const { page } = device;
    const errors = collectPageErrors(page);
    const { link } = await inviteStaff('ir', { email: staffEmail('idle'), apiEnv });
    expect(new URL(link).origin).toBe(stack.site);
    await withPasskeyDevice(device.context, page);
    await enroll(page, link);
    const accessRequests = consoleNavigation(page).getByRole('link', { name: /^Access requests/ });
    await expect(accessRequests).toBeVisible();

    await page.waitForTimeout(11_000);
    await accessRequests.click();
    await expect(page.getByText('Your staff session has ended. Sign in again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expectConsolePageAccessible(page, 'session ended');
    expect((await page.request.get(`${stack.site}${STAFF_API_PATHS.me}`)).status()).toBe(401);
    await device.context.close();
    expect(unexpectedErrors(errors, [401])).toEqual([]);
  });
});
