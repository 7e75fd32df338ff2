// Server rendering benchmark: time to first byte of every public route, rendered (cache off) and
// from the HTML cache, renders per second under load (autocannon, 10 connections, 10 s), and a
// cached page at 50 connections as a browser asks for it (compressed), uncompressed, and
// revalidated (304).
// Needs a build (pnpm build). Usage: pnpm bench:ssr
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startRemoteServers, startShellServer } from './lib/site-servers.mjs';
import { BENCH_PORT_OFFSET, ROOT } from './lib/workspace.mjs';
import { printMachine } from './lib/machine.mjs';

printMachine();

const REMOTE_BASE_PORT = 4700 + BENCH_PORT_OFFSET;
const SHELLS = { cached: 4710 + BENCH_PORT_OFFSET, uncached: 4711 + BENCH_PORT_OFFSET };
const { declaredSitePages } = await import(
  pathToFileURL(path.join(ROOT, 'packages/build-presets/declared-site-pages.mjs')).href
);
const routes = declaredSitePages();
const publicRoutes = routes.filter((route) => !route.flag && route.id !== 'presentation');

const remoteEnv = startRemoteServers(REMOTE_BASE_PORT);
await Promise.all([
  startShellServer(SHELLS.cached, remoteEnv),
  startShellServer(SHELLS.uncached, { ...remoteEnv, SSR_CACHE_SIZE: '0' }),
]);

async function timeToFirstByte(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return { elapsed, status: response.status };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Warm both servers (first load of each remote in a render worker) before measuring.
for (const port of Object.values(SHELLS)) {
  for (const route of publicRoutes) await timeToFirstByte(`http://127.0.0.1:${port}${route.path}`);
}

const SAMPLES = 15;
const rows = [];
for (const route of publicRoutes) {
  const row = { route: route.path };
  for (const [mode, port] of Object.entries(SHELLS)) {
    const times = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const { elapsed, status } = await timeToFirstByte(`http://127.0.0.1:${port}${route.path}`);
      if (status !== 200) throw new Error(`${route.path}: ${status}`);
      times.push(elapsed);
    }
    row[mode] = median(times);
  }
  rows.push(row);
}

console.log('\nTime to first byte, median of 15 (ms), 2-core machine:\n');
console.log('| route | rendered (cache off) | cached |');
console.log('| --- | --- | --- |');
for (const row of rows) {
  console.log(`| \`${row.route}\` | ${row.uncached.toFixed(1)} | ${row.cached.toFixed(1)} |`);
}

console.log('\nRequests per second, autocannon, 10 connections, 10 s:\n');
console.log('| page | rendered (cache off) | cached |');
console.log('| --- | --- | --- |');
for (const pagePath of ['/', '/investors/roadmap']) {
  const results = {};
  for (const [mode, port] of Object.entries(SHELLS)) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${pagePath}`,
      connections: 10,
      duration: 10,
      headers: { 'accept-encoding': 'gzip' },
    });
    if (result.non2xx > 0) throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers`);
    results[mode] = result.requests.average;
  }
  console.log(
    `| \`${pagePath}\` | ${results.uncached.toFixed(0)} | ${results.cached.toFixed(0)} |`,
  );
}
// A browser's Accept-Encoding gets the page compressed once and sent as stored; ask until its
// critical CSS is inlined, so every request below gets the same bytes.
const CACHED_PAGE = '/';
const cachedUrl = `http://127.0.0.1:${SHELLS.cached}${CACHED_PAGE}`;
for (let attempt = 0; attempt < 50; attempt += 1) {
  const html = await (await fetch(cachedUrl)).text();
  if (html.includes('<noscript>')) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const etag = (await fetch(cachedUrl)).headers.get('etag');
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
console.log(
  `\nCached \`${CACHED_PAGE}\`, autocannon, 50 connections, 10 s (req/s, p99 ms, bytes per answer):\n`,
);
console.log('| request | req/s | p99 ms | bytes | of uncompressed |');
console.log('| --- | --- | --- | --- | --- |');
let uncompressedRate;
for (const [label, headers] of [
  ['uncompressed', {}],
  [`browser (\`${BROWSER_ACCEPT_ENCODING}\`)`, { 'accept-encoding': BROWSER_ACCEPT_ENCODING }],
  ['revalidation (`If-None-Match`, 304)', { 'if-none-match': etag ?? '' }],
]) {
  const result = await autocannon({ url: cachedUrl, connections: 50, duration: 10, headers });
  if (result.errors > 0 || result.non2xx - (result['3xx'] ?? 0) > 0) {
    throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  const rate = result.requests.average;
  uncompressedRate ??= rate;
  const bytes = result.throughput.total / Math.max(1, result.requests.total);
  console.log(
    `| ${label} | ${rate.toFixed(0)} | ${result.latency.p99} | ${bytes.toFixed(0)} | ${(rate / uncompressedRate).toFixed(2)} |`,
  );
}
process.exit(0);
