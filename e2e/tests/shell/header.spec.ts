import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { expectNoHorizontalScroll } from '../../support/viewports';

test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL!));

// The header's menus are buttons that work once React has hydrated the page; the tests click
// them as soon as that has happened, not before (a click before is not handled).

test('desktop header: dropdowns open by mouse and keyboard and navigate', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Gloh home' })).toHaveAttribute(
    'href',
    '/',
  );

  const investors = nav.getByRole('button', { name: 'Investors' });
  await expect(investors).toHaveAttribute('aria-expanded', 'false');
  await investors.click();
  await expect(investors).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Presentation Access', 'Roadmap', 'Financials', 'Press Releases']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(investors).toHaveAttribute('aria-expanded', 'false');
  await expect(investors).toBeFocused();

  const building = nav.getByRole('button', { name: "What We're Building" });
  await building.focus();
  await page.keyboard.press('Enter');
  await expect(building).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: "What We're Building" })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Platform' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/platform$/);
  await expect(building).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('link', { name: 'Partnerships' }).click();
  await expect(page).toHaveURL(/\/partnerships$/);
  await nav.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('desktop dropdown closes on a click outside', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const investors = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Investors' });
  await investors.click();
  await page.locator('main').click({ position: { x: 5, y: 300 } });
  await expect(investors).toHaveAttribute('aria-expanded', 'false');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer replaces the header links and navigates', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(355);

    const investors = drawer.getByRole('button', { name: 'Investors' });
    await expect(drawer.getByRole('link', { name: 'Roadmap' })).toBeHidden();
    await investors.click();
    await expect(investors).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('link', { name: 'Roadmap' }).click();
    await expect(page).toHaveURL(/\/investors\/roadmap$/);
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('no page content is wider than the screen', async ({ page }) => {
    for (const path of ['/', '/about', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoHorizontalScroll(page, path);
    }
  });
});

test('home has its own hero with the header over it; other pages have a sticky top bar', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCSS('position', 'absolute');
  await page.goto('/about');
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  // The viewer's fixed top bar is checked in the investor journey, where there is a session.
});
