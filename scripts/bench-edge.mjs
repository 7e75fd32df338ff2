// Edge benchmark: what other visitors see of the API, through the shell's server, while bursts of
// wrong logins arrive: 12 addresses with 17 logins each at once, then 204 addresses with one each
// (where no per-address delay applies). Beside each burst, the same calls with no burst, in the
// same run. Prints the worst case and p99 of the other visitors' calls (a stall shows in the worst
// case, which an average hides), the answers the burst got, and whether the run met its target:
// worst ≤ 300 ms, no 5xx, every wrong login answered 401, 429 or 503.
// Needs a build (pnpm build). Usage: pnpm bench:edge
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startShellServer } from './lib/site-servers.mjs';
import { BENCH_PORT_OFFSET, ROOT, waitForUrl } from './lib/workspace.mjs';
import { printMachine } from './lib/machine.mjs';

printMachine();

const API_PORT = 4790 + BENCH_PORT_OFFSET;
const SHELL_PORT = 4791 + BENCH_PORT_OFFSET;
const SITE = `http://localhost:${SHELL_PORT}`;
const TARGET_WORST_MS = 300;
/** How long the other visitors' calls are timed with no burst. */
const QUIET_SECONDS = 3;
const BURSTS = [
  {
    name: '12 addresses × 17 wrong logins at once',
    addresses: 12,
    loginsPerAddress: 17,
    network: '198.51.100',
  },
  {
    name: '204 addresses × 1 wrong login at once',
    addresses: 204,
    loginsPerAddress: 1,
    network: '203.0.113',
  },
];
const VISITOR_ADDRESS = '192.0.2.50';
const INVESTOR_ADDRESS = '192.0.2.60';
/** Each burst's own documentation addresses (198.51.100.0/24, 203.0.113.0/24), fresh per burst. */
const attackerAddress = (burst, n) => `${burst.network}.${n + 1}`;

/** As `npm start` runs them: the API believes the shell's forwarding headers by this secret. */
const BENCH_PROXY_SECRET = randomBytes(32).toString('base64url');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gloh-bench-edge-'));
const apiEnv = {
  ...process.env,
  PORT: String(API_PORT),
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  PUBLIC_SITE_URL: SITE,
  ALLOWED_ORIGINS: SITE,
  TRUST_PROXY: 'loopback',
  API_PROXY_SECRET: BENCH_PROXY_SECRET,
  LOG_LEVEL: 'error',
};
/** BENCH_PROFILE=<dir>: the API's CPU profile of the whole run, written there when it stops. */
const profileArgs = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
  : [];
const api = spawn('node', [...profileArgs, 'dist/main.js'], {
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
  API_PROXY_SECRET: BENCH_PROXY_SECRET,
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

/** The burst's answers (statuses), from a worker thread: its load is not on the visitors' loop. */
function sendBurst(burst) {
  const worker = new Worker(new URL('./lib/login-burst.mjs', import.meta.url), {
    workerData: {
      site: SITE,
      addresses: Array.from({ length: burst.addresses }, (_, n) => attackerAddress(burst, n)),
      loginsPerAddress: burst.loginsPerAddress,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The other visitors' calls, each one after another. */
const CALLS = {
  'visitor GET /api/health': () => call('/api/health', { from: VISITOR_ADDRESS }),
  'investor GET /api/auth/me': () => call('/api/auth/me', { from: INVESTOR_ADDRESS, cookie }),
};

/** Runs the other visitors' calls until `until` settles; their timings and failed answers. */
async function timeOtherVisitors(until) {
  let over = false;
  void until.finally(() => (over = true));
  const timings = Object.fromEntries(Object.keys(CALLS).map((name) => [name, []]));
  const failures = [];
  await Promise.all(
    Object.entries(CALLS).map(async ([name, send]) => {
      while (!over) {
        const started = performance.now();
        try {
          const response = await send();
          await response.arrayBuffer();
          if (!response.ok) failures.push(`${name}: ${response.status}`);
        } catch (error) {
          failures.push(`${name}: ${error.message}`);
        }
        timings[name].push(performance.now() - started);
      }
    }),
  );
  return { timings, failures };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const rows = [];
const problems = [];
function record(scenario, { timings, failures }) {
  for (const [name, values] of Object.entries(timings)) {
    const worst = Math.max(...values);
    rows.push(
      `| ${scenario} | ${name} | ${values.length} | ${worst.toFixed(0)} | ` +
        `${percentile(values, 99).toFixed(0)} | ${percentile(values, 50).toFixed(0)} |`,
    );
    if (worst > TARGET_WORST_MS)
      problems.push(`${scenario}: ${name} worst ${worst.toFixed(0)} ms > ${TARGET_WORST_MS} ms`);
  }
  problems.push(...failures.map((failure) => `${scenario}: ${failure}`));
}

const quietOver = new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
record('no burst', await timeOtherVisitors(quietOver));

const answers = [];
for (const burst of BURSTS) {
  const started = performance.now();
  const statuses = sendBurst(burst);
  record(burst.name, await timeOtherVisitors(statuses));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = (await statuses).reduce(
    (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
    {},
  );
  answers.push(`| ${burst.name} | ${seconds} s | ${JSON.stringify(counts)} |`);
  const unexpected = Object.keys(counts).filter(
    (status) => !['401', '429', '503'].includes(status),
  );
  if (unexpected.length > 0)
    problems.push(`${burst.name}: wrong logins answered ${unexpected.join(', ')}`);
}

console.log('\nThe bursts (every wrong login should be answered 401, 429 or 503):\n');
console.log('| burst | over in | answers |');
console.log('| --- | --- | --- |');
answers.forEach((line) => console.log(line));
console.log('\nOther visitors, through the shell (ms):\n');
console.log('| while | call | calls | worst | p99 | median |');
console.log('| --- | --- | --- | --- | --- | --- |');
rows.forEach((line) => console.log(line));
console.log(
  problems.length === 0
    ? `\nTarget met: worst ≤ ${TARGET_WORST_MS} ms, no failed call, no unexpected answer.`
    : `\nTarget missed:\n  ${problems.join('\n  ')}`,
);
process.exit(0);
