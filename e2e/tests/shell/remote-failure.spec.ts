import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  PRIVATE_STACKS,
  startRemoteServer,
  startShellServer,
  stopProcess,
} from '../../support/stack';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';

/** A private composition (own shell and remote servers) so stopping a remote affects no other test. */
const PORTS = PRIVATE_STACKS.remoteFailure;
const SITE = `http://localhost:${PORTS.shell}`;

let servers: Record<string, ChildProcess | undefined> = {};

test.beforeAll(async () => {
  servers = {
    marketing: await startRemoteServer('marketing', PORTS),
    demos: await startRemoteServer('demos', PORTS),
    shell: await startShellServer(PORTS),
  };
  // The investors remote's server is not started: that section is down.
});

test.afterAll(async () => {
  await Promise.all(Object.values(servers).map(stopProcess));
});

test('a remote that is down shows the panel, the rest works, Retry recovers without a reload', async ({
  page,
}) => {
  await acceptCookies(page, SITE);
  // Hydrated before the menu is used: the server's HTML shows the Investors button before React
  // handles its click, and a click that early opens nothing.
  await gotoHydrated(page, `${SITE}/about`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __noReloadMarker: boolean }).__noReloadMarker = true;
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Investors' })
    .click();
  await page.getByRole('link', { name: 'Roadmap' }).click();
  await expect(page).toHaveURL(/\/investors\/roadmap$/);
  const panel = page.getByRole('alert');
  await expect(
    panel.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other sections keep working.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.goBack();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Retry while still down: still the panel.
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toBeVisible();

  servers.investors = await startRemoteServer('investors', PORTS);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toHaveCount(0);
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
  servers.investors ??= await startRemoteServer('investors', PORTS);
  await acceptCookies(page, SITE);
  await page.goto(`${SITE}/demos`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await stopProcess(servers.demos);
  // A page chunk of the demos remote not fetched yet now fails to load.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/demos/gloh-research');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toBeVisible();
  servers.demos = await startRemoteServer('demos', PORTS);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('heading', { name: 'GlohResearch', level: 1 }).or(page.locator('main h1')),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'This section is temporarily unavailable' }),
  ).toHaveCount(0);
});
