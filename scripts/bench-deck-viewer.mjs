// Deck viewer benchmark: what an investor's browser downloads to open the deck (JS and CSS, encoded
// as sent, with pdf.js and its worker apart) and how long until the first page is drawn, on an
// empty cache, as on a desktop and with the CPU slowed 4x (a mid-range phone). Runs the built site
// (pnpm build) with its own API on a throwaway embedded database, and Chromium.
// Usage: pnpm bench:deck-viewer            (DECK_BENCH_RUNS=5 by default)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';
import { REMOTES, remotePublicPath } from '../packages/shared/src/remotes.mjs';
import { startRemoteServers, startServer, startShellServer } from './lib/site-servers.mjs';
import { countTransferredBytes } from './lib/transferred-bytes.mjs';
import { BENCH_PORT_OFFSET, ROOT, waitForUrl } from './lib/workspace.mjs';
import { printMachine } from './lib/machine.mjs';

printMachine();

const RUNS = Number(process.env.DECK_BENCH_RUNS ?? 5);
const SHELL_PORT = 4700 + BENCH_PORT_OFFSET;
const API_PORT = 4790 + BENCH_PORT_OFFSET;
const site = `http://localhost:${SHELL_PORT}`;
const PDFJS_FILE = /\/(pdfjs\.[0-9a-f]+\.js|pdf\.worker\.min\.[0-9a-f]+\.mjs)$/;
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gloh-deck-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const apiEnv = {
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  PUBLIC_SITE_URL: site,
  ALLOWED_ORIGINS: site,
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
};
startServer(['api/dist/main.js'], apiEnv);
await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`);
await startShellServer(SHELL_PORT, {
  ...startRemoteServers(SHELL_PORT),
  API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
});
for (const { name } of REMOTES)
  await waitForUrl(`${site}${remotePublicPath(name)}mf-manifest.json`);

function admin(...args) {
  const output = execFileSync(
    'node',
    [path.join(ROOT, 'api/dist/admin/cli.js'), ...args, '--json'],
    {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, ...apiEnv },
    },
  );
  return JSON.parse(String(output));
}

/** An approved investor, signed in: the session cookies for the browser. */
async function signedInInvestor() {
  const email = `deck-bench-${Date.now().toString(36)}@example.com`;
  const post = (pathname, body) =>
    fetch(`${site}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/presentation-access', {
    name: 'Bench Investor',
    companyName: 'Example Capital',
    phoneNumber: '+1 555 0100',
    email,
  });
  if (!requested.ok) throw new Error(`Access request answered ${requested.status}`);
  const request = admin('requests', '--status', 'pending').find((row) => row.email === email);
  const { accessCode } = admin('approve', String(request.id));
  const login = await post('/api/auth', { action: 'login', email, accessCode });
  if (!login.ok) throw new Error(`Login answered ${login.status}`);
  return login.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: site };
  });
}

const cookies = await signedInInvestor();
const browser = await chromium.launch(chromiumLaunchOptions());

async function measure(cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const transferred = countTransferredBytes(page, (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (PDFJS_FILE.test(url.pathname)) return 'pdfjs';
    if (type === 'script' || url.pathname.endsWith('.js')) return 'pageJs';
    if (type === 'stylesheet') return 'css';
    return null;
  });
  await page.goto(`${site}/investors/presentation`);
  await page.locator('[data-first-page-drawn="true"]').waitFor({ timeout: 60_000 });
  // From navigation start, and from the viewer's request for the deck (its own share: the deck,
  // pdf.js, the worker, parsing and drawing).
  const { firstPageMs, viewerMs } = await page.evaluate(() => {
    const drawn = performance.getEntriesByName('gloh:deck-first-page')[0]?.startTime ?? NaN;
    const deck = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/api/investor-presentation');
    return {
      firstPageMs: Math.round(drawn),
      viewerMs: Math.round(drawn - (deck?.startTime ?? NaN)),
    };
  });
  await page.waitForLoadState('networkidle');
  await transferred.settled();
  const bytes = { pageJs: 0, css: 0, ...transferred.bytes };
  // The worker's script is fetched for the worker, out of the page's sight: resource timing has it.
  bytes.pdfjs = await page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    PDFJS_FILE.source,
  );
  if (process.env.DECK_BENCH_TRACE)
    console.log(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name}`)
          .join('\n'),
      ),
    );
  await context.close();
  return { ...bytes, firstPageMs, viewerMs };
}

const kb = (value) => (value / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nDeck viewer, first load with an empty cache (median of ${RUNS}; localhost):\n`);
console.log(
  'CPU        page JS KB  pdf.js + worker KB  CSS KB  first page drawn ms (min-max)  of it, viewer ms',
);
for (const slowdown of [1, 4]) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(slowdown));
  const times = runs.map((run) => run.firstPageMs);
  console.log(
    (slowdown === 1 ? 'desktop' : `${slowdown}x slower`).padEnd(10) +
      `${kb(median(runs.map((r) => r.pageJs))).padStart(11)}` +
      `${kb(median(runs.map((r) => r.pdfjs))).padStart(20)}` +
      `${kb(median(runs.map((r) => r.css))).padStart(8)}` +
      `${String(median(times)).padStart(10)} (${Math.min(...times)}-${Math.max(...times)})`.padEnd(
        32,
      ) +
      `${String(median(runs.map((r) => r.viewerMs))).padStart(8)}`,
  );
}
await browser.close();
process.exit(0);
