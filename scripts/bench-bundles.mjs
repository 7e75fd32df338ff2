// Bundle benchmark: for every route, the JS and CSS bytes (gzipped) a browser with an empty cache
// downloads on first load, the JS transfer size (the server's precompressed brotli body plus the
// response headers, as Lighthouse counts it), plus load timings. Needs a build (pnpm build) and Chromium.
// Usage: pnpm bench:bundles            (CHROMIUM_PATH overrides /usr/bin/chromium)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/browser.mjs';
import { REMOTES, remoteEnvVar, remotePublicPath } from '../packages/shared/src/remotes.mjs';
import { BENCH_PORT_OFFSET, ROOT, waitForUrl } from './lib/workspace.mjs';

const HOME_JS_BUDGET_BYTES = 150 * 1024;
// The target for the home page's JS, as Lighthouse's transfer size.
const HOME_JS_ENCODED_TARGET_BYTES = 130 * 1024;
const SHELL_PORT = 4600 + BENCH_PORT_OFFSET;
// A remote keeps its dev port's distance from the shell's (3000 + n → 4600 + n), as in e2e.
const remotePort = (remote) => SHELL_PORT + remote.devPort - 3000;
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
const { ROUTE_TABLE: routes } = await import(
  pathToFileURL(path.join(ROOT, 'packages/contract/dist/route-table.js')).href
);

const children = [];
function startServer(args, env = {}) {
  const child = spawn('node', args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
}
for (const remote of REMOTES) {
  startServer([
    'packages/shared/server/serve-remote.mjs',
    '--remote',
    remote.name,
    '--root',
    `${remote.folder}/dist`,
    '--port',
    String(remotePort(remote)),
  ]);
}
startServer(['shell/server/serve.mjs'], {
  PORT: String(SHELL_PORT),
  ...Object.fromEntries(
    REMOTES.map((remote) => [remoteEnvVar(remote.name), `http://127.0.0.1:${remotePort(remote)}`]),
  ),
  API_ORIGIN: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100',
});
process.on('exit', () => children.forEach((child) => child.kill()));

const site = `http://localhost:${SHELL_PORT}`;
await waitForUrl(`${site}/remotes.json`);
for (const { name } of REMOTES)
  await waitForUrl(`${site}${remotePublicPath(name)}mf-manifest.json`);

const browser = await chromium.launch(chromiumLaunchOptions());

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (route.flag) {
    await page.route('**/config.json', (r) =>
      r.fulfill({ json: { flags: { [route.flag]: true } } }),
    );
  }
  const totals = { js: 0, jsEncoded: 0, css: 0, requests: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    const kind =
      type === 'script' || url.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || url.endsWith('.css')
          ? 'css'
          : null;
    totals.requests += 1;
    if (!kind) return;
    pending.push(
      response.body().then(
        async (body) => {
          totals[kind] += gzipSync(body).length;
          if (kind !== 'js') return;
          const sizes = await response.request().sizes();
          totals.jsEncoded += sizes.responseBodySize + sizes.responseHeadersSize;
        },
        () => undefined,
      ),
    );
  });
  const started = Date.now();
  await page.goto(`${site}${route.path}`, { waitUntil: 'domcontentloaded' });
  const domContentLoaded = Date.now() - started;
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  const headingVisible = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1]?.startTime ?? 0));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  rows.push({ path: route.path, ...totals, domContentLoaded, headingVisible, lcp });
  await context.close();
}
await browser.close();

console.log(
  '\nFirst load per route (empty cache, gzipped bytes of what the browser downloads; localhost):\n',
);
console.log(
  'route                                  JS KB  JS transfer KB   CSS KB  requests  DCL ms  h1 ms  LCP ms',
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(38)} ${kb(row.js).padStart(6)} ${kb(row.jsEncoded).padStart(15)} ${kb(row.css).padStart(8)} ${String(row.requests).padStart(9)} ${String(row.domContentLoaded).padStart(7)} ${String(row.headingVisible).padStart(6)} ${String(row.lcp).padStart(7)}`,
  );
}
const home = rows.find((row) => row.path === '/');
const verdict = home.js <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `\nHome page JS: ${kb(home.js)} KB gzipped, ${verdict} the ${kb(HOME_JS_BUDGET_BYTES)} KB budget.`,
);
const target = home.jsEncoded <= HOME_JS_ENCODED_TARGET_BYTES ? 'meets' : 'misses';
console.log(
  `Home page JS transfer size: ${kb(home.jsEncoded)} KB, ${target} the ${kb(HOME_JS_ENCODED_TARGET_BYTES)} KB target.`,
);
process.exit(0);
