import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';

/**
 * The home page declares `hydration: on-interaction`: its first load keeps the server's HTML and
 * downloads none of the marketing remote's code; the first interaction inside the page downloads
 * it and hydrates the page, and that interaction is not lost.
 */

const MARKETING_CODE = /\/remotes\/marketing\/.*\.js$/;

function watch(page: Page) {
  const problems: string[] = [];
  const code: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (MARKETING_CODE.test(request.url())) code.push(new URL(request.url()).pathname);
  });
  return { problems, code };
}

/** Each of the remote's scripts answered only after a delay, so an interaction beats its code. */
async function slowRemoteCode(page: Page, ms = 600) {
  await page.route('**/remotes/marketing/static/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** A mark on the window: still there after a client-side navigation, gone after a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL!));

test('the first load of the home page downloads no marketing remote entry or page chunk', async ({
  page,
}) => {
  const { problems, code } = watch(page);
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByRole('heading', { level: 1, name: 'From Insight to Action' }),
  ).toBeVisible();
  // The page's stylesheet is linked by the server; its script is not loaded.
  expect(code).toEqual([]);
  expect(problems).toEqual([]);
});

test('answering the cookie banner gives focus back to the page without downloading its code; the next key does', async ({
  page,
}) => {
  const { problems, code } = watch(page);
  // A first visit: the banner asks.
  await page.context().clearCookies();
  await gotoHydrated(page, '/');
  const banner = page.getByRole('dialog', { name: 'We value your privacy' });
  const accept = banner.getByRole('button', { name: 'Accept All' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(code).toEqual([]);

  // A key with focus in the page asks for it.
  await page.keyboard.press('Tab');
  await expect.poll(() => code.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('the first tap inside the page hydrates it, and the tap is not lost', async ({ page }) => {
    const { problems, code } = watch(page);
    await slowRemoteCode(page);
    await gotoHydrated(page, '/');
    const heading = page.locator('main h1').first();
    const serverHeading = await heading.elementHandle();
    const toggle = page.getByRole('button', { name: /key features of GlohPredict/ });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Explainable drivers (SHAP, LIME)')).toBeVisible();
    expect(code.some((path) => path.includes('remoteEntry'))).toBe(true);
    expect(code.some((path) => path.includes('page-home'))).toBe(true);
    // Hydrated in place: the server's element is still the page's.
    expect(await serverHeading?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.locator('main').getByText('Loading')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test('a link inside the page, clicked before it hydrated, navigates client-side', async ({
  page,
}) => {
  const { problems } = watch(page);
  await slowRemoteCode(page);
  await gotoHydrated(page, '/');
  await markDocument(page);
  // Keyboard: the focus on the link asks for the page, Enter's click waits for it.
  await page.getByRole('link', { name: 'Explore Partnerships' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/partnerships$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Better outcomes are built together' }),
  ).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'From Insight to Action' }),
  ).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('a navigation that keeps the page (its logo link) hydrates it in place, never showing a loading state', async ({
  page,
}) => {
  const { problems, code } = watch(page);
  await slowRemoteCode(page);
  await gotoHydrated(page, '/');
  await markDocument(page);
  const heading = await page.locator('main h1').first().elementHandle();
  await page.getByRole('banner').getByRole('link', { name: 'Gloh home' }).first().click();
  await expect(page.locator('main').getByText('Loading')).toHaveCount(0);
  await expect.poll(() => code.some((path) => path.includes('page-home'))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').getByText('Loading')).toHaveCount(0);
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});
