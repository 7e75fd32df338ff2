import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { linkMenu } from '../../support/header-menus';
import {
  clientOnlyMarker,
  gotoHydrated,
  holdAllScripts,
  holdRemoteCode,
  waitForHydration,
} from '../../support/hydration';
import { ROUTE_TABLE } from '../../support/route-expectations';

/**
 * Every page in the header's menus is reached by clicking, with scripts off, before they start,
 * and with them on: the menus are <details> and the drawer a popover, which the browser opens by
 * itself, and the scripts only enhance them.
 */

interface HeaderLink {
  group?: string;
  label: string;
  path: string;
}

const HEADER_LINKS: readonly HeaderLink[] = ROUTE_TABLE.filter((route) => !route.flag).flatMap(
  (route) =>
    (route.menus ?? [])
      .filter((placement) => placement.menu === 'header' || placement.menu === 'header-action')
      .map((placement) => ({ group: placement.group, label: placement.label, path: route.path })),
);

/** A page that hydrates on load: with its remote's code held, the page cannot hydrate. */
const START_PATH = '/platform';
/**
 * How far to wait for a page whose remote code is held: its document, not its load event, which
 * waits for a held script once the shell has asked for one (sooner or later, by the machine's
 * speed).
 */
const HELD_CODE_WAIT = 'domcontentloaded';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

test('the menus list every investor page and the platform', () => {
  const investors = HEADER_LINKS.filter((link) => link.group === 'Investors').map((l) => l.path);
  expect(investors).toEqual([
    '/investors/presentation-access',
    '/investors/roadmap',
    '/investors/financials',
    '/investors/press-releases',
  ]);
  expect(HEADER_LINKS).toContainEqual({
    group: "What We're Building",
    label: 'Platform',
    path: '/platform',
  });
});

/** Where the header's links are: the main navigation, or the drawer opened by its button. */
async function openNavigation(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Opens the header's navigation (and a link's group) by clicking and follows the link, for every
 * header link. A group is closed on arrival, except that the drawer, kept by a hydrated page,
 * keeps the group the visitor last opened.
 */
async function clickThroughEveryHeaderLink(page: Page, phone: boolean, hydrated: boolean) {
  for (const link of HEADER_LINKS) {
    const where = `${link.group ? `${link.group} > ` : ''}${link.label}`;
    const navigation = await openNavigation(page, phone);
    let scope = navigation;
    if (link.group) {
      const { menu, toggle } = linkMenu(navigation, link.group);
      const keptOpen =
        phone && hydrated && (await menu.evaluate((details: HTMLDetailsElement) => details.open));
      if (!keptOpen) {
        await expect(menu, where).not.toHaveAttribute('open');
        await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeHidden();
        await toggle.click();
      }
      await expect(menu, where).toHaveAttribute('open');
      scope = menu;
    }
    await scope.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page, where).toHaveURL(new RegExp(`${link.path}$`));
    await expect(page.locator('main h1').first(), where).toBeVisible();
    if (phone) await expect(page.getByRole('dialog', { name: 'Menu' }), where).toBeHidden();
  }
}

/** Axe on the open menu and the open drawer (with a group open), as a visitor would see them. */
async function expectOpenMenusAccessible(page: Page, label: string) {
  await page.setViewportSize(DESKTOP);
  await linkMenu(page.getByRole('navigation', { name: 'Main' }), 'Investors').toggle.click();
  await expectNoAxeViolations(page, `${label}: Investors menu open`);
  await page.setViewportSize(PHONE);
  const drawer = await openNavigation(page, true);
  await linkMenu(drawer, 'Investors').toggle.click();
  await expect(drawer.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await expectNoAxeViolations(page, `${label}: drawer open`);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('desktop: every header menu opens by click and reaches its pages', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(START_PATH);
    await clickThroughEveryHeaderLink(page, false, false);
  });

  test('desktop: opening one menu closes the other', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(START_PATH);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const investors = linkMenu(nav, 'Investors');
    const building = linkMenu(nav, "What We're Building");
    await investors.toggle.click();
    await expect(investors.menu).toHaveAttribute('open');
    await building.toggle.click();
    await expect(building.menu).toHaveAttribute('open');
    await expect(investors.menu).not.toHaveAttribute('open');
    await building.toggle.click();
    await expect(building.menu).not.toHaveAttribute('open');
  });

  test('phone: the drawer opens by click and reaches every page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(START_PATH);
    await clickThroughEveryHeaderLink(page, true, false);
  });

  test('phone: the drawer closes with its button, Escape and a click outside', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(START_PATH);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await openNavigation(page, true);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await openNavigation(page, true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await openNavigation(page, true);
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });
});

test.describe('with JavaScript on', () => {
  test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL!));

  test('the open menu and drawer have no WCAG 2.2 AA violations', async ({ page }) => {
    await gotoHydrated(page, START_PATH);
    await expectOpenMenusAccessible(page, 'with script');
  });

  // Axe needs script, so the server's HTML is checked before the page's scripts start: the same
  // document a browser without JavaScript shows.
  test('opened before the scripts start, they have no WCAG 2.2 AA violations', async ({ page }) => {
    await holdAllScripts(page);
    // Its deferred scripts hold DOMContentLoaded back: the document parsed is what is awaited.
    await page.goto(START_PATH, { waitUntil: 'commit' });
    await expect(page.locator('footer#site-footer')).toBeAttached();
    await expectOpenMenusAccessible(page, 'before hydration');
    await expect(clientOnlyMarker(page)).toHaveCount(0);
  });

  test('desktop: every header menu opens by click and reaches its pages', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, START_PATH);
    await clickThroughEveryHeaderLink(page, false, true);
  });

  test('phone: the drawer is modal, opens by click and reaches every page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, START_PATH);
    await openNavigation(page, true);
    // Modal: in the top layer with the page behind it inert, so focus cannot leave it.
    expect(
      await page
        .getByRole('dialog', { name: 'Menu' })
        .evaluate((dialog) => dialog.matches(':modal')),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await clickThroughEveryHeaderLink(page, true, true);
  });

  test('a desktop menu opened before the scripts start is taken over by them', async ({ page }) => {
    const release = await holdRemoteCode(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(START_PATH, { waitUntil: HELD_CODE_WAIT });
    const investors = linkMenu(page.getByRole('navigation', { name: 'Main' }), 'Investors');
    await investors.toggle.click();
    await expect(investors.menu).toHaveAttribute('open');

    release();
    await waitForHydration(page);
    // The scripts know the menu is open: Escape closes it.
    await expect(investors.menu).toHaveAttribute('open');
    await investors.toggle.focus();
    await page.keyboard.press('Escape');
    await expect(investors.menu).not.toHaveAttribute('open');
  });

  test('a drawer opened before the scripts start becomes the modal drawer', async ({ page }) => {
    const release = await holdRemoteCode(page);
    await page.setViewportSize(PHONE);
    await page.goto(START_PATH, { waitUntil: HELD_CODE_WAIT });
    const drawer = await openNavigation(page, true);
    await linkMenu(drawer, 'Investors').toggle.click();
    await expect(drawer.getByRole('link', { name: 'Roadmap' })).toBeVisible();
    expect(await drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);

    release();
    await waitForHydration(page);
    await expect
      .poll(() => drawer.evaluate((dialog) => dialog.matches(':modal')), { timeout: 5_000 })
      .toBe(true);
    await expect(drawer.getByRole('link', { name: 'Roadmap' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Roadmap' }).click();
    await expect(page).toHaveURL(/\/investors\/roadmap$/);
    await expect(drawer).toBeHidden();
  });
});
