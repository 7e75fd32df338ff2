// Lighthouse benchmark: performance in mobile and desktop modes on every public route of the
// production server, and on a static page of similar content served in the same run (the floor:
// /about's HTML with its stylesheets inlined and without any script, in one request). Prints a table with the issue's targets; a
// benchmark, not a test: it never fails on a target. Needs a build (pnpm build) and Chromium.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run is reported, as
// Lighthouse advises: one run moves by several points with whatever else the machine is doing.
// Usage: pnpm bench:lighthouse        (CHROMIUM_PATH overrides /usr/bin/chromium)
// Below the table it names each page's largest contentful paint on a phone and where its time
// went, so a miss says which element to look at.
// Mobile runs use a CPU slowdown of Chromium's benchmark index / 400 rather than Lighthouse's
// fixed 4x: 4x of a fast desktop is not 4x of a busy one, and a mid-range phone scores about 400.
// The index is measured before the first page and again from each page's runs, so the slowdown
// follows the load of the host (CPU_SLOWDOWN=<n> fixes it instead).
// Beside Lighthouse's TBT, "TBT from CPU time" applies the same slowdown to each main-thread task's
// CPU time rather than its wall time (scripts/lib/cpu-blocking-time.mjs): on a host with few
// cores the wall time includes waits for a core that a phone's main thread does not have.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromeLauncherOptions } from '../e2e/support/browser.mjs';
import { startRemoteServers, startShellServer } from './lib/site-servers.mjs';
import { serveStaticFloor } from './lib/static-floor.mjs';
import { BENCH_PORT_OFFSET, ROOT } from './lib/workspace.mjs';
import { printMachine } from './lib/machine.mjs';
import { cpuSlowdown, describeSlowdown } from './lib/cpu-slowdown.mjs';
import { cpuBlockingTime } from './lib/cpu-blocking-time.mjs';

printMachine();

const REMOTE_BASE_PORT = 4750 + BENCH_PORT_OFFSET;
const SHELL_PORT = 4760 + BENCH_PORT_OFFSET;
const FLOOR_PORT = 4761 + BENCH_PORT_OFFSET;
const site = `http://127.0.0.1:${SHELL_PORT}`;
const { declaredSitePages } = await import(
  pathToFileURL(path.join(ROOT, 'packages/build-presets/declared-site-pages.mjs')).href
);
const routes = declaredSitePages();
// LIGHTHOUSE_ROUTES=/privacy,/contact measures only those routes (the floor is always measured).
const onlyRoutes = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
const publicRoutes = routes.filter(
  (route) =>
    !route.flag && route.id !== 'presentation' && (!onlyRoutes || onlyRoutes.includes(route.path)),
);

const remoteServers = startRemoteServers(REMOTE_BASE_PORT);
await startShellServer(SHELL_PORT, remoteServers);

// The same site with the cookieBanner flag off: each page as a visitor sees it once they have
// chosen. On a first visit the cookie banner appears 1 s after load and, on pages whose own
// paragraphs are shorter than its text, it is the largest paint; this run measures the content.
const NO_BANNER_PORT = 4762 + BENCH_PORT_OFFSET;
const noBannerSite = `http://127.0.0.1:${NO_BANNER_PORT}`;
const builtConfig = JSON.parse(await readFile(path.join(ROOT, 'shell/dist/config.json'), 'utf8'));
const noBannerConfigFile = path.join(
  await mkdtemp(path.join(os.tmpdir(), 'gloh-bench-')),
  'config.json',
);
await writeFile(
  noBannerConfigFile,
  JSON.stringify({ ...builtConfig, flags: { ...builtConfig.flags, cookieBanner: false } }),
);
await startShellServer(NO_BANNER_PORT, { ...remoteServers, SITE_CONFIG_FILE: noBannerConfigFile });

// The floor: /about as the server renders it, in a single request: its stylesheets inlined whole
// in one <style>, and without a single script.
const floor = await serveStaticFloor(site, ['/about'], FLOOR_PORT);
const floorPage = `${floor.url}/about`;

const loadAtStart = os.loadavg()[0].toFixed(2);
const { version: lighthouseVersion } = JSON.parse(
  await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
);
const chrome = await chromeLauncher.launch(chromeLauncherOptions(['--headless=new']));

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const benchmarkIndexes = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each run's blocking time from the main thread's CPU time (cpu-blocking-time.mjs). */
const cpuBlockingTimes = new WeakMap();

async function runLighthouse(url, mode, slowdown = 4) {
  const { lhr, artifacts } = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(mode === 'desktop' ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }),
    },
    mode === 'desktop' ? desktopConfig : undefined,
  );
  if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  // Only a phone's figure is printed: desktop runs are not slowed.
  if (mode !== 'desktop') {
    cpuBlockingTimes.set(lhr, cpuBlockingTime(artifacts?.Trace?.traceEvents ?? [], slowdown));
  }
  return lhr;
}

/** The host's speed now: the median index of the last few runs (each run measures it). */
const recentIndex = () => median(benchmarkIndexes.slice(-3));

/**
 * The LCP element's label and the phases of its time as the trace observed them (unthrottled:
 * the simulated LCP above is longer, the shares are what matter).
 */
function largestPaint(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const phases = (parts.find((part) => part.type === 'table')?.items ?? [])
    .map((item) => `${item.subpart} ${Math.round(item.duration)}`)
    .join(', ');
  if (!node) return 'n/a';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `${node.selector ?? ''} "${label}"${phases ? ` (${phases} ms)` : ''}`;
}

