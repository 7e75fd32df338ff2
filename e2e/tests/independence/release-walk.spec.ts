// A marketing release's whole walk, as its team and the company's staff go through it: a build is
// not live; staged, visitors keep the live release while signed-in staff find it in the console and
// preview it across the site (banner, noindex, one-click exit); promoted, its new page, menus, head
// tags, sitemap and a Bootstrap component the shell never used are live within seconds, without the
// shell or any other app being built or restarted; a release claiming another team's path is
// refused; a release without the page removes it and a rollback restores it; rollback and roll
// forward serve every file of the release they return to, byte for byte, and every consumer (the
// staff console too) loads its versioned entry; and a release whose page throws is rolled back by
// the remote's own server (the release guard), audited and mailed to the remote's owners.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminOf } from '../../support/admin-cli';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { linkMenu } from '../../support/header-menus';
import { gotoHydrated } from '../../support/hydration';
import { mailTo } from '../../support/mailbox';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateStack } from '../../support/private-stack';
import { headOf, mainHeading, metaContent } from '../../support/raw-html';
import { runRelease } from '../../support/release-command';
import { settleAndSendVitals } from '../../support/release-health';
import {
  HOME_HEADING,
  marketingReleaseThatThrows,
  NEXT_HOME_HEADING,
  nextMarketingRelease,
  PRESS_KIT_COMPONENT_CLASS,
  PRESS_KIT_PAGE,
  THROWING_PAGE_ERROR,
} from '../../support/release-fixtures';
import { deploymentFolder, fetchServedBytes, servedFiles } from '../../support/remote-releases';
import {
  E2E_PORTS,
  E2E_PROXY_SECRET,
  PORT_OFFSET,
  PRIVATE_STACKS,
  privateApiEnv,
  ROOT,
  startApiServer,
  stopProcess,
} from '../../support/stack';
import { signedInStaff } from '../../support/staff';
import { expectNoHorizontalScroll } from '../../support/viewports';

const PORTS = PRIVATE_STACKS.releases;
const LABEL = `release-walk-${PORTS.shell}`;
const SITE = `http://localhost:${PORTS.shell}`;
/** An API of this spec's own (the guard's settings are its own), and its operations port. */
const API_PORT = 4170 + PORT_OFFSET;
const API_OPERATIONS_PORT = 4171 + PORT_OFFSET;
const OWNER = 'web-release-guard@gloh.example';
/** Page loads of a new release the API waits for before it judges. */
const GUARD_VIEWS = 3;
const PAGE = '/platform';

const apiEnv = privateApiEnv(API_PORT, SITE, {
  METRICS_PORT: String(API_OPERATIONS_PORT),
  RELEASE_GUARD: JSON.stringify({
    marketing: { views: GUARD_VIEWS, errorRate: 0.5, owners: [OWNER] },
  }),
  // Staff invitations and the owners' mail go to the run's mail catcher.
  SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
});

let api: ChildProcess | undefined;
let marketing: ChildProcess | undefined;
let marketingLog = '';
let deployment = '';
let pressKitRelease = '';
let throwingRelease = '';

test.describe.configure({ mode: 'serial' });

