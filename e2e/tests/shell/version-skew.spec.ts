import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PRIVATE_STACKS, ROOT } from '../../support/stack';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateStack } from '../../support/private-stack';
import { acceptCookies } from '../../support/consent-cookie';
import {
  buildRemoteAtCommit,
  buildRemoteWithSharedVersion,
} from '../../support/skewed-remote-builds';
import {
  expectAboutPageWorks,
  expectSectionUnavailable,
  unavailableHeading,
} from '../../support/unavailable-section';

/**
 * The demos remote as deployed by a team that is behind or ahead of the shell. 47dc819 is the
 * first commit of @gloh/shared 3 (the staff UI kit moved out to @gloh/staff-ui): its remote was
 * built against @gloh/shared 3.0.0. Remotes of an older major need a shell of that major, as
 * semver says.
 */
const OLDER_COMMIT = '47dc819';
const OLDER_SHARED_VERSION = '3.0.0';
const SHELL_SHARED_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'packages/shared/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const NEXT_MAJOR = `${Number(SHELL_SHARED_VERSION.split('.')[0]) + 1}.0.0`;

let olderDemosBuild = '';
let newerDemosBuild = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // Installing and building a remote at another commit takes a while the first time (then cached).
  test.setTimeout(600_000);
  olderDemosBuild = buildRemoteAtCommit('demos', OLDER_COMMIT);
  newerDemosBuild = buildRemoteWithSharedVersion('demos', NEXT_MAJOR);
});

// The demos remote starts with the build each test deploys.
const stack = usePrivateStack(PRIVATE_STACKS.versionSkew, () => ({
  marketing: undefined,
  investors: undefined,
}));
const SITE = stack.site;

/** Every `<from>@<version>` offered to the share scope for @gloh/shared's modules. */
function offeredSharedVersions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scopes = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const versions = new Set<string>();
    for (const scope of Object.values(scopes)) {
      for (const [name, byVersion] of Object.entries(scope.default ?? {})) {
        if (!name.startsWith('@gloh/shared/')) continue;
        for (const [version, share] of Object.entries(byVersion)) {
          versions.add(`${share.from}@${version}`);
        }
      }
    }
    return [...versions];
  });
}

/** Serves the demos remote from a build, then opens its page; returns the page's errors from then. */
async function openDemosServedFrom(page: Page, build: string): Promise<string[]> {
  await stack.startRemote('demos', build);
  // The shell's server notices a remote (re)deployed within seconds: until its pages are rendered
  // with this build's entry, they may still name the previous one.
  const { entry } = JSON.parse(readFileSync(path.join(build, 'render-manifest.json'), 'utf8')) as {
    entry: string;
  };
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${SITE}/demos`)).text();
        return html.includes(entry);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const errors = collectPageErrors(page);
  await acceptCookies(page, SITE);
  await page.goto(`${SITE}/demos`);
  return errors;
}

test(`a remote built at an older commit (@gloh/shared ${OLDER_SHARED_VERSION}) works under today's shell`, async ({
  page,
}) => {
  const errors = await openDemosServedFrom(page, olderDemosBuild);
  await expect(page.getByRole('heading', { level: 1, name: 'See Gloh in action' })).toBeVisible();
  await page.getByRole('link', { name: /^Launch Interactive Demo/ }).click();
  await expect(page).toHaveURL(/\/demos\/gloh-care$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'GlohCare Patient Portal' }),
  ).toBeVisible();
  await expect(unavailableHeading(page)).toHaveCount(0);

  // It really is the old build: it offered its own @gloh/shared to the share scope, and the
  // shell's copy was the one used. The page is server-rendered, so the headings above are there
  // before the remote's code has loaded in the browser: wait for its offer.
  await expect
    .poll(() => offeredSharedVersions(page), { timeout: 20_000 })
    .toContain(`demos@${OLDER_SHARED_VERSION}`);
  const offered = await offeredSharedVersions(page);
  expect(offered).toContain(`shell@${SHELL_SHARED_VERSION}`);
  expect(errors).toEqual([]);
});

test('a remote that needs a newer shared major shows its panel with the reason logged; the rest works', async ({
  page,
}) => {
  const errors = await openDemosServedFrom(page, newerDemosBuild);
  await expectSectionUnavailable(page);

  const reason = errors.find((text) => text.includes(`^${NEXT_MAJOR}`));
  expect(reason, `console errors: ${errors.join('\n')}`).toBeDefined();

  expect(reason).toContain('demos');
  expect(reason).toContain('@gloh/shared/');
  expect(reason).toContain(SHELL_SHARED_VERSION);

  // Sections whose remotes match keep working, without a reload.
  await expectAboutPageWorks(page);
});
