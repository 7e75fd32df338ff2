// The release guard, end to end: a marketing release whose page throws for every visitor is rolled
// back by the remote's own server, without anyone running a command, once the API has seen its
// first page loads; the release before it is live again, the API audits the rollback and mails the
// remote's owners.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminOf } from '../../support/admin-cli';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { mailTo } from '../../support/mailbox';
import { usePrivateStack } from '../../support/private-stack';
import { marketingReleaseThatThrows, THROWING_PAGE_ERROR } from '../../support/release-fixtures';
import { deploymentFolder } from '../../support/remote-releases';
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

const PORTS = PRIVATE_STACKS.releases;
const LABEL = `release-guard-${PORTS.shell}`;
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
  // The owners' mail goes to the run's mail catcher.
  SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
});

let api: ChildProcess | undefined;
let marketing: ChildProcess | undefined;
let marketingLog = '';
let deployment = '';
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
  // Building the release the first time takes a while on a small machine.
  test.setTimeout(300_000);
  throwingRelease = marketingReleaseThatThrows();
  deployment = deploymentFolder('marketing', LABEL);
  api = await startApiServer(apiEnv);
  marketing = await startGuardedMarketing();
});
usePrivateStack(PORTS, () => ({ investors: undefined, demos: undefined }), {
  API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
});
test.afterAll(async () => {
  await Promise.all([marketing, api].map(stopProcess));
});

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
  // An input settles the LCP (and makes the throwing release throw).
  await page.getByRole('heading', { level: 1 }).click();
  if (expected.throws) await expect.poll(() => errors).toEqual([THROWING_PAGE_ERROR]);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // One LCP per page load (the guard's count), and the error the page threw.
  const kinds = expected.throws ? ['LCP', 'error'] : ['LCP'];
  await expect
    .poll(() =>
      sent
        .map((event) => event.metric ?? event.kind)
        .filter((kind) => kinds.includes(kind))
        .sort(),
    )
    .toEqual(kinds);
  for (const event of sent) expect(event.release).toBe(expected.release);
  expect(errors).toEqual(expected.throws ? [THROWING_PAGE_ERROR] : []);
}

test('a release whose page throws is rolled back by its server, audited and mailed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
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

  const cli = path.join(ROOT, 'packages/web-server/dist/release-cli.js');
  const released = execFileSync(
    process.execPath,
    [
      cli,
      '--remote=marketing',
      `--deployment=${deployment}`,
      `--site=${SITE}`,
      `--build=${throwingRelease}`,
    ],
    { encoding: 'utf8' },
  );
  expect(released).toContain('is live');
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

  const audit = await adminOf<{ action: string; actor: string; details: unknown }[]>(
    apiEnv,
    'audit',
    '--limit',
    '50',
  );
  const rollbacks = audit.filter(({ action }) => action === 'release.auto_rolled_back');
  expect(rollbacks).toEqual([
    expect.objectContaining({
      actor: 'release-guard',
      details: expect.objectContaining({
        remote: 'marketing',
        release: throwing.id,
        returnedTo: before.id,
        live: expect.objectContaining({ pageLoads: GUARD_VIEWS, errors: GUARD_VIEWS }),
        previous: expect.objectContaining({ pageLoads: 2, errors: 0 }),
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
