// Interaction benchmark: how long the site's taps and keys take to answer, as a visitor on a
// mid-range phone feels them. Each interaction runs on a page that has hydrated, with the CPU
// slowed to Chromium's benchmark index / 400 (scripts/lib/cpu-slowdown.mjs; CPU_SLOWDOWN=<n>
// fixes it), and is measured as the browser's Event Timing API reports it: the longest `event`
// entry of the interaction (input delay, handlers and the next paint), entries of 16 ms and more.
// Each interaction is measured INTERACTION_RUNS times (default 3), each on a fresh page; the
// median is printed beside the target of 100 ms, with where the time of its long animation
// frames went (scripts, or style and layout). A benchmark, not a test: it never fails.
// An interaction that works without script (the header's menus, the phone drawer) is measured on
// the page's static floor as well (scripts/lib/static-floor.mjs: its server HTML and stylesheets,
// no script), in runs alternating with the site's: the browser's own cost of the same answer on
// this host at this slowdown, which no build of the page with the same HTML and stylesheets goes
// below. The first row is the
// browser's floor: a tap on a bare page (no stylesheet, no script) that shows a popover, the least
// any tap that changes the screen costs there.
// Needs a build (pnpm build) and Chromium.
// Usage: pnpm bench:interactions     (INTERACTIONS=drawer,contact measures only those)
// To compare two builds on a loaded host, where runs minutes apart move by more than a change:
// copy a build's output to a folder first (shell/dist, shell/dist-server and each remote's dist,
// at the same paths under it), then BASELINE_BUILD=<folder> serves it beside the working tree's
// build and alternates the fresh pages between the two, run by run, so both see the same load.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';
import { cpuSlowdown, describeSlowdown } from './lib/cpu-slowdown.mjs';
import { printMachine } from './lib/machine.mjs';
import { startRemoteServers, startShellServer } from './lib/site-servers.mjs';
import { serveStaticFloor } from './lib/static-floor.mjs';
import { BENCH_PORT_OFFSET, ROOT } from './lib/workspace.mjs';
import { REMOTES } from '../packages/shared/src/remotes.mjs';

printMachine();

const TARGET_MS = 100;
const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 3));
const SHELL_PORT = 4660 + BENCH_PORT_OFFSET;
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');

const site = await startShellServer(SHELL_PORT, startRemoteServers(4650 + BENCH_PORT_OFFSET));

/**
 * The build compared against (BASELINE_BUILD) on ports of its own: its pages, server rendering and
 * remotes, served by the working tree's servers (shell/dist-node, packages/web-server).
 */
async function startBaseline(folder) {
  const roots = {};
  for (const remote of REMOTES) {
    const root = path.join(folder, remote.folder, 'dist');
    if (!existsSync(root)) throw new Error(`BASELINE_BUILD has no ${remote.folder}/dist`);
    roots[remote.name] = root;
  }
  return startShellServer(5660 + BENCH_PORT_OFFSET, {
    ...startRemoteServers(5650 + BENCH_PORT_OFFSET, roots),
    SHELL_DIST_DIR: path.join(folder, 'shell/dist'),
    SHELL_SERVER_BUNDLE: path.join(folder, 'shell/dist-server/server-entry.cjs'),
  });
}
const baselineSite = process.env.BASELINE_BUILD
  ? await startBaseline(path.resolve(process.env.BASELINE_BUILD))
  : undefined;
const { executablePath, args } = chromiumLaunchOptions();
const browser = await chromium.launch({ executablePath, args });

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** The consent cookie (shell/src/features/cookie-consent/consent-record.ts), so no banner. */
const consented = (url) => ({
  name: 'gloh_cookie_consent',
  value: encodeURIComponent(
    JSON.stringify({
      hasConsented: true,
      preferences: { essential: true, analytics: true, marketing: false },
      consentDate: new Date().toISOString(),
      version: '1.0',
    }),
  ),
  url,
});

const banner = (page) => page.getByRole('dialog', { name: 'We value your privacy' });
const bannerButton = (name) => ({
  path: '/about',
  device: DESKTOP,
  firstVisit: true,
  ready: (page) => banner(page).waitFor({ timeout: 30_000 }),
  target: (page) => banner(page).getByRole('button', { name, exact: true }),
  input: 'click',
});

/** The browser's floor (header comment): a button that shows three links, and nothing else. */
const BARE_POPOVER_PATH = '/bare-popover';
const BARE_POPOVER_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Popover</title>' +
  '</head><body><main><h1>A bare popover</h1>' +
  '<button type="button" popovertarget="menu" style="width:48px;height:48px">Open menu</button>' +
  '</main><div id="menu" popover><ul><li><a href="/">Home</a></li><li><a href="/about">About</a>' +
  '</li><li><a href="/contact">Contact</a></li></ul></div></body></html>';

