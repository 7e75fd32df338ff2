import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  CONSENT_COOKIE_NAME,
  findConsentCookie,
} from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';

test('scroll-to-top appears after 300 px and scrolls back up', async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  // Page content differs per page and over time; a tall block makes the test independent of it.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')!.append(spacer);
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigation scrolls to the top, or to the element named by the hash', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Platform' }).click();
  await expect(page).toHaveURL(/\/platform$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // An in-app navigation to a hash waits for the remote page and scrolls to the named element.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about#site-footer');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/about#site-footer$/);
  await expect(page.locator('#site-footer')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.goto('/platform#site-footer');
  await expect(page.locator('#site-footer')).toBeInViewport();
});

test('cookie banner: shown after a second, customisable, remembered', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('dialog', { name: 'We value your privacy' });
  await expect(banner).toBeVisible({ timeout: 5000 });
  await banner.getByRole('button', { name: 'Customize' }).click();
  await expect(banner.getByLabel('Essential (always on)')).toBeDisabled();
  await expect(banner.getByLabel('Essential (always on)')).toBeChecked();
  await expect(banner.getByLabel('Analytics')).toBeChecked();
  await expect(banner.getByLabel('Marketing')).not.toBeChecked();
  await banner.getByLabel('Marketing').check();
  await banner.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner).toBeHidden();
  const cookie = await findConsentCookie(page);
  expect(cookie).toBeDefined();
  const record = JSON.parse(decodeURIComponent(cookie!.value));
  expect(record).toMatchObject({
    hasConsented: true,
    version: '1.0',
    preferences: { essential: true, analytics: true, marketing: true },
  });
  expect(cookie!.sameSite).toBe('Lax');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner).toBeHidden();
});

test('an unparseable consent cookie is deleted and the banner shows again', async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: CONSENT_COOKIE_NAME, value: 'not-json', url: baseURL! }]);
  await page.goto('/about');
  await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible({
    timeout: 5000,
  });
  const cookie = await findConsentCookie(page);
  expect(cookie).toBeUndefined();
  await page.getByRole('button', { name: 'Reject All' }).click();
  const stored = await findConsentCookie(page);
  expect(JSON.parse(decodeURIComponent(stored!.value)).preferences).toEqual({
    essential: true,
    analytics: false,
    marketing: false,
  });
});

test('the session widget shows connection issues when offline', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  // The widget listens for 'offline' once hydrated; going offline before that went unnoticed.
  await gotoHydrated(page, '/about');
  await expect(page.getByText('Connection Issues')).toBeHidden();
  await context.setOffline(true);
  await expect(page.getByText('Connection Issues')).toBeVisible();
  await expect(page.getByText('You appear to be offline.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Connection Issues')).toBeHidden();
});
