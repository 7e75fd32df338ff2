// The marketing team ships a new page alone: a release of its remote adds the page, its menu
// entries and a Bootstrap component the shell never uses; it goes live with `gloh-release`, without
// the shell or any other app being built or restarted. Then a release without it removes it, a
// rollback restores it, and a release claiming another team's path is refused. A rollback and a
// roll forward serve every file of the release they return to, byte for byte.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PRIVATE_STACKS, ROOT } from '../../support/stack';
import { collectPageErrors } from '../../support/page-errors';
import { usePrivateStack } from '../../support/private-stack';
import { acceptCookies } from '../../support/consent-cookie';
import { linkMenu } from '../../support/header-menus';
import { deploymentFolder, fetchServedBytes, servedFiles } from '../../support/remote-releases';
import {
  nextMarketingRelease,
  PRESS_KIT_COMPONENT_CLASS,
  PRESS_KIT_PAGE,
} from '../../support/release-fixtures';
import { headOf, mainHeading, metaContent } from '../../support/raw-html';

const PORTS = PRIVATE_STACKS.releases;
const LABEL = `page-release-${PORTS.shell}`;

let deployment = '';
let pressKitRelease = '';

test.describe.configure({ mode: 'serial' });

const stack = usePrivateStack(PORTS, () => {
  deployment = deploymentFolder('marketing', LABEL);
  return { marketing: deployment, investors: undefined, demos: undefined };
});
const SITE = stack.site;

/** `pnpm --filter @gloh/mfe-marketing release`, as the marketing team runs it. */
function release(...args: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'packages/web-server/dist/release-cli.js'),
        '--remote',
        'marketing',
        '--deployment',
        deployment,
        '--site',
        SITE,
        ...args,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
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

test.beforeAll(() => {
  // Building the release the first time takes a while on a small machine.
  test.setTimeout(300_000);
  pressKitRelease = nextMarketingRelease();
});

/** The site's Bootstrap sheet a page links (composed by the shell's server for its releases). */
async function bootstrapSheetOf(pathname: string): Promise<string> {
  const html = await (await fetch(`${SITE}${pathname}`)).text();
  const href = /<link rel="stylesheet" href="(\/styles\/bootstrap\.[0-9a-f]+\.css)"/.exec(
    html,
  )?.[1];
  expect(href, `${pathname} links the site's Bootstrap sheet`).toBeDefined();
  return (await fetch(`${SITE}${href}`)).text();
}

test('before the release, no stylesheet of the site has the component the new page needs', async () => {
  const shellCss = readdirSync(path.join(ROOT, 'shell/dist/static/css'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(ROOT, 'shell/dist/static/css', file), 'utf8'))
    .join('\n');
  expect(shellCss).not.toContain(`.${PRESS_KIT_COMPONENT_CLASS}`);
  expect(await bootstrapSheetOf('/')).not.toContain(`.${PRESS_KIT_COMPONENT_CLASS}`);
});

test('a marketing release alone adds a page: menus, head tags, sitemap, hydration', async ({
  page,
}) => {
  expect(await statusOf('/press-kit')).toBe(404);
  const published = release('--build', pressKitRelease);
  expect(published.output).toContain('is live');
  expect(published.ok).toBe(true);

  // The shell reads the releases every 2 s: the page exists within seconds.
  await expect.poll(() => statusOf('/press-kit'), { timeout: 15_000 }).toBe(200);
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

  const rolledBack = release('--rollback');
  expect(rolledBack.ok).toBe(true);
  expect(rolledBack.output).toContain('is live');
  await expect.poll(() => statusOf('/press-kit'), { timeout: 15_000 }).toBe(200);
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