async function measure(url, mode) {
  const index = recentIndex();
  const slowdown = cpuSlowdown(index);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(url, mode, slowdown));
  const measured = runs.filter((run) => !run.runtimeError);
  // The run whose FCP and TTI are closest to the median of all runs, as Lighthouse itself picks.
  const lhr = measured.length > 0 ? computeMedianRun(measured) : runs[0];
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const transfer = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // A metric Lighthouse could not measure (it says why in runtimeError) is NaN, printed as n/a.
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const cpuTimes = measured
    .map((run) => cpuBlockingTimes.get(run))
    .filter((value) => Number.isFinite(value));
  if (lhr.runtimeError) console.error(`${url} (${mode}): ${lhr.runtimeError.message}`);
  return {
    index,
    slowdown: mode === 'desktop' ? 1 : slowdown,
    lcpElement: largestPaint(lhr),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    // The hero in the first paint: 0 when the first paint already has the largest element.
    lcpAfterFcp: metric('largest-contentful-paint') - metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    // The median of the runs' own figures, not the median run's.
    cpuTbt: cpuTimes.length > 0 ? median(cpuTimes) : Number.NaN,
    cls: metric('cumulative-layout-shift'),
    js: transfer('script') / 1024,
    css: transfer('stylesheet') / 1024,
    requests: items.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
  };
}

/**
 * Each page as a visitor after the first gets it: rendered, cached, and with its critical CSS
 * inlined (which the server does right after answering the first request).
 */
async function warm(url) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await (await fetch(url)).text()).includes('data-beasties-media')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
if (process.env.CRITICAL_CSS !== 'off') {
  for (const route of publicRoutes) {
    await warm(`${site}${route.path}`);
    await warm(`${noBannerSite}${route.path}`);
  }
}

// Calibration: one run whose only use is its benchmark index.
await runLighthouse(floorPage, 'mobile');
console.log(`Mobile runs: ${describeSlowdown(recentIndex())}, measured again before each page.`);

const rows = [];
const floorMobile = await measure(floorPage, 'mobile');
const floorDesktop = await measure(floorPage, 'desktop');
rows.push({
  page: 'static floor (/about, one request)',
  mobile: floorMobile,
  desktop: floorDesktop,
});
for (const route of publicRoutes) {
  rows.push({
    page: route.path,
    demo: route.remote === 'demos',
    mobile: await measure(`${site}${route.path}`, 'mobile'),
    desktop: await measure(`${site}${route.path}`, 'desktop'),
    mobileNoBanner: await measure(`${noBannerSite}${route.path}`, 'mobile'),
  });
}
await chrome.kill();
floor.close();

const isBanner = (lcpElement) => lcpElement.includes('cookie-banner');

/** Mobile LCP, at most this many times the floor's (docs/benchmarks.md, "Targets"). */
const LCP_LIMIT = 1.3;

/** The targets; a row passes when all hold. */
function verdict(row) {
  if (!row.demo && row.page.startsWith('static')) return 'floor';
  const misses = [];
  if (row.mobile.score < (row.demo ? 85 : 95)) misses.push('mobile score');
  if (row.desktop.score < 100) misses.push('desktop score');
  if (row.mobile.lcp > LCP_LIMIT * floorMobile.lcp) {
    misses.push(
      isBanner(row.mobile.lcpElement)
        ? `LCP > ${LCP_LIMIT}x floor (the banner)`
        : `LCP > ${LCP_LIMIT}x floor`,
    );
  }
  if (row.mobileNoBanner && row.mobileNoBanner.lcp > LCP_LIMIT * floorMobile.lcp) {
    misses.push(`LCP without banner > ${LCP_LIMIT}x floor`);
  }
  if (row.mobile.tbt > 100 || row.desktop.tbt > 100) misses.push('TBT');
  if (row.mobile.cls > 0.02 || row.desktop.cls > 0.02) misses.push('CLS');
  if (row.page === '/' && row.mobile.js > 130) misses.push('home JS > 130 KB');
  return misses.length === 0 ? 'pass' : `miss: ${misses.join(', ')}`;
}

console.log(
  `\nLighthouse ${lighthouseVersion}, ${RUNS} run(s) per page and mode (median run reported); ` +
    `Chromium benchmark index median ${Math.round(median(benchmarkIndexes))} ` +
    `(min ${Math.round(Math.min(...benchmarkIndexes))}); load average at start ${loadAtStart}, ` +
    `at end ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores.`,
);
const show = (value, digits = 0) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
console.log(
  '\n| page | index | CPU slowdown | mobile score | mobile LCP ms | LCP / floor | LCP without banner ms | mobile TBT ms | mobile TBT from CPU time ms | CLS | desktop score | JS KB | CSS KB | requests | targets |',
);
console.log(
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
);
for (const row of rows) {
  const { mobile, desktop } = row;
  console.log(
    `| \`${row.page}\` | ${Math.round(mobile.index)} | ${mobile.slowdown}x | ${mobile.score} | ${show(mobile.lcp)} | ` +
      `${show(mobile.lcp / floorMobile.lcp, 2)} | ` +
      `${row.mobileNoBanner ? show(row.mobileNoBanner.lcp) : '–'} | ${show(mobile.tbt)} | ` +
      `${show(mobile.cpuTbt)} | ` +
      `${show(Math.max(mobile.cls, desktop.cls), 3)} | ${desktop.score} | ${show(mobile.js, 1)} | ` +
      `${show(mobile.css, 1)} | ${mobile.requests} | ${verdict(row)} |`,
  );
}
console.log('\nLargest contentful paint on a phone (median run):\n');
for (const row of rows) {
  console.log(
    `- \`${row.page}\` (LCP − FCP ${show(row.mobile.lcpAfterFcp)} ms): ${row.mobile.lcpElement}`,
  );
  if (row.mobileNoBanner && isBanner(row.mobile.lcpElement)) {
    console.log(`  - without the banner: ${row.mobileNoBanner.lcpElement}`);
  }
}
process.exit(0);
