import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies, findConsentCookie } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { useRuntimeConfig } from '../../support/runtime-config';

const BANNER = { name: 'We value your privacy' } as const;

function settingsButton(page: Page) {
  return page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
}

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Cookie settings' });
}

async function storedPreferences(page: Page) {
  const cookie = await findConsentCookie(page);
  expect(cookie, 'consent cookie').toBeDefined();
  return JSON.parse(decodeURIComponent(cookie!.value)) as {
    version: string;
    preferences: { essential: boolean; analytics: boolean; marketing: boolean };
  };
}

test('"Cookie settings" in the footer reopens the preferences on every page, and saving takes effect at once', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  let analytics = true;
  for (const path of ['/', '/about', '/investors/presentation-access', '/contact']) {
    await gotoHydrated(page, path);
    await settingsButton(page).click();
    const dialog = settingsDialog(page);
    await expect(dialog, path).toBeVisible();
    // It starts from the stored choice, not from the defaults.
    const analyticsSwitch = dialog.getByRole('switch', { name: 'Analytics' });
    if (analytics) await expect(analyticsSwitch).toBeChecked();
    else await expect(analyticsSwitch).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Essential (always on)' })).toBeDisabled();
    analytics = !analytics;
    await analyticsSwitch.setChecked(analytics);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedPreferences(page)).preferences, path).toEqual({
      essential: true,
      analytics,
      marketing: false,
    });
  }
  // Reject All from the settings withdraws everything but the essential cookies.
  await settingsButton(page).click();
  await settingsDialog(page).getByRole('button', { name: 'Accept All' }).click();
  expect((await storedPreferences(page)).preferences.marketing).toBe(true);
  await settingsButton(page).click();
  await settingsDialog(page).getByRole('button', { name: 'Reject All' }).click();
  expect((await storedPreferences(page)).preferences).toEqual({
    essential: true,
    analytics: false,
    marketing: false,
  });
});

test('a new consent version (a site setting) asks again', async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  await gotoHydrated(page, '/about');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', BANNER)).toBeHidden();

  await useRuntimeConfig(page, { site: { consentVersion: '2.0' } });
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('dialog', BANNER);
  await expect(banner).toBeVisible({ timeout: 5000 });
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner).toBeHidden();
  const record = await storedPreferences(page);
  expect(record.version).toBe('2.0');
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner).toBeHidden();
});

test('the settings dialog works by keyboard: focus moves in, Escape closes, focus returns', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await gotoHydrated(page, '/about');
  const opener = settingsButton(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = settingsDialog(page);
  await expect(dialog).toBeVisible();
  // Opened with showModal(): the rest of the page is inert, as aria-modal promises.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Tab cycles inside the dialog: the page behind it is inert.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    expect(inside || !onPage, `focus after ${i + 1} Tab`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Space toggles a switch, Enter on Save stores the choice, focus goes back to the opener.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: 'Marketing' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save Preferences' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect((await storedPreferences(page)).preferences.marketing).toBe(true);
});

test('the first-visit banner is a labelled, described non-modal dialog that closes with Escape', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('dialog', BANNER);
  await expect(banner).toBeVisible({ timeout: 5000 });
  await expect(banner).toHaveAttribute('aria-modal', 'false');
  await expect(banner).toHaveAccessibleDescription(/We use essential cookies/);
  // It does not take focus by itself: the visitor may read the page first.
  await expect(banner.locator(':focus')).toHaveCount(0);

  const origin = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await origin.focus();
  await banner.getByRole('button', { name: 'Customize' }).focus();
  await page.keyboard.press('Enter');
  // Customize moves focus to the first switch the visitor can change.
  await expect(banner.getByRole('switch', { name: /Analytics/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  // Focus goes back where it came from, not to the top of the document.
  await expect(origin).toBeFocused();
});

test('saving in the banner by keyboard leaves focus on the page', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('dialog', BANNER);
  await expect(banner).toBeVisible({ timeout: 5000 });
  await banner.getByRole('button', { name: 'Reject All' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused();
});

test('at 360 px the banner leaves the bottom of the footer reachable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('dialog', BANNER);
  await expect(banner).toBeVisible({ timeout: 5000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
  const bannerTop = (await banner.boundingBox())!.y;
  for (const [name, locator] of [
    ['Cookie settings', settingsButton(page)],
    ['copyright', page.getByText(/All rights reserved/)],
    ['session status', page.getByRole('button', { name: /^Session status/ })],
  ] as const) {
    const box = (await locator.boundingBox())!;
    expect(box.y + box.height, `${name} ends above the banner`).toBeLessThanOrEqual(bannerTop);
  }
});

test('no axe violations with the settings dialog open, at 360 and 1280 px', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/about');
    await settingsButton(page).click();
    await expect(settingsDialog(page)).toBeVisible();
    await expectNoAxeViolations(page, 'cookie settings dialog');
  }
});
