// Staff members as the console's tests need them: invited from the staff tool, on a device with a
// passkey authenticator (Chromium's virtual one, driven over CDP), enrolled through the mailed link.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { STAFF_CONSOLE_PATH, STAFF_ENROLL_PAGE } from '@gloh/contract/site-paths';
import type { StaffMemberSummary, StaffRole } from '@gloh/contract/staff';
import { admin, adminOf } from './admin-cli';
import { expectNoAxeViolations } from './axe';
import { mailTo } from './mailbox';
import { expectNoHorizontalScroll, VIEWPORTS } from './viewports';

/** The staff console's list of investors. */
export const STAFF_INVESTORS_PATH = `${STAFF_CONSOLE_PATH}/ir/investors`;
export const STAFF_NAME = 'Ada Staff';

let counter = 0;
/** A fresh staff address per test: the database lives for the whole run. */
export function staffEmail(label = 'staff'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface InvitedStaff {
  email: string;
  name: string;
  /** The single-use enrollment link, as the invitation mail carries it. */
  link: string;
}

/**
 * A new staff member invited with `admin staff invite` (a fresh address unless given), against the
 * test API or, with `apiEnv`, against another API of the test's own.
 */
export async function inviteStaff(
  roles: StaffRole | readonly StaffRole[],
  {
    email = staffEmail(),
    name = STAFF_NAME,
    apiEnv,
  }: { email?: string; name?: string; apiEnv?: Record<string, string> } = {},
): Promise<InvitedStaff> {
  const args = ['staff', 'invite', email, '--name', name];
  for (const role of typeof roles === 'string' ? [roles] : roles) args.push('--role', role);
  const { link } = await (apiEnv
    ? adminOf<{ link: string }>(apiEnv, ...args)
    : admin<{ link: string }>(...args));
  return { email, name, link };
}

/** The staff tool's list of members. */
export function listStaff(): Promise<StaffMemberSummary[]> {
  return admin<StaffMemberSummary[]>('staff', 'list');
}

const INVITATION_SUBJECT = 'Your Gloh staff account: set up your passkey';

/** The enrollment link in the newest invitation mail to `email`, read as its recipient reads it. */
export async function mailedEnrollmentLink(email: string): Promise<string> {
  const { text } = await mailTo(email, INVITATION_SUBJECT);
  const link = new RegExp(`https?://\\S+${STAFF_ENROLL_PAGE}\\?token=[\\w-]+`).exec(text)?.[0];
  if (!link) throw new Error(`No enrollment link in:\n${text}`);
  return link;
}

/**
 * Gives the page's browser context a platform passkey authenticator that verifies its user without
 * a prompt. Each browser context is a device of its own, with its own passkeys.
 */
export async function withPasskeyDevice(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Opens the enrollment link, creates the passkey and lands signed in on the console. */
export async function enroll(page: Page, link: string, name = STAFF_NAME) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your passkey' })).toBeVisible();
  // The page names the account before any passkey is made.
  await expect(page.getByText(/^This sets up the staff account of/)).toContainText(name);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page).toHaveURL(new RegExp(`${STAFF_CONSOLE_PATH}$`));
  await expect(page.getByTestId('staff-identity')).toContainText(name);
}

/** A member invited with `roles`, on the page's own passkey device, enrolled and signed in. */
export async function signedInStaff(
  context: BrowserContext,
  page: Page,
  roles: StaffRole | readonly StaffRole[],
  options: { email?: string; name?: string; apiEnv?: Record<string, string> } = {},
): Promise<InvitedStaff> {
  const invited = await inviteStaff(roles, options);
  await withPasskeyDevice(context, page);
  await enroll(page, invited.link, invited.name);
  return invited;
}

/** The console's navigation, which lists the pages the member's roles allow. */
export function consoleNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Staff console' });
}

/** The step-up dialog: the shell asks for the passkey again before a change that needs it. */
export function stepUpDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Confirm it is you' });
}

/** Answers the step-up dialog with the device's passkey; the dialog closes. */
export async function confirmStepUp(page: Page) {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm with passkey' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The page as it is now is axe clean and does not scroll sideways at each supported width; the
 * viewport is set back afterwards.
 */
export async function expectConsolePageAccessible(page: Page, label: string) {
  const before = page.viewportSize();
  // A resize can move a button under or away from the pointer; with reduced motion Bootstrap
  // drops its colour transitions, so axe measures the colours a reader sees, never a frame between
  // two states.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, label);
    await expectNoHorizontalScroll(page, `${label} must not scroll sideways`);
  }
  await page.emulateMedia({ reducedMotion: null });
  if (before) await page.setViewportSize(before);
}

/**
 * Console and page errors except the failed loads a test provoked on purpose (the browser logs a
 * refused request as "Failed to load resource: … status of 403").
 */
export function unexpectedErrors(errors: readonly string[], expectedStatuses: number[] = []) {
  return errors.filter(
    (error) =>
      !expectedStatuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
}
