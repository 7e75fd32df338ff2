// A release and its rollback while visitors keep asking for pages: within seconds of the release
// command returning, the page's status, the menus of the other pages and the sitemap all reflect
// it, and they never disagree for longer than the one round of reads during which it switched.
// How soon exactly is a figure of `pnpm bench:release-switch`; here a round of reads alone can take
// 2 s while the other projects load the machine.
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PRIVATE_STACKS, ROOT } from '../../support/stack';
import { usePrivateStack } from '../../support/private-stack';
import { deploymentFolder } from '../../support/remote-releases';

const PORTS = PRIVATE_STACKS.releases;
const LABEL = `release-switch-${PORTS.shell}`;
/** A page of the marketing remote with header and footer menu entries. */
const PAGE = '/partnerships';
const MENU_LINK = `href="${PAGE}">Partnerships</a>`;
const LOADED_PAGES = ['/', '/about', PAGE, '/investors/roadmap', '/solutions/patients', '/careers'];
const VISITORS = 12;
/** Far below a stuck switch (it never comes), far above the shell's 400 ms poll. */
const BOUND_MS = 5_000;

/** The marketing remote's deployment; the other remotes serve their builds. */
let deployment = '';
const { site: SITE } = usePrivateStack(PORTS, () => ({
  investors: undefined,
  demos: undefined,
  marketing: (deployment = deploymentFolder('marketing', LABEL)),
}));

/** The marketing build as a release without PAGE: its declaration only differs. */
function releaseWithoutPage(): string {
  const folder = path.join(ROOT, 'e2e/.cache/deployments', `${LABEL}-without-page`);
  cpSync(path.join(ROOT, 'mfe-marketing/dist'), folder, { recursive: true });
  const file = path.join(folder, 'render-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    release: string;
    sitePages: { path: string }[];
  };
  manifest.sitePages = manifest.sitePages.filter((page) => page.path !== PAGE);
  manifest.release = `${manifest.release}-without-partnerships`;
  writeFileSync(file, JSON.stringify(manifest));
  return folder;
}

const run = promisify(execFile);
/** gloh-release for the marketing deployment, as its team runs it; resolves once it returned. */
async function gloRelease(args: string[]): Promise<void> {
  const cli = path.join(ROOT, 'packages/web-server/dist/release-cli.js');
  await run(process.execPath, [cli, '--remote=marketing', `--deployment=${deployment}`, ...args]);
}

/** Visitors asking for pages one after another, each, until stopped. */
function startVisitors(): { stop: () => Promise<number> } {
  let running = true;
  let answered = 0;
  const visitors = Array.from({ length: VISITORS }, async (_, visitor) => {
    for (let n = visitor; running; n += 1) {
      const response = await fetch(`${SITE}${LOADED_PAGES[n % LOADED_PAGES.length]}`);
      await response.arrayBuffer();
      answered += 1;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(visitors);
      return answered;
    },
  };
}

interface Round {
  /** ms after the release command returned, when the round's reads were sent. */
  at: number;
  page: boolean;
  menu: boolean;
  sitemap: boolean;
}

/** One round of reads, sent together: whether the page, the menus and the sitemap have PAGE. */
async function readRound(since: number): Promise<Round> {
  const at = performance.now() - since;
  const [page, home, sitemap] = await Promise.all([
    fetch(`${SITE}${PAGE}`).then(async (response) => {
      await response.arrayBuffer();
      return response.status === 200;
    }),
    fetch(`${SITE}/about`).then((response) => response.text()),
    fetch(`${SITE}/sitemap.xml`).then((response) => response.text()),
  ]);
  return { at, page, menu: home.includes(MENU_LINK), sitemap: sitemap.includes(`${PAGE}<`) };
}

/** Rounds every 50 ms from the release command's return until 1 s after all reflect `hasPage`. */
async function roundsAfter(since: number, hasPage: boolean): Promise<Round[]> {
  const rounds: Round[] = [];
  let reflectedAt: number | undefined;
  while (performance.now() - since < 15_000) {
    const round = await readRound(since);
    rounds.push(round);
    const reflects = [round.page, round.menu, round.sitemap].every((has) => has === hasPage);
    reflectedAt = reflects ? (reflectedAt ?? round.at) : undefined;
    if (reflectedAt !== undefined && round.at - reflectedAt > 1_000) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return rounds;
}

function expectSwitched(rounds: Round[], hasPage: boolean): void {
  const describe = rounds
    .map(({ at, page, menu, sitemap }) => `${at.toFixed(0)} ms: ${[page, menu, sitemap]}`)
    .join('\n');
  const settled = rounds.findIndex((round) =>
    rounds
      .slice(rounds.indexOf(round))
      .every(({ page, menu, sitemap }) => [page, menu, sitemap].every((has) => has === hasPage)),
  );
  expect(settled, `page, menu, sitemap after the switch:\n${describe}`).toBeGreaterThanOrEqual(0);
  expect(rounds[settled]?.at, `reflected within ${BOUND_MS} ms:\n${describe}`).toBeLessThanOrEqual(
    BOUND_MS,
  );
  // The switch falls within one round at most: before it all had the old release, after it all
  // have the new one.
  const mixed = rounds.filter(({ page, menu, sitemap }) => page !== menu || menu !== sitemap);
  expect(mixed.length, `rounds that mixed releases:\n${describe}`).toBeLessThanOrEqual(1);
}

test('a release and its rollback reach page, menus and sitemap together within 5 s, under load', async () => {
  const withoutPage = releaseWithoutPage();
  const site = [`--site=${SITE}`];
  // Warm: the page, the menus and the sitemap have the page.
  expect(await readRound(performance.now())).toMatchObject({
    page: true,
    menu: true,
    sitemap: true,
  });
  const visitors = startVisitors();
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await gloRelease([...site, `--build=${withoutPage}`]);
    expectSwitched(await roundsAfter(performance.now(), false), false);

    await gloRelease([...site, '--rollback']);
    expectSwitched(await roundsAfter(performance.now(), true), true);
  } finally {
    expect(await visitors.stop()).toBeGreaterThan(0);
  }
});
