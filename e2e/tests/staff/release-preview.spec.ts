// A marketing release staged with `gloh-release --stage`: visitors keep seeing the live release;
// a signed-in staff member finds it on the console's release health page (live and staged
// releases), opens its Preview (the printed link) and sees the staged release across the site at
// its real URLs, with a banner and noindex, until they exit; `--promote` makes it live.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { usePrivateStack } from '../../support/private-stack';
import { mainHeading } from '../../support/raw-html';
import { runRelease } from '../../support/release-command';
import * as fixtures from '../../support/release-fixtures';
import { deploymentFolder } from '../../support/remote-releases';
import { PRIVATE_STACKS } from '../../support/stack';
import { signedInStaff } from '../../support/staff';
import { expectNoHorizontalScroll } from '../../support/viewports';

const { HOME_HEADING, NEXT_HOME_HEADING } = fixtures;
const PORTS = PRIVATE_STACKS.releasePreview;
let deployment = '';
let nextRelease = '';

test.describe.configure({ mode: 'serial' });

const stack = usePrivateStack(
  PORTS,
  () => {
    deployment = deploymentFolder('marketing', `release-preview-${PORTS.shell}`);
    return { marketing: deployment, investors: undefined, demos: undefined };
  },
  { PREVIEW_SECRET: 'e2e-preview-secret-that-only-this-shell-signs-with' },
);
const SITE = stack.site;
const release = (...args: string[]) => runRelease('marketing', deployment, SITE, args);

/** The home page's heading as a visitor without cookies is served it. */
async function visitorsHomeHeading(): Promise<string | undefined> {
  return mainHeading(await (await fetch(`${SITE}/`)).text());
}

let previewLink = '';
let releaseId = '';
let liveId = '';

test.beforeAll(() => {
  // Building the release the first time takes a while.
  test.setTimeout(300_000);
  nextRelease = fixtures.nextMarketingRelease();
});

test('a staged release is not live: visitors keep the live one; the command prints the preview link', async () => {
  const staged = release('--stage', '--build', nextRelease);
  expect(staged.output).toContain('is staged');
  expect(staged.ok).toBe(true);
  const link = new RegExp(`${SITE}/__preview\\?remote=marketing&release=([\\w-]+)`).exec(
    staged.output,
  );
  expect(link, staged.output).not.toBeNull();
  [previewLink, releaseId] = [link?.[0] ?? '', link?.[1] ?? ''];
  const listed = release('--list').output;
  expect(listed).toContain(`${releaseId} (staged)`);
  liveId = /release ([\w-]+) is live/.exec(listed)?.[1] ?? '';
  expect(liveId, listed).not.toBe('');

  // Given the shell time to read the releases (twice its poll), nothing changed for visitors.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await visitorsHomeHeading()).toBe(HOME_HEADING);
  expect((await fetch(`${SITE}/press-kit`)).status).toBe(404);
  // Without a staff session the link opens nothing.
  const refused = await fetch(previewLink, { redirect: 'manual' });
  expect(refused.status).toBe(403);
  expect(refused.headers.get('set-cookie')).toBeNull();
  // Nor does a visitor learn which releases are staged.
  const listing = await fetch(`${SITE}/__preview/releases`);
  expect(listing.status).toBe(403);
  expect(await listing.text()).not.toContain(releaseId);
});

test('signed-in staff preview it across the site with a banner and noindex, then exit', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // Signed in on the site (cookies are per host, whatever the port: this stack's shell sees them).
  await signedInStaff(context, page, 'marketing');
  await acceptCookies(page, SITE);

  // The console's release health page says what is live and staged, each staged one with a Preview.
  await page.goto(`${SITE}/staff/marketing/release-health`);
  const releases = page.getByRole('region', { name: 'Live and staged releases' });
  await expect(releases.getByRole('listitem').first()).toContainText(
    `Marketing: release ${liveId} is live`,
  );
  const stagedList = releases.getByRole('list', { name: 'Staged Marketing releases' });
  await expect(stagedList.getByRole('listitem')).toHaveText([
    new RegExp(`^Release ${releaseId} is staged\\s*Preview$`),
  ]);
  await expect(
    releases.getByRole('link', { name: new RegExp(`Preview .* ${liveId}$`) }),
  ).toHaveCount(0);
  const previewButton = stagedList.getByRole('link', {
    name: `Preview Marketing release ${releaseId}`,
  });
  expect(new URL((await previewButton.getAttribute('href')) ?? '', SITE).href).toBe(previewLink);
  await expectNoAxeViolations(page, 'the release health page');

  const [opened] = await Promise.all([
    page.waitForResponse((response) => response.url() === previewLink),
    previewButton.click(),
  ]);
  await expect(page).toHaveURL(`${SITE}/`);
  expect(opened.headers()['cache-control']).toBe('private, no-store');
  expect(opened.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_HOME_HEADING);
  const banner = page.getByRole('region', { name: 'Release preview' });
  await expect(banner).toContainText(`marketing release ${releaseId}`);

  // Every page of the site, at its real URL: the staged release's new page too.
  await page.goto(`${SITE}/press-kit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible();
  await expect(banner).toBeVisible();
  const entries = (await (await page.request.get(`${SITE}/remotes.json`)).json()) as {
    marketing: string;
  };
  const staged = JSON.parse(
    await (
      await fetch(`${SITE}/remotes/marketing/releases/${releaseId}/render-manifest.json`)
    ).text(),
  ) as { entry: string };
  expect(entries.marketing).toBe(`/remotes/marketing/${staged.entry}`);

  // Meanwhile a visitor sees the live release.
  expect(await visitorsHomeHeading()).toBe(HOME_HEADING);
  expect(
    ((await (await fetch(`${SITE}/remotes.json`)).json()) as { marketing: string }).marketing,
  ).not.toBe(entries.marketing);

  // The banner is reachable by keyboard and fits a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${SITE}/`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'a previewed page');
  const exit = banner.getByRole('button', { name: 'Exit preview' });
  await page.keyboard.press('Tab');
  await expect(exit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  expect((await context.cookies(SITE)).map(({ name }) => name)).not.toContain('gloh_preview');
});

test('a forged preview cookie shows nothing staged and is cleared', async ({ context, page }) => {
  await context.addCookies([{ name: 'gloh_preview', value: 'forged.value', url: SITE }]);
  await page.goto(`${SITE}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  await expect(page.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
  expect((await context.cookies(SITE)).map(({ name }) => name)).not.toContain('gloh_preview');
});

test('once promoted, visitors see it', async () => {
  const promoted = release('--promote', releaseId);
  expect(promoted.output).toContain(`release ${releaseId} is live`);
  expect(promoted.ok).toBe(true);
  await expect.poll(visitorsHomeHeading, { timeout: 15_000 }).toBe(NEXT_HOME_HEADING);
  expect((await fetch(`${SITE}/press-kit`)).status).toBe(200);
});
