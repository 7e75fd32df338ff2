// Helpers of the root scripts; Node built-ins only (and the browsers' paths from e2e/support/browser.mjs,
// which imports nothing), because they run before anything is installed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CHROMIUM, HEADLESS_SHELL } from '../../e2e/support/browser.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PNPM_VERSION = '10.34.9';
const TOOLS_BIN = path.join(ROOT, '.tools/node_modules/.bin');

function hasPnpm10(env) {
  const result = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().startsWith('10.');
}

/** Puts pnpm 10 on PATH, installing it into .tools/ when the machine has only Node and npm. */
export function ensurePnpm() {
  process.env.PATH = `${TOOLS_BIN}${path.delimiter}${process.env.PATH}`;
  if (hasPnpm10(process.env)) return;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
  execFileSync(
    'npm',
    ['install', '--no-save', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
}

/** Installs the workspace when node_modules is missing or older than the lockfile (always in CI). */
export function ensureDependencies() {
  ensurePnpm();
  const marker = path.join(ROOT, 'node_modules/.modules.yaml');
  const lockfile = path.join(ROOT, 'pnpm-lock.yaml');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lockfile).mtimeMs;
  if (stale || process.env.CI) run('pnpm', ['install', '--frozen-lockfile']);
}

/**
 * Runs tasks of turbo.json, which knows their order (a package's `^build` first), inputs and
 * outputs: a task whose inputs did not change is replayed from the local cache in .turbo/. There is
 * no remote cache, and telemetry is off, so nothing leaves the machine.
 */
export function turbo(tasks, flags = [], options = {}) {
  run('pnpm', ['exec', 'turbo', 'run', ...tasks, '--output-logs=new-only', ...flags], {
    ...options,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
  });
}

/**
 * The packages Node runs compiled (packages/contract, packages/web-server, …): pnpm install
 * compiles them (their prepare scripts), but a pull that changed their sources without changing
 * the lockfile would leave the apps on the old rules and servers.
 */
export const buildPackages = () => turbo(['build'], ['--filter=./packages/*']);

export { CHROMIUM };

/** Installs Debian packages in one apt run as root, or says what to install when not root. */
function installDebianPackages(names, missing) {
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing}: install it (Debian: apt-get install ${names.join(' ')}).`);
  }
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...names], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Playwright drives the system's Chromium headless shell, Lighthouse its Chromium (browser
 * downloads are not possible everywhere).
 */
export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium', `No Chromium at ${CHROMIUM} (or set CHROMIUM_PATH)`],
    [
      HEADLESS_SHELL,
      'chromium-headless-shell',
      `No headless shell at ${HEADLESS_SHELL} (or set CHROMIUM_HEADLESS_SHELL_PATH)`,
    ],
  ].filter(([executable]) => !existsSync(executable));
  if (missing.length === 0) return;
  installDebianPackages(
    missing.map(([, name]) => name),
    missing.map(([, , message]) => message).join('; '),
  );
}

/** The e2e HTML check runs the W3C Nu checker, a Java program. */
export function ensureJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  installDebianPackages(['default-jre-headless'], 'No Java runtime for the e2e HTML check');
}

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function canConnect(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const error = new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/**
 * Runs long-lived processes side by side with prefixed output. If one of them stops, the others
 * are stopped too, so a half-running site never looks healthy. Each leads a process group of its
 * own, and stopping it stops the group: `pnpm --filter <app> serve` does not pass a SIGTERM on to
 * the server it started, which lived on holding its port, so the next start failed.
 */
export function runTogether(processes) {
  const children = processes.map(({ name, command, args, cwd = ROOT, env = {} }) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const prefix = `[${name}]`.padEnd(12);
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) console.log(`${prefix} ${line}`);
      });
    }
    return { name, child };
  });
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    // Every group, even one whose leader has exited: what it started may still run.
    for (const { child } of children) stopGroup(child);
    setTimeout(() => process.exit(code), 1500).unref();
  };
  for (const { name, child } of children) {
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
        stopAll(code || 1);
      }
    });
  }
  // A terminal's Ctrl-C reaches only this process now (the children lead groups of their own).
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return children;
}

function stopGroup(child) {
  if (child.pid === undefined) return; // never started
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    // ESRCH: nothing of the group is left.
    if (error.code !== 'ESRCH') throw error;
  }
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Benchmarks listen on fixed ports; BENCH_PORT_OFFSET moves them all, so that two checkouts can
 * run their benchmarks at the same time.
 */
export const BENCH_PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);

/**
 * A pipeline's steps with their outcome and wall time, printed as a table at the end. Steps timed
 * by a caller before this process started (`.ci/run`'s machine setup) come from the file named by
 * STEP_TIMINGS_FILE, one `name<TAB>seconds` line each, so the table covers the whole run.
 */
export function createStepTimer() {
  const started = Date.now();
  const rows = [];
  const earlier = process.env.STEP_TIMINGS_FILE;
  if (earlier && existsSync(earlier)) {
    for (const line of readFileSync(earlier, 'utf8').split('\n')) {
      const [name, seconds] = line.split('\t');
      if (name && seconds) rows.push([name, 'passed', Number(seconds)]);
    }
  }
  const earlierSeconds = rows.reduce((sum, [, , seconds]) => sum + seconds, 0);
  return {
    /** Runs one step, records its time, and returns what it returned (or rethrows). */
    async time(name, step) {
      const stepStarted = Date.now();
      try {
        const result = await step();
        rows.push([name, result === 'skipped' ? 'skipped' : 'passed', elapsed(stepStarted)]);
        return result;
      } catch (error) {
        rows.push([name, 'FAILED', elapsed(stepStarted)]);
        throw error;
      }
    },
    print(title) {
      const total = earlierSeconds + elapsed(started);
      const width = Math.max(26, ...rows.map(([name]) => name.length + 2));
      console.log(`\n${title}\n| step | result | wall time |\n| --- | --- | --- |`);
      for (const [name, result, seconds] of rows) {
        console.log(`| ${name.padEnd(width)} | ${result.padEnd(7)} | ${formatSeconds(seconds)} |`);
      }
      console.log(`| ${'total'.padEnd(width)} |         | ${formatSeconds(total)} |`);
    },
  };
}

function elapsed(since) {
  return (Date.now() - since) / 1000;
}

function formatSeconds(seconds) {
  // Whole seconds first: 659.6 s is 11 min 0 s, not 10 min 60 s.
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes > 0 ? `${minutes} min ` : ''}${String(whole % 60).padStart(2)} s`.padStart(10);
}
