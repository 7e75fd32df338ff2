import { expect, test } from '@playwright/test';
import { PRIVATE_STACKS } from '../../support/stack';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateStack } from '../../support/private-stack';
import { acceptCookies } from '../../support/consent-cookie';
import { breakServerRendering, deploymentFolder } from '../../support/remote-releases';
import {
  HOME_HEADING,
  NEXT_HOME_HEADING,
  nextMarketingRelease,
} from '../../support/release-fixtures';
import { mainHeading, textOf } from '../../support/raw-html';
import { publishRelease } from '../../../packages/web-server/dist/publish-release.js';

const PORTS = PRIVATE_STACKS.releases;
const PANEL_HEADING = 'This section is temporarily unavailable';

let marketingDeployment = '';

test.describe.configure({ mode: 'serial' });

// Remotes down, broken or redeployed here affect no other test. The investors remote is not
// started: that section is down.
const stack = usePrivateStack(PORTS, () => {
  marketingDeployment = deploymentFolder('marketing', `lifecycle-${PORTS.shell}`);
  const demosDeployment = deploymentFolder('demos', `lifecycle-${PORTS.shell}`);
  breakServerRendering(demosDeployment, 'See Gloh in action');
  return { marketing: marketingDeployment, demos: demosDeployment };
});
const SITE = stack.site;

test('a remote that is down: 503 with Retry-After, the layout and its panel; Retry works once it is back', async ({
  page,
}) => {
  const response = await fetch(`${SITE}/investors/roadmap`);
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const html = await response.text();
  expect(mainHeading(html)).toBe(PANEL_HEADING);
  expect(textOf(html)).toContain('All rights reserved.');
  expect(html).toContain('<header');

  await acceptCookies(page, SITE);
  await page.goto(`${SITE}/investors/roadmap`);
  const panel = page.getByRole('alert');
  await expect(panel.getByRole('heading', { name: PANEL_HEADING })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await stack.startRemote('investors');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(page.getByRole('heading', { name: PANEL_HEADING })).toHaveCount(0);
  // And the server renders it again within seconds.
  await expect
    .poll(async () => (await fetch(`${SITE}/investors/roadmap`)).status, { timeout: 15_000 })
    .toBe(200);
});

test('a remote that throws while rendering on the server: its section is rendered by the browser', async ({
  page,
}) => {
  const response = await fetch(`${SITE}/demos`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(textOf(html)).toContain('All rights reserved.');
  expect(textOf(html)).not.toContain('See Gloh in action');

  const errors = collectPageErrors(page);
  await acceptCookies(page, SITE);
  await page.goto(`${SITE}/demos`);
  await expect(page.getByRole('heading', { level: 1, name: 'See Gloh in action' })).toBeVisible();
  await expect(page.getByRole('heading', { name: PANEL_HEADING })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a deploy shows in the HTML within seconds; a page rendered before it still hydrates', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = await (await fetch(`${SITE}/`)).text();
  expect(mainHeading(before)).toBe(HOME_HEADING);

  const release = nextMarketingRelease();
  const publishedAt = Date.now();
  publishRelease(release, marketingDeployment);
  await expect
    .poll(async () => mainHeading(await (await fetch(`${SITE}/`)).text()), { timeout: 10_000 })
    .toBe(NEXT_HOME_HEADING);
  console.log(`The new release was in the HTML ${Date.now() - publishedAt} ms after the deploy.`);

  // The HTML rendered before the deploy names the versions it was rendered with; they are still
  // published, so it hydrates as it was rendered.
  const errors = collectPageErrors(page);
  await acceptCookies(page, SITE);
  await page.route(`${SITE}/`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: before }),
  );
  await page.goto(`${SITE}/`);
  await expect(page.getByRole('button', { name: /^Session status/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1')).toHaveText(HOME_HEADING);
  expect(errors).toEqual([]);

  await page.unroute(`${SITE}/`);
  await page.goto(`${SITE}/about`);
  await page.goto(`${SITE}/`);
  await expect(page.locator('main h1')).toHaveText(NEXT_HOME_HEADING);
});
