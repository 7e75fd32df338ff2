import { expect, test } from '@playwright/test';
import { PRIVATE_STACKS } from '../../support/stack';
import { usePrivateStack } from '../../support/private-stack';
import { acceptCookies } from '../../support/consent-cookie';
import { linkMenu } from '../../support/header-menus';
import { gotoHydrated } from '../../support/hydration';
import {
  expectAboutPageWorks,
  expectSectionUnavailable,
  unavailableHeading,
} from '../../support/unavailable-section';

// The investors remote's server is not started: that section is down.
const stack = usePrivateStack(PRIVATE_STACKS.remoteFailure, () => ({
  marketing: undefined,
  demos: undefined,
}));
const SITE = stack.site;

test('a remote that is down shows the panel, the rest works, Retry recovers without a reload', async ({
  page,
}) => {
  await acceptCookies(page, SITE);
  // Hydrated before the menu is used: the menu opens without script, but only a hydrated page
  // follows its links without reloading, which this test checks.
  await gotoHydrated(page, `${SITE}/about`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __noReloadMarker: boolean }).__noReloadMarker = true;
  });

  await linkMenu(page.getByRole('navigation', { name: 'Main' }), 'Investors').toggle.click();
  await page.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page).toHaveURL(/\/investors\/roadmap$/);
  const panel = await expectSectionUnavailable(page);

  // Other sections keep working.
  await expectAboutPageWorks(page);
  await page.goBack();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Retry while still down: still the panel.
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(unavailableHeading(page)).toBeVisible();

  await stack.startRemote('investors');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(unavailableHeading(page)).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __noReloadMarker?: boolean }).__noReloadMarker,
    ),
  ).toBe(true);
});

test('a remote that stops after it loaded: its next page shows the panel, then recovers', async ({
  page,
}) => {
  if (!stack.isRunning('investors')) await stack.startRemote('investors');
  await acceptCookies(page, SITE);
  await page.goto(`${SITE}/demos`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await stack.stopRemote('demos');
  // A page chunk of the demos remote not fetched yet now fails to load.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/demos/gloh-research');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(unavailableHeading(page)).toBeVisible();
  await stack.startRemote('demos');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { name: 'GlohResearch', level: 1 }).or(page.locator('main h1')),
  ).toBeVisible();
  await expect(unavailableHeading(page)).toHaveCount(0);
});
