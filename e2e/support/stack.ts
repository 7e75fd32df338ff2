import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The composed site under test runs on its own ports, so a dev site on 3000 can stay up.
 * E2E_PORT_OFFSET shifts them all, for two runs side by side on one machine.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  shell: 4000 + PORT_OFFSET,
  marketing: 4001 + PORT_OFFSET,
  investors: 4002 + PORT_OFFSET,
  demos: 4003 + PORT_OFFSET,
  api: 4100 + PORT_OFFSET,
};
export const SITE_URL = `http://localhost:${E2E_PORTS.shell}`;
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_PGLITE_DIR = path.join(ROOT, `api/.data/e2e-pglite-${E2E_PORTS.shell}`);

export type RemoteName = 'marketing' | 'investors' | 'demos';

export function apiEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORTS.api),
    PGLITE_DIR: E2E_PGLITE_DIR,
    PUBLIC_SITE_URL: SITE_URL,
    ALLOWED_ORIGINS: SITE_URL,
    LOG_LEVEL: 'warn',
  };
}

function remoteCommand(name: RemoteName, port: number) {
  return {
    command: 'node',
    args: [
      path.join(ROOT, 'packages/shared/server/serve-remote.mjs'),
      '--root',
      path.join(ROOT, `mfe-${name}/dist`),
      '--prefix',
      `/remotes/${name}/`,
      '--port',
      String(port),
    ],
  };
}

export function shellEnv(ports: {
  shell: number;
  marketing: number;
  investors: number;
  demos: number;
}) {
  return {
    PORT: String(ports.shell),
    API_ORIGIN: `http://127.0.0.1:${E2E_PORTS.api}`,
    REMOTE_MARKETING: `http://127.0.0.1:${ports.marketing}`,
    REMOTE_INVESTORS: `http://127.0.0.1:${ports.investors}`,
    REMOTE_DEMOS: `http://127.0.0.1:${ports.demos}`,
  };
}

/** Playwright's webServer list: the API on a fresh embedded database, three remotes, the shell. */
export function stackServers() {
  const remotes = (['marketing', 'investors', 'demos'] as const).map((name) => {
    const { command, args } = remoteCommand(name, E2E_PORTS[name]);
    return {
      command: [command, ...args].join(' '),
      url: `http://127.0.0.1:${E2E_PORTS[name]}/remotes/${name}/mf-manifest.json`,
      reuseExistingServer: false,
    };
  });
  return [
    {
      command: `rm -rf ${E2E_PGLITE_DIR} && node dist/main.js`,
      cwd: path.join(ROOT, 'api'),
      env: apiEnv(),
      url: `http://127.0.0.1:${E2E_PORTS.api}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...remotes,
    {
      command: `node ${path.join(ROOT, 'shell/server/serve.mjs')}`,
      env: shellEnv(E2E_PORTS),
      url: `http://127.0.0.1:${E2E_PORTS.shell}/remotes.json`,
      reuseExistingServer: false,
    },
  ];
}

async function waitUntilUp(url: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts one remote's real static server (for tests that stop and restart it). */
export async function startRemoteServer(name: RemoteName, port: number): Promise<ChildProcess> {
  const { command, args } = remoteCommand(name, port);
  const child = spawn(command, args, { stdio: 'ignore' });
  await waitUntilUp(`http://127.0.0.1:${port}/remotes/${name}/mf-manifest.json`);
  return child;
}

export async function startShellServer(ports: {
  shell: number;
  marketing: number;
  investors: number;
  demos: number;
}) {
  const child = spawn('node', [path.join(ROOT, 'shell/server/serve.mjs')], {
    env: { ...process.env, ...shellEnv(ports) },
    stdio: 'ignore',
  });
  await waitUntilUp(`http://127.0.0.1:${ports.shell}/remotes.json`);
  return child;
}

export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
