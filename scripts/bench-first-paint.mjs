// First-paint benchmark: whether inlining each cached page's critical CSS pays. The same build is
// served twice, with CRITICAL_CSS on and off, and each page is loaded FIRST_PAINT_RUNS times
// (default 5) on each, alternately, in a real (not simulated) phone: 412 px, the CPU slowed to
// the benchmark index / 400 (scripts/lib/cpu-slowdown.mjs), slow 4G (150 ms, 1.6 Mbps). Prints
// the median first contentful paint, largest contentful paint, their gap (the hero in the first
// paint: 0) and the page's HTML bytes as sent. A benchmark, not a test. Needs a build and Chromium.
// Usage: pnpm bench:first-paint      (FIRST_PAINT_ROUTES=/,/contact picks the routes)
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';
import { cpuSlowdown, describeSlowdown } from './lib/cpu-slowdown.mjs';
import { printMachine } from './lib/machine.mjs';
import { startRemoteServers, startShellServer } from './lib/site-servers.mjs';
import { BENCH_PORT_OFFSET, ROOT } from './lib/workspace.mjs';

printMachine();

const RUNS = Math.max(1, Number(process.env.FIRST_PAINT_RUNS ?? 5));
const ROUTES = (process.env.FIRST_PAINT_ROUTES ?? '/,/about').split(',').filter(Boolean);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');

const remotes = startRemoteServers(4850 + BENCH_PORT_OFFSET);
const sites = {
  inlined: await startShellServer(4870 + BENCH_PORT_OFFSET, remotes),
  linked: await startShellServer(4871 + BENCH_PORT_OFFSET, { ...remotes, CRITICAL_CSS: 'off' }),
};
const { executablePath, args } = chromiumLaunchOptions();
const browser = await chromium.launch({ executablePath, args });

const calibration = await browser.newPage();
const index = await calibration.evaluate(pageFunctions.computeBenchmarkIndex);
await calibration.close();
const slowdown = cpuSlowdown(index);
console.log(`${describeSlowdown(index)}; ${RUNS} load(s) per page and mode, medians.`);

/** Every visitor after the first gets the cached page with its critical CSS inlined. */
async function warm(url) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await (await fetch(url)).text()).includes('data-beasties-media')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Records the last largest-contentful-paint candidate into a page global. */
function observeLargestPaint() {
  globalThis.__largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observeLargestPaint);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    lcp: globalThis.__largestPaint,
    html: performance.getEntriesByType('navigation')[0]?.encodedBodySize ?? 0,
  }));
  await context.close();
  return paints;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const route of ROUTES) {
  await warm(`${sites.inlined}${route}`);
  const runs = { inlined: [], linked: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of Object.keys(sites)) runs[mode].push(await load(`${sites[mode]}${route}`));
  }
  for (const [mode, loads] of Object.entries(runs)) {
    const of = (pick) => Math.round(median(loads.map(pick)));
    rows.push(
      `| \`${route}\` | ${mode} | ${of((paint) => paint.fcp)} | ${of((paint) => paint.lcp)} | ` +
        `${of((paint) => paint.lcp - paint.fcp)} | ${(of((paint) => paint.html) / 1024).toFixed(1)} |`,
    );
  }
}
await browser.close();

console.log(`\nload average at end ${os.loadavg()[0].toFixed(2)}\n`);
console.log('| page | critical CSS | FCP ms | LCP ms | LCP − FCP ms | HTML KB |');
console.log('| --- | --- | --- | --- | --- | --- |');
rows.forEach((row) => console.log(row));
process.exit(0);