/**
 * What is measured: a page, its device, how to tell it is ready, the element and the input it
 * gets (a tap, a mouse click, or keys typed into it).
 */
const INTERACTIONS = {
  'browser floor: a bare popover (360 px)': {
    path: BARE_POPOVER_PATH,
    device: PHONE,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    input: 'tap',
    // Served by the static floor's server; not the site's page, so measured there only.
    bare: true,
  },
  'header Investors menu': {
    path: '/about',
    device: DESKTOP,
    target: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .locator('summary', { hasText: /^\s*Investors\s*$/ }),
    input: 'click',
    // A <details> of the server's HTML: it opens without script.
    worksWithoutScript: true,
  },
  'phone drawer (360 px)': {
    path: '/about',
    device: PHONE,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    input: 'tap',
    // The button's popovertarget shows it without script.
    worksWithoutScript: true,
  },
  'contact: empty submit': {
    path: '/contact',
    device: DESKTOP,
    target: (page) =>
      page.getByTestId('contact-form').getByRole('button', { name: 'Send Message' }),
    input: 'click',
  },
  'financials: filter typed': {
    path: '/investors/financials',
    device: DESKTOP,
    target: (page) => page.getByLabel('Filter by publish date'),
    input: { type: 'apr' },
  },
  'platform hexagon (360 px)': {
    path: '/platform',
    device: PHONE,
    target: (page) => page.getByTestId('segment-diagram').getByRole('button', { name: 'Clinics' }),
    input: 'tap',
  },
  'cookie banner: Customize': bannerButton('Customize'),
  'cookie banner: Accept All': bannerButton('Accept All'),
  'cookie banner: Reject All': bannerButton('Reject All'),
};
const only = process.env.INTERACTIONS?.split(',').filter(Boolean);
const measured = Object.entries(INTERACTIONS).filter(
  ([name]) => !only || only.some((word) => name.toLowerCase().includes(word.toLowerCase())),
);
// The pages whose interactions also run on their static floor (header comment).
const floor = await serveStaticFloor(
  site,
  [
    ...new Set(
      measured
        .filter(([, interaction]) => interaction.worksWithoutScript)
        .map(([, interaction]) => interaction.path),
    ),
  ],
  4670 + BENCH_PORT_OFFSET,
  { [BARE_POPOVER_PATH]: BARE_POPOVER_HTML },
);

/**
 * Collects every interaction's event entries into a page global, and the long animation frames
 * (50 ms and more) that say where a slow one's time went: scripts, or style and layout.
 */
function observeEvents() {
  globalThis.__interactionEvents = [];
  globalThis.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        globalThis.__interactionEvents.push({ name: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const end = frame.startTime + frame.duration;
      // A handler that reads layout (focus(), getBoundingClientRect) pays for style and layout
      // inside its script time: counted with the frame's own style and layout here.
      const forced = frame.scripts.reduce(
        (sum, script) => sum + script.forcedStyleAndLayoutDuration,
        0,
      );
      globalThis.__longFrames.push({
        script: frame.scripts.reduce((sum, script) => sum + script.duration, 0) - forced,
        styleAndLayout:
          forced + (frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0),
      });
    }
  }).observe({ type: 'long-animation-frame' });
}

/** The host's benchmark index now, measured in a page as Lighthouse measures it. */
async function benchmarkIndex() {
  const page = await browser.newPage();
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return index;
}

/** The page hydrated: the footer's session status renders only in the browser. */
const hydrated = (page) =>
  page.getByRole('button', { name: /^Session status/ }).waitFor({ state: 'attached' });

/** Two animation frames and an idle period: the page has painted and has nothing queued. */
const settled = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() =>
          globalThis.requestAnimationFrame(() =>
            globalThis.requestIdleCallback(() => resolve(), { timeout: 2000 }),
          ),
        ),
      ),
  );

