// Edge benchmark: what other visitors see of the API, through the shell's server, while a burst of
// wrong logins from a dozen addresses is held by the API's progressive delay. Prints the worst
// case and p99 of their calls during the burst (a held connection shows as a stall, which an
// average hides). Needs a build (pnpm build). Usage: pnpm bench:edge
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startShellServer } from './lib/site-servers.mjs';
import { BENCH_PORT_OFFSET, ROOT, waitForUrl } from './lib/workspace.mjs';
import { printMachine } from './lib/machine.mjs';

printMachine();

const API_PORT = 4790 + BENCH_PORT_OFFSET;
const SHELL_PORT = 4791 + BENCH_PORT_OFFSET;
const SITE = `http://localhost:${SHELL_PORT}`;
/** The attackers: a dozen documentation addresses, each with this many logins in flight. */
const ATTACKER_ADDRESSES = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 10}`);
const LOGINS_PER_ADDRESS = 17;
/** Sequential failures per address first, so the burst's answers are held (seconds each). */
const WARM_UP_FAILURES = 8;
const VISITOR_ADDRESS = '192.0.2.50';
const INVESTOR_ADDRESS = '192.0.2.60';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gloh-bench-edge-'));
const apiEnv = {
  ...process.env,
  PORT: String(API_PORT),
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  PUBLIC_SITE_URL: SITE,
  ALLOWED_ORIGINS: SITE,
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'error',
};
const api = spawn('node', ['dist/main.js'], {
  cwd: path.join(ROOT, 'api'),
  env: apiEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => {
  api.kill();
  rmSync(dataDir, { recursive: true, force: true });
});
await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, 60_000);
// The shell as deployed behind a load balancer, so each request carries its visitor's address.
await startShellServer(SHELL_PORT, {
  API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
  TRUST_PROXY: 'loopback',
  SERVER_RENDERING: 'off',
});

function call(pathname, { from, body, cookie } = {}) {
  return fetch(`${SITE}${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'X-Forwarded-For': from,
      Origin: SITE,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

function admin(...args) {
  const output = execFileSync('node', ['dist/admin/cli.js', ...args, '--json'], {
    cwd: path.join(ROOT, 'api'),
    env: apiEnv,
  });
  return JSON.parse(output.toString());
}

// An investor with a session, and the access code of a second sign-in during the burst.
const investor = 'bench-investor@example.com';
const filed = await call('/api/presentation-access', {
  from: INVESTOR_ADDRESS,
  body: {
    name: 'Bench Investor',
    companyName: 'Example Capital',
    phoneNumber: '+1 555 0100',
    email: investor,
  },
});
if (!filed.ok) throw new Error(`access request: ${filed.status}`);
const request = admin('requests', '--status', 'pending').find((row) => row.email === investor);
const { accessCode } = admin('approve', String(request.id));
const login = { action: 'login', email: investor, accessCode };
const signedIn = await call('/api/auth', { from: INVESTOR_ADDRESS, body: login });
if (!signedIn.ok) throw new Error(`login: ${signedIn.status}`);
const cookie = signedIn.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

const wrongLogin = (address, n) =>
  call('/api/auth', {
    from: address,
    body: { action: 'login', email: `nobody-${n}@example.com`, accessCode: 'WRONG-CODE-0000' },
  }).then((response) => response.arrayBuffer().then(() => response.status));

await Promise.all(
  ATTACKER_ADDRESSES.map(async (address) => {
    for (let n = 0; n < WARM_UP_FAILURES; n += 1) await wrongLogin(address, n);
  }),
);

/** The other visitors' calls, one after another, until the burst is over. */
const CALLS = {
  'visitor GET /api/health': () => call('/api/health', { from: VISITOR_ADDRESS }),
  'investor GET /api/auth/me': () => call('/api/auth/me', { from: INVESTOR_ADDRESS, cookie }),
  'investor POST /api/auth (correct)': () =>
    call('/api/auth', { from: INVESTOR_ADDRESS, body: login }),
};
const timings = Object.fromEntries(Object.keys(CALLS).map((name) => [name, []]));

let burstOver = false;
const burstStarted = performance.now();
const burst = Promise.all(
  ATTACKER_ADDRESSES.flatMap((address) =>
    Array.from({ length: LOGINS_PER_ADDRESS }, (_, n) => wrongLogin(address, 100 + n)),
  ),
).finally(() => (burstOver = true));
const visitors = Object.entries(CALLS).map(async ([name, send]) => {
  while (!burstOver) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    timings[name].push(performance.now() - started);
  }
});
const statuses = await burst;
const burstMs = performance.now() - burstStarted;
await Promise.all(visitors);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const counts = statuses.reduce((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
console.log(
  `\nBurst: ${statuses.length} wrong logins from ${ATTACKER_ADDRESSES.length} addresses, ` +
    `${WARM_UP_FAILURES} failures each before it; over in ${(burstMs / 1000).toFixed(1)} s; ` +
    `answers ${JSON.stringify(counts)}\n`,
);
console.log('Other visitors during the burst, through the shell (ms):\n');
console.log('| call | calls | worst | p99 | median |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, values] of Object.entries(timings)) {
  console.log(
    `| ${name} | ${values.length} | ${Math.max(...values).toFixed(0)} | ` +
      `${percentile(values, 99).toFixed(0)} | ${percentile(values, 50).toFixed(0)} |`,
  );
}
process.exit(0);