/** The marketing remote's server on the deployment, with the release guard asking the API. */
async function startGuardedMarketing(): Promise<ChildProcess> {
  const port = PORTS.remotes.marketing;
  if (port === undefined) throw new Error('The stack has no marketing port');
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'packages/web-server/dist/serve-remote.js'),
      '--remote=marketing',
      `--root=${deployment}`,
      `--port=${port}`,
      `--site=${SITE}`,
    ],
    {
      env: {
        ...process.env,
        RELEASE_GUARD_API: `http://127.0.0.1:${API_OPERATIONS_PORT}`,
        RELEASE_GUARD_INTERVAL_MS: '300',
        API_PROXY_SECRET: E2E_PROXY_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => (marketingLog += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`The marketing server exited:\n${marketingLog}`);
        return fetch(`http://127.0.0.1:${port}/remotes/marketing/mf-manifest.json`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return child;
}

// Before the stack's own hooks: the shell starts in front of a running API and marketing server.
test.beforeAll(async () => {
  // Building the releases the first time takes a while on a small machine.
  test.setTimeout(600_000);
  pressKitRelease = nextMarketingRelease();
  throwingRelease = marketingReleaseThatThrows();
  deployment = deploymentFolder('marketing', LABEL);
  api = await startApiServer(apiEnv);
  marketing = await startGuardedMarketing();
});
const stack = usePrivateStack(PORTS, () => ({ investors: undefined, demos: undefined }), {
  API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
  PREVIEW_SECRET: 'e2e-preview-secret-that-only-this-shell-signs-with',
});
test.afterAll(async () => {
  await Promise.all([marketing, api].map(stopProcess));
});

/** `pnpm --filter @gloh/mfe-marketing release`, as the marketing team runs it. */
const release = (...args: string[]) => runRelease('marketing', deployment, SITE, args);

/** The home page's heading as a visitor without cookies is served it. */
async function visitorsHomeHeading(): Promise<string | undefined> {
  return mainHeading(await (await fetch(`${SITE}/`)).text());
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${SITE}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

async function statusOf(pathname: string): Promise<number> {
  return (await fetch(`${SITE}${pathname}`)).status;
}

/** Opens the header's Investors menu (once the page is interactive) and lists its links. */
async function investorsMenuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const { menu, toggle } = linkMenu(nav, 'Investors');
  await expect(async () => {
    if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await toggle.click();
    await expect(menu).toHaveAttribute('open', '', { timeout: 1_000 });
  }).toPass();
  await expect(menu.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  return menu.getByRole('link').allTextContents();
}

/** The site's Bootstrap sheet a page links (composed by the shell's server for its releases). */
async function bootstrapSheetOf(pathname: string): Promise<string> {
  const html = await (await fetch(`${SITE}${pathname}`)).text();
  const href = /<link rel="stylesheet" href="(\/styles\/bootstrap\.[0-9a-f]+\.css)"/.exec(
    html,
  )?.[1];
  expect(href, `${pathname} links the site's Bootstrap sheet`).toBeDefined();
  return (await fetch(`${SITE}${href}`)).text();
}

/** A release's id in release health: the hash of its versioned entry. */
function healthRelease(build: string): { entry: string; id: string } {
  const { entry } = JSON.parse(readFileSync(path.join(build, 'render-manifest.json'), 'utf8')) as {
    entry: string;
  };
  const id = /remoteEntry\.([0-9a-f]+)\.js$/.exec(entry)?.[1];
  if (!id) throw new Error(`${build} has no versioned entry`);
  return { entry, id };
}

/** The marketing entry the site sends every visitor to. */
async function liveMarketingEntry(): Promise<string> {
  const remotes = (await (await fetch(`${SITE}/remotes.json`)).json()) as { marketing: string };
  return remotes.marketing;
}

interface SentEvent {
  kind: string;
  metric?: string;
  release: string;
  message?: string;
}

/**
 * One visitor's page load of PAGE with analytics consent, until its release health is sent: an
 * input settles its LCP, putting the tab away sends it (with the errors, when the page throws).
 */
async function viewPage(page: Page, expected: { release: string; throws: boolean }) {
  const sent: SentEvent[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/release-health')
      sent.push(...(JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] }).events);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The analytics load after the page; once they fetch web-vitals, they listen for errors.
  const listening = page.waitForRequest(/\/web-vitals\.[^/]*\.js$/);
  await gotoHydrated(page, `${SITE}${PAGE}`);
  await listening;
  // A click makes the throwing release throw (and settles the LCP once web-vitals listens).
  await page.getByRole('heading', { level: 1 }).click();
  if (expected.throws) await expect.poll(() => errors).toEqual([THROWING_PAGE_ERROR]);
  // One LCP per page load (the guard's count), and the error the page threw.
  const kinds = expected.throws ? ['LCP', 'error'] : ['LCP'];
  await expect
    .poll(async () => {
      await settleAndSendVitals(page);
      return sent
        .map((event) => event.metric ?? event.kind)
        .filter((kind) => kinds.includes(kind))
        .sort();
    })
    .toEqual(kinds);
  for (const event of sent) expect(event.release).toBe(expected.release);
  expect(errors).toEqual(expected.throws ? [THROWING_PAGE_ERROR] : []);
}

let previewLink = '';
let releaseId = '';
let liveId = '';

test('before the release, no stylesheet of the site has the component the new page needs', async () => {
  const shellCss = readdirSync(path.join(ROOT, 'shell/dist/static/css'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(ROOT, 'shell/dist/static/css', file), 'utf8'))
    .join('\n');
  expect(shellCss).not.toContain(`.${PRESS_KIT_COMPONENT_CLASS}`);
  expect(await bootstrapSheetOf('/')).not.toContain(`.${PRESS_KIT_COMPONENT_CLASS}`);
});

test('a build is not live; staged, visitors keep the live one and the command prints the preview link', async () => {
  expect(await visitorsHomeHeading()).toBe(HOME_HEADING);
  const staged = release('--stage', '--build', pressKitRelease);
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
  test.setTimeout(180_000);
  // Signed in on the site (cookies are per host, whatever the port: this stack's shell sees them).
  await signedInStaff(context, page, 'marketing', { apiEnv });
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

test('promoted, it is live for every visitor: page, menus, head tags, sitemap, hydration', async ({
  page,
}) => {
  expect(await statusOf('/press-kit')).toBe(404);
  const promoted = release('--promote', releaseId);
  expect(promoted.output).toContain(`release ${releaseId} is live`);
  expect(promoted.ok).toBe(true);
  const returned = Date.now();

  // The shell reads the releases every 400 ms: the page, its links elsewhere and the sitemap
  // follow within seconds (bench:release-switch measures how soon under load).
  await expect.poll(() => statusOf('/press-kit'), { timeout: 15_000 }).toBe(200);
  console.log(`/press-kit answered 200 ${Date.now() - returned} ms after --promote returned`);
  expect(await visitorsHomeHeading()).toBe(NEXT_HOME_HEADING);
  const html = await (await fetch(`${SITE}/press-kit`)).text();
  expect(mainHeading(html)).toBe('Press Kit');
  const head = headOf(html);
  expect(head).toContain('<title>Press Kit | Gloh</title>');
  expect(metaContent(head, 'description')).toBe(PRESS_KIT_PAGE.description);
  expect(metaContent(head, 'og:title')).toBe('The Gloh press kit | Gloh');
  expect(html).toContain('href="/press-kit"');
  expect(await sitemapPaths()).toContain('/press-kit');

  const errors = collectPageErrors(page);
  await acceptCookies(page, SITE);
  await page.goto(`${SITE}/investors/roadmap`);
  expect(await investorsMenuLinks(page)).toContain('Press Kit');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Press Kit' })
    .click();
  await expect(page).toHaveURL(/\/press-kit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Press Kit' }),
  ).toBeVisible();

  // Loaded directly, the server's HTML hydrates without a console error.
  await page.goto(`${SITE}/press-kit`);
  await expect(page.getByTestId('press-facts')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the new page’s Bootstrap component is styled after deploying only its remote', async ({
  page,
}) => {
  expect(await bootstrapSheetOf('/press-kit')).toContain(`.${PRESS_KIT_COMPONENT_CLASS}{`);
  await page.goto(`${SITE}/press-kit`);
  const facts = page.getByTestId('press-facts');
  await expect(facts).toHaveCSS('display', 'flex');
  await expect(facts).toHaveCSS('flex-direction', 'row');
  // The list group's own rules too: its items are bordered boxes, side by side.
  const firstFact = facts.getByRole('listitem').first();
  await expect(firstFact).toHaveCSS('border-top-style', 'solid');
  await expect(firstFact).toHaveCSS('display', 'block');
});

test('a release claiming a path another team serves is refused, at release and at load', async () => {
  const conflicting = path.join(ROOT, 'e2e/.cache/deployments', `${LABEL}-conflicting`);
  rmSync(conflicting, { recursive: true, force: true });
  cpSync(pressKitRelease, conflicting, { recursive: true });
  const manifestFile = path.join(conflicting, 'render-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    sitePages: { id: string; path: string }[];
    release: string;
  };
  manifest.sitePages.push({ ...PRESS_KIT_PAGE, id: 'our-roadmap', path: '/investors/roadmap' });
  manifest.release = 'conflicting';
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const refused = release('--build', conflicting);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    'path /investors/roadmap is claimed by both investors and marketing',
  );

  // Deployed without the check, the shell refuses it itself: the last consistent releases serve.
  const live = path.join(deployment, 'render-manifest.json');
  const consistent = readFileSync(live, 'utf8');
  writeFileSync(live, JSON.stringify(manifest));
  try {
    await expect
      .poll(
        async () => {
          // The shell reads the releases when it serves a request, at most every 2 s.
          await statusOf('/press-kit');
          return stack.shellLog();
        },
        { timeout: 15_000 },
      )
      .toContain('path /investors/roadmap is claimed by both marketing and investors');
    expect(await statusOf('/press-kit')).toBe(200);
    const roadmap = await (await fetch(`${SITE}/investors/roadmap`)).text();
    expect(mainHeading(roadmap)).toBe('Roadmap');
  } finally {
    writeFileSync(live, consistent);
  }
});

test('a release without the page removes it; a rollback restores the previous release', async ({
  page,
}) => {
  // The release before it: the remote as it is built from main.
  const removed = release('--build', path.join(ROOT, 'mfe-marketing/dist'));
  expect(removed.output).toContain('is live');
  await expect.poll(() => statusOf('/press-kit'), { timeout: 15_000 }).toBe(404);
  expect(await sitemapPaths()).not.toContain('/press-kit');
  await page.goto(`${SITE}/investors/roadmap`);
  expect(await investorsMenuLinks(page)).not.toContain('Press Kit');

  const started = Date.now();
  const rolledBack = release('--rollback');
  const returned = Date.now();
  expect(rolledBack.ok).toBe(true);
  expect(rolledBack.output).toContain('is live');
  await expect.poll(() => statusOf('/press-kit'), { timeout: 15_000 }).toBe(200);
  console.log(
    `--rollback took ${returned - started} ms; /press-kit answered 200 ${Date.now() - returned} ms after it returned`,
  );
  expect(await sitemapPaths()).toContain('/press-kit');
  await page.goto(`${SITE}/press-kit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible();
});

test('rollback and roll forward serve every file of the release they return to, byte for byte', async () => {
  const port = PORTS.remotes.marketing;
  if (port === undefined) throw new Error('The stack has no marketing port');
  const mainBuild = path.join(ROOT, 'mfe-marketing/dist');
  /** Every file the remote's server serves now, fetched from it. */
  const servedNow = () => fetchServedBytes('marketing', port, servedFiles(deployment));
  /** The files of `before` that are not served with the same bytes now. */
  const differing = async (before: Map<string, string>) => {
    const now = await fetchServedBytes('marketing', port, [...before.keys()]);
    return [...before].filter(([file, bytes]) => now.get(file) !== bytes).map(([file]) => file);
  };

  expect(release('--build', pressKitRelease).ok).toBe(true);
  const a = await servedNow();
  expect(release('--build', mainBuild).ok).toBe(true);
  const b = await servedNow();
  // B differs from A where a release chooses its code: the entries and the manifests.
  for (const file of [
    'remoteEntry.js',
    'mf-manifest.json',
    'render-manifest.json',
    'ssr/remoteEntry.js',
  ]) {
    expect(a.get(file), file).toMatch(/^200 /);
    expect(b.get(file), file).not.toBe(a.get(file));
  }

  const rolledBack = release('--rollback');
  expect(rolledBack.output).toContain(`is live`);
  expect(await differing(a)).toEqual([]);
  const releaseA = JSON.parse(
    readFileSync(path.join(pressKitRelease, 'render-manifest.json'), 'utf8'),
  ) as { release: string; entry: string };
  // Every consumer is sent to the live release's versioned entry, the staff console too.
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${SITE}/remotes.json`)).json()) as { marketing: string }).marketing,
      { timeout: 15_000 },
    )
    .toBe(`/remotes/marketing/${releaseA.entry}`);

  const rolledForward = release('--roll-forward');
  expect(rolledForward.ok).toBe(true);
  expect(await differing(b)).toEqual([]);

  // Each release stays loadable whole by its id, whichever is live.
  const kept = await fetch(`${SITE}/remotes/marketing/releases/${releaseA.release}/remoteEntry.js`);
  expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await kept.text()).toBe(
    readFileSync(path.join(pressKitRelease, 'remoteEntry.js'), 'utf8'),
  );
});
test('a release whose page throws is rolled back by its server, audited and mailed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const before = healthRelease(deployment);
  const throwing = healthRelease(throwingRelease);
  expect(throwing.id).not.toBe(before.id);
  expect(await liveMarketingEntry()).toBe(`/remotes/marketing/${before.entry}`);

  /** Each page load a visitor of their own, as the guard counts them. */
  const asVisitor = async (expected: { release: string; throws: boolean }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await acceptCookies(page, SITE);
      await viewPage(page, expected);
    } finally {
      await context.close();
    }
  };
  for (let view = 0; view < 2; view += 1) await asVisitor({ release: before.id, throws: false });

  const released = release('--build', throwingRelease);
  expect(released.output).toContain('is live');
  await expect
    .poll(liveMarketingEntry, {
      timeout: 15_000,
    })
    .toBe(`/remotes/marketing/${throwing.entry}`);

  for (let view = 0; view < GUARD_VIEWS; view += 1)
    await asVisitor({ release: throwing.id, throws: true });

  // The guard asks every 300 ms; the shell reads the releases at most every 2 s.
  await expect
    .poll(liveMarketingEntry, { timeout: 30_000 })
    .toBe(`/remotes/marketing/${before.entry}`);
  expect(healthRelease(deployment).id).toBe(before.id);
  expect(marketingLog).toContain('was rolled back automatically');

  // The server logs the rollback, then reports it to the API: read the audit until it is there.
  const rollbacks = async () =>
    (
      await adminOf<{ action: string; actor: string; details: unknown }[]>(
        apiEnv,
        'audit',
        '--limit',
        '50',
      )
    ).filter(({ action }) => action === 'release.auto_rolled_back');
  await expect.poll(async () => (await rollbacks()).length, { timeout: 15_000 }).toBe(1);
  expect(await rollbacks()).toEqual([
    expect.objectContaining({
      actor: 'release-guard',
      details: expect.objectContaining({
        remote: 'marketing',
        release: throwing.id,
        returnedTo: before.id,
        live: expect.objectContaining({ pageLoads: GUARD_VIEWS, errors: GUARD_VIEWS }),
        // Earlier steps of the walk may have loaded the same release: its errors are what count.
        previous: expect.objectContaining({ errors: 0 }),
      }),
    }),
  ]);

  const mail = await mailTo(
    OWNER,
    `Release ${throwing.id} of marketing was rolled back automatically`,
  );
  expect(mail.text).toContain(`Release ${before.id} is live again`);
  expect(mail.text).toContain('error rate 100% vs 0%');
});