/** @param target a build of the site, or the static floor (no script: nothing to hydrate) */
async function measureOnce(interaction, slowdown, { url, noScript }) {
  const context = await browser.newContext(interaction.device);
  if (!interaction.firstVisit) await context.addCookies([consented(url)]);
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(`${url}${interaction.path}`);
  if (!noScript) {
    await hydrated(page);
    await interaction.ready?.(page);
  }
  // The visitor has the element in view (and a field focused) before the measured input, and
  // what that and start-up left to do (idle callbacks, lazy chunks, the frames of the scroll)
  // is not the interaction's.
  const target = interaction.target(page);
  await target.scrollIntoViewIfNeeded();
  if (interaction.input.type) await target.focus();
  // A mouse is over the element before it is pressed: the hover is the visitor's earlier move.
  const box = await target.boundingBox();
  const centre = [box.x + box.width / 2, box.y + box.height / 2];
  if (interaction.input === 'click') await page.mouse.move(...centre);
  await page.waitForLoadState('networkidle');
  await settled(page);
  await page.evaluate(() => {
    globalThis.__interactionEvents = [];
    globalThis.__longFrames = [];
  });
  // The input goes to the element's centre straight through the browser's input pipeline:
  // Playwright's locator actions would scroll and check the hit target again (a move, frames and
  // a hit test) inside the time measured.
  if (interaction.input === 'tap') await page.touchscreen.tap(...centre);
  else if (interaction.input === 'click') {
    await page.mouse.down();
    await page.mouse.up();
  } else await page.keyboard.type(interaction.input.type);
  // Event entries are reported after the frame that answers the interaction has painted.
  await page.evaluate(
    () =>
      new Promise((resolve) => globalThis.requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
  const { events, frames } = await page.evaluate(() => ({
    events: globalThis.__interactionEvents,
    frames: globalThis.__longFrames,
  }));
  await context.close();
  const longest = events.reduce((max, event) => Math.max(max, event.duration), 0);
  const sum = (pick) => frames.reduce((total, frame) => total + pick(frame), 0);
  return {
    longest,
    script: sum((frame) => frame.script),
    styleAndLayout: sum((frame) => frame.styleAndLayout),
  };
}

const index = await benchmarkIndex();
const slowdown = cpuSlowdown(index);
console.log(`${describeSlowdown(index)}; ${RUNS} run(s) per interaction, median reported.`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A build's runs of one interaction, summed up as a row. */
function summary(runs) {
  const durations = runs.map((run) => run.longest);
  return {
    durations,
    median: median(durations),
    script: median(runs.map((run) => run.script)),
    styleAndLayout: median(runs.map((run) => run.styleAndLayout)),
  };
}

// The builds measured: the working tree's, and with BASELINE_BUILD the one before it.
const builds = baselineSite
  ? [
      { label: 'before', url: baselineSite },
      { label: 'after', url: site },
    ]
  : [{ label: 'this build', url: site }];
const noScriptFloor = { label: 'no-script floor', url: floor.url, noScript: true };
const rows = [];
for (const [name, interaction] of measured) {
  let targets = builds;
  if (interaction.bare) targets = [noScriptFloor];
  else if (interaction.worksWithoutScript) targets = [noScriptFloor, ...builds];
  const runs = targets.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    // Interleaved: the order alternates run by run, so neither build always goes first.
    const order = run % 2 === 0 ? targets.map((_, i) => i) : targets.map((_, i) => i).reverse();
    for (const i of order) {
      // One failed run (a page that did not answer on a busy host) is reported, not fatal.
      try {
        runs[i].push(await measureOnce(interaction, slowdown, targets[i]));
      } catch (error) {
        console.error(
          `${name}, ${targets[i].label}, run ${run + 1}: ${error.message.split('\n')[0]}`,
        );
      }
    }
  }
  if (runs.some((targetRuns) => targetRuns.length === 0)) continue;
  const results = runs.map(summary);
  rows.push({
    name,
    interaction,
    floor: interaction.bare || interaction.worksWithoutScript ? results.shift() : undefined,
    results,
  });
}
await browser.close();
floor.close();

// Below 16 ms the browser reports no entry: the interaction was answered within a frame.
const show = (ms) => (ms === 0 ? '< 16' : String(Math.round(ms)));
console.log(
  `\nload average at end ${os.loadavg()[0].toFixed(2)}; target ${TARGET_MS} ms per interaction\n`,
);
// Long frames' script and style/layout time: of the frames of 50 ms and more only.
const columns = (label) =>
  `${label} median ms | runs ms | long frames: script ms | style and layout ms`;
console.log(
  `| interaction | page | ${builds.map((build) => columns(build.label)).join(' | ')} | ` +
    `no-script floor median ms | floor runs ms | target |`,
);
console.log(
  `| --- | --- | ${builds.map(() => '--- | --- | --- | ---').join(' | ')} | --- | --- | --- |`,
);
for (const row of rows) {
  const last = row.results.at(-1) ?? row.floor;
  const verdict = last.median <= TARGET_MS ? 'pass' : 'miss';
  // The bare popover is not the site's: its figure is the floor's column only.
  const cells = row.interaction.bare
    ? builds.map(() => '– | – | – | –')
    : row.results.map(
        (result) =>
          `${show(result.median)} | ${result.durations.map(show).join(', ')} | ` +
          `${Math.round(result.script)} | ${Math.round(result.styleAndLayout)}`,
      );
  const floorCells = row.floor
    ? `${show(row.floor.median)} | ${row.floor.durations.map(show).join(', ')}`
    : '– | –';
  console.log(
    `| ${row.name} | \`${row.interaction.path}\` | ${cells.join(' | ')} | ${floorCells} | ${verdict} |`,
  );
}
process.exit(0);
