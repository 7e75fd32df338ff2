import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../../src/admin/cli-program.js';

const API_ROOT = resolve(import.meta.dirname, '..', '..');
/** Compiled by the Jest global setup (`pnpm build`'s tsc into dist/). */
const BUILD = resolve(API_ROOT, 'dist');
const START_TIMEOUT_MS = 150_000;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built API as its own process, as `pnpm start` would, and waits for /api/health. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [resolve(BUILD, 'main.js')], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`API did not start within ${START_TIMEOUT_MS} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const run = promisify(execFile);

/** What a run of the admin CLI printed, and how it exited. */
export interface CliRun {
  stdout: string;
  stderr: string;
  code: number;
}

/**
 * Runs the built admin CLI as its own process (`node api/dist/admin/cli.js …`), the way staff run
 * it in production: for the checks of the entry point itself. Everything else runs the same
 * program in the test's process (runAdminCli), without a Node start and module load per command.
 */
export async function runAdminCliProcess(
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [resolve(BUILD, 'admin/cli.js'), ...args],
      {
        cwd: API_ROOT,
        env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env },
        timeout: 120_000,
      },
    );
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', code: failed.code ?? 1 };
  }
}

/**
 * Runs the admin CLI's program (src/admin/cli-program.ts) with `env` as its environment, and
 * returns what the process would have printed and its exit code.
 */
export async function runAdminCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    args,
    { ...process.env, LOG_LEVEL: 'warn', ...env },
    { out: (line) => (stdout += `${line}\n`), err: (line) => (stderr += `${line}\n`) },
  );
  return { stdout, stderr, code };
}

export interface ShellProcess {
  url: string;
  stop(): Promise<void>;
}

// Compiled by the shell's prepare script at install, and by its build.
const SHELL_SERVER = resolve(API_ROOT, '..', 'shell', 'dist-node', 'serve.js');

/**
 * Starts the shell's production server (shell/server/serve.ts) in front of an API, as `npm start`
 * and the containers run it, on its default host (127.0.0.1). Only its /api proxy is used, so it
 * serves an empty build folder and renders nothing.
 */
export async function startShellProcess(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<ShellProcess> {
  const port = await freePort();
  const dist = mkdtempSync(join(tmpdir(), 'gloh-shell-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'config.json'), '{}');
  const { HOST: _host, TRUST_PROXY: _trust, ...inherited } = process.env;
  let log = '';
  const child = spawn(process.execPath, [SHELL_SERVER], {
    env: {
      ...inherited,
      NODE_OPTIONS: '',
      SERVER_RENDERING: 'off',
      SHELL_DIST_DIR: dist,
      API_ORIGIN: apiUrl,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!log.includes('Gloh site at')) {
    if (child.exitCode !== null)
      throw new Error(`Shell server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() - started > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`Shell server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
