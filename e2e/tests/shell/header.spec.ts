import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { linkMenu } from '../../support/header-menus';
import { gotoHydrated } from '../../support/hydration';
import { expectNoHorizontalScroll } from '../../support/viewports';

test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL!));

// The header's menus open without script (no-script-navigation.spec.ts); these tests check what
// the scripts add once React has hydrated the page (keys, dismissal, the modal drawer).

test('desktop header: dropdowns open by mouse and keyboard and navigate', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Gloh home' })).toHaveAttribute(
    'href',
    '/',
  );

  const investors = linkMenu(nav, 'Investors');
  await expect(investors.menu).not.toHaveAttribute('open');
  await investors.toggle.click();
  await expect(investors.menu).toHaveAttribute('open');
  for (const name of ['Presentation Access', 'Roadmap', 'Financials', 'Press Releases']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(investors.menu).not.toHaveAttribute('open');
  await expect(investors.toggle).toBeFocused();

  const building = linkMenu(nav, "What We're Building");
  await building.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(building.menu).toHaveAttribute('open');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: "What We're Building" })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Platform' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/platform$/);
  await expect(building.menu).not.toHaveAttribute('open');

  await nav.getByRole('link', { name: 'Partnerships' }).click();
  await expect(page).toHaveURL(/\/partnerships$/);
  await nav.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('desktop dropdown closes on a click outside', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const investors = linkMenu(page.getByRole('navigation', { name: 'Main' }), 'Investors');
  await investors.toggle.click();
  await expect(investors.menu).toHaveAttribute('open');
  await page.locator('main').click({ position: { x: 5, y: 300 } });
  await expect(investors.menu).not.toHaveAttribute('open');
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

    const investors = linkMenu(drawer, 'Investors');
    await expect(drawer.getByRole('link', { name: 'Roadmap' })).toBeHidden();
    await investors.toggle.click();
    await expect(investors.menu).toHaveAttribute('open');
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

  test('the drawer is a modal dialog: focus kept in it, the page behind out of reach, Escape returns focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Shown as a popover in the key press's frame, modal from the next: focus moves into it.
    const closeButton = drawer.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toBeFocused();
    expect(await drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expectNoAxeViolations(page, 'phone drawer open');

    // The page behind is inert: neither the keyboard nor a script can focus what is in it.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const footerLink = page.getByRole('contentinfo').locator('a').first();
    await footerLink.evaluate((link: HTMLElement) => link.focus());
    await expect(footerLink).not.toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // A tap opens it the same way, and its close button gives focus back to the menu button.
    await open.click();
    await expect(closeButton).toBeFocused();
    expect(await drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await closeButton.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
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
