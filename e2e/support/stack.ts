import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeAtomically } from '@gloh/web-server/atomic-file';
import path from 'node:path';
import {
  REMOTES,
  remoteEnvVar,
  remotePublicPath,
  type RemoteName,
} from '../../packages/shared/src/remotes.mjs';
import { freshDatabase } from './fresh-database.mjs';

export type { RemoteName };

/** A composed site's ports: its shell and one per remote. */
export interface StackPorts {
  shell: number;
  remotes: Record<RemoteName, number>;
}

/** A remote keeps its dev port's distance from the shell's (3000 + n → shell + n), in any stack. */
export function stackPorts(shell: number): StackPorts {
  return {
    shell,
    remotes: Object.fromEntries(REMOTES.map(({ name, devPort }) => [name, shell + devPort - 3000])),
  };
}

function remotePort(ports: StackPorts, name: RemoteName): number {
  const port = ports.remotes[name];
  if (port === undefined) throw new Error(`No port for remote "${name}"`);
  return port;
}

/**
 * The composed site under test runs on its own ports, so a dev site on 3000 can stay up.
 * E2E_PORT_OFFSET shifts them all, for two runs side by side on one machine.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  ...stackPorts(4000 + PORT_OFFSET),
  api: 4100 + PORT_OFFSET,
  /** The mail catcher (support/mail-catcher.mjs): the API's SMTP server, and where tests read mail. */
  smtp: 4190 + PORT_OFFSET,
  mailbox: 4191 + PORT_OFFSET,
  /** The operations ports (metrics and probes) of the shell and the API under test. */
  shellMetrics: 4192 + PORT_OFFSET,
  apiMetrics: 4193 + PORT_OFFSET,
};
export const SITE_URL = `http://localhost:${E2E_PORTS.shell}`;
/**
 * A second shell in front of the same remotes and API, with a runtime config of its own: the specs
 * of the second Playwright project run there, beside those of the first, without seeing the flags
 * the others switch.
 */
export const SECOND_SITE_PORT = 4090 + PORT_OFFSET;
export const SECOND_SITE_URL = `http://localhost:${SECOND_SITE_PORT}`;
/** A third shell of the same kind, for the third project (the page sweeps and page-level specs). */
export const THIRD_SITE_PORT = 4094 + PORT_OFFSET;
export const THIRD_SITE_URL = `http://localhost:${THIRD_SITE_PORT}`;
/**
 * Sites of their own for the specs that take remotes down, break or redeploy them, so no other
 * test sees that. They share the test API, which must take their pages' posts (analytics beacons
 * included) as its own site's.
 */
export const PRIVATE_STACKS = {
  remoteFailure: stackPorts(4010 + PORT_OFFSET),
  versionSkew: stackPorts(4020 + PORT_OFFSET),
  /**
   * Releases made, staged, previewed, deployed and rolled back by the release walk, press-feed,
   * release-switch and remote-lifecycle specs, one after another: each starts the stack from fresh
   * deployments and stops it when done.
   */
  releases: stackPorts(4030 + PORT_OFFSET),
  /** Shells alone (no remotes), with the edge's limits set small for the spec that tests them. */
  edge: stackPorts(4050 + PORT_OFFSET),
  edgeBehindProxy: stackPorts(4060 + PORT_OFFSET),
  /** A shell that believes X-Forwarded-For from loopback: each test a visitor of its own. */
  formPosts: stackPorts(4070 + PORT_OFFSET),
  /** In front of an API of its own whose staff sessions end after 10 s unused. */
  staffIdle: stackPorts(4080 + PORT_OFFSET),
  /** In front of an API of its own without SMTP: staff see mail "not configured" and reveal it. */
  staffNoMail: stackPorts(4110 + PORT_OFFSET),
  /** In front of an API of its own, where staff require the confidentiality agreement. */
  deckAgreement: stackPorts(4120 + PORT_OFFSET),
};
/** The port of the API whose staff sessions end after 10 s unused. */
export const STAFF_IDLE_API_PORT = 4180 + PORT_OFFSET;
/** The port of the API without SMTP. */
export const STAFF_NO_MAIL_API_PORT = 4181 + PORT_OFFSET;
/** The port of the API that holds back every failed login for seconds (the edge's login burst). */
export const BURST_API_PORT = 4182 + PORT_OFFSET;
/** The port of the API whose investors must accept the agreement before the deck opens. */
export const DECK_AGREEMENT_API_PORT = 4183 + PORT_OFFSET;

/**
 * The ports in this range that the Fetch standard blocks: Chromium and Node's fetch() refuse them
 * ("bad port"), so a server there can never be reached by a test.
 */
const FETCH_BLOCKED_PORTS = new Set([
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
function refuseFetchBlockedPorts(): void {
  // SMTP is spoken over a plain socket, never fetched; the site's own ports come with the stacks.
  const { smtp: _smtp, shell: _shell, remotes: _remotes, ...services } = E2E_PORTS;
  const stacks = [['site', E2E_PORTS] as const, ...Object.entries(PRIVATE_STACKS)];
  const named: [string, number][] = [
    ...Object.entries(services),
    ...stacks.flatMap(([name, stack]): [string, number][] => [
      [`the ${name} shell`, stack.shell],
      ...Object.entries(stack.remotes).map(([remote, port]): [string, number] => [
        `the ${name} ${remote} remote`,
        port,
      ]),
    ]),
    ['the staff idle API', STAFF_IDLE_API_PORT],
    ['the API without mail', STAFF_NO_MAIL_API_PORT],
    ['the login burst API', BURST_API_PORT],
    ['the deck agreement API', DECK_AGREEMENT_API_PORT],
    ['the second shell', SECOND_SITE_PORT],
    ['the third shell', THIRD_SITE_PORT],
  ];
  const blocked = named.filter(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked.length > 0) {
    throw new Error(
      `E2E_PORT_OFFSET=${PORT_OFFSET} puts ${blocked.map(([name, port]) => `${name} on ${port}`).join(' and ')}, ` +
        'which browsers and fetch() refuse. Choose another offset.',
    );
  }
}
refuseFetchBlockedPorts();
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_PGLITE_DIR = path.join(ROOT, `api/.data/e2e-pglite-${E2E_PORTS.shell}`);

/**
 * What every shell of the run sends the API with each request it forwards, as `npm start` does:
 * the API believes no other caller's X-Forwarded-* (any local process shares loopback).
 */
export const E2E_PROXY_SECRET = 'e2e-proxy-secret-that-only-the-test-shells-send';

export function apiEnv(): Record<string, string> {
  return {
    API_PROXY_SECRET: E2E_PROXY_SECRET,
    PORT: String(E2E_PORTS.api),
    PGLITE_DIR: E2E_PGLITE_DIR,
    PUBLIC_SITE_URL: SITE_URL,
    ALLOWED_ORIGINS: [
      SITE_URL,
      SECOND_SITE_URL,
      THIRD_SITE_URL,
      ...Object.values(PRIVATE_STACKS).map((ports) => `http://localhost:${ports.shell}`),
    ].join(','),
    // Behind the shell's server on the same host, as `npm start` runs it.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // Mail is delivered, so a test reads an access code or an enrollment link as its recipient does.
    SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
    // Every spec's visitor comes from the one loopback address, at a test's pace: the whole run
    // is one "day" of one very busy visitor. The limits themselves are the API's tests' to check.
    RATE_LIMIT_LOGIN_IP_LIMIT: '1000',
    RATE_LIMIT_CONTACT_IP_LIMIT: '1000',
    RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: '1000',
    RATE_LIMIT_RESET_IP_LIMIT: '1000',
    RATE_LIMIT_ANALYTICS_LIMIT: '100000',
    RATE_LIMIT_STAFF_IP_LIMIT: '1000',
    DAILY_CAP_CONTACT: '1000',
    DAILY_CAP_ACCESS_REQUEST: '1000',
    DAILY_CAP_ANALYTICS: '100000',
    DAILY_CAP_RELEASE_HEALTH: '100000',
    DAILY_CEILING_CONTACT: '1000',
    DAILY_CEILING_ACCESS_REQUEST: '1000',
    DAILY_CEILING_ANALYTICS: '100000',
    DAILY_CEILING_RELEASE_HEALTH: '100000',
    // An investor's access end comes within a second of its time, so a journey waits seconds.
    ACCESS_EXPIRY_POLL_MS: '500',
  };
}

/**
 * The settings of an API of a spec's own (for settings the shared test API must not have), on its
 * own port and embedded database, for the private stack at `site` in front of it. Its mail stays in
 * its outbox; the staff tool reaches it with these settings (adminOf).
 */
export function privateApiEnv(
  port: number,
  site: string,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    ...apiEnv(),
    PORT: String(port),
    PGLITE_DIR: path.join(ROOT, `api/.data/e2e-pglite-${port}`),
    PUBLIC_SITE_URL: site,
    ALLOWED_ORIGINS: site,
    SMTP_URL: '',
    ...env,
  };
}

/** Starts the API with `env` (privateApiEnv) on a fresh database; stop it with stopProcess. */
export async function startApiServer(env: Record<string, string>): Promise<ChildProcess> {
  if (env.PGLITE_DIR) await freshDatabase(env.PGLITE_DIR);
  const child = spawn('node', ['dist/main.js'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  await waitUntilUp(`http://127.0.0.1:${env.PORT}/api/health`, child, 100_000);
  return child;
}

function remoteCommand(name: RemoteName, port: number, root?: string) {
  const { folder } = REMOTES.find((remote) => remote.name === name) ?? {};
  if (!folder) throw new Error(`Unknown remote "${name}"`);
  return {
    command: 'node',
    args: [
      path.join(ROOT, 'packages/web-server/dist/serve-remote.js'),
      '--remote',
      name,
      '--root',
      root ?? path.join(ROOT, folder, 'dist'),
      '--port',
      String(port),
    ],
  };
}

function manifestUrl(name: RemoteName, port: number) {
  return `http://127.0.0.1:${port}${remotePublicPath(name)}mf-manifest.json`;
}

/**
 * The runtime config a test stack's shell serves and renders with: a copy of the built one that a
 * test may replace (support/runtime-config.ts), as a deployment serves its own.
 */
export function siteConfigFile(shellPort: number): string {
  return path.join(ROOT, `e2e/.cache/site-config-${shellPort}.json`);
}

/**
 * Replaces a shell's config file whole (writeAtomically): written in place, a request that came
 * as it was truncated would read an empty file, and the shell serves defaults for that.
 */
export function writeSiteConfig(shellPort: number, content: string): void {
  writeAtomically(siteConfigFile(shellPort), content);
}

export function resetSiteConfig(shellPort: number): void {
  writeSiteConfig(shellPort, readFileSync(path.join(ROOT, 'shell/dist/config.json'), 'utf8'));
}

export function shellEnv(ports: StackPorts) {
  resetSiteConfig(ports.shell);
  return {
    PORT: String(ports.shell),
    SITE_CONFIG_FILE: siteConfigFile(ports.shell),
    API_ORIGIN: `http://127.0.0.1:${E2E_PORTS.api}`,
    API_PROXY_SECRET: E2E_PROXY_SECRET,
    ...Object.fromEntries(
      REMOTES.map(({ name }) => [
        remoteEnvVar(name),
        `http://127.0.0.1:${remotePort(ports, name)}`,
      ]),
    ),
  };
}

/** Playwright's webServer list: the API on a fresh embedded database, every remote, the three shells. */
export function stackServers() {
  const remotes = REMOTES.map(({ name }) => {
    const port = remotePort(E2E_PORTS, name);
    const { command, args } = remoteCommand(name, port);
    return {
      command: [command, ...args].join(' '),
      url: manifestUrl(name, port),
      reuseExistingServer: false,
    };
  });
  return [
    {
      command: `node ${path.join(ROOT, 'e2e/support/mail-catcher.mjs')} --smtp-port ${E2E_PORTS.smtp} --http-port ${E2E_PORTS.mailbox}`,
      url: `http://127.0.0.1:${E2E_PORTS.mailbox}/mails`,
      reuseExistingServer: false,
    },
    {
      command: `node ${path.join(ROOT, 'e2e/support/fresh-database.mjs')} ${E2E_PGLITE_DIR} && node dist/main.js`,
      cwd: path.join(ROOT, 'api'),
      env: { ...apiEnv(), METRICS_PORT: String(E2E_PORTS.apiMetrics) },
      url: `http://127.0.0.1:${E2E_PORTS.api}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...remotes,
    {
      command: `node ${path.join(ROOT, 'shell/dist-node/serve.js')}`,
      env: { ...shellEnv(E2E_PORTS), METRICS_PORT: String(E2E_PORTS.shellMetrics) },
      url: `http://127.0.0.1:${E2E_PORTS.shell}/remotes.json`,
      reuseExistingServer: false,
    },
    ...[SECOND_SITE_PORT, THIRD_SITE_PORT].map((port) => ({
      command: `node ${path.join(ROOT, 'shell/dist-node/serve.js')}`,
      env: shellEnv({ shell: port, remotes: E2E_PORTS.remotes }),
      url: `http://127.0.0.1:${port}/remotes.json`,
      reuseExistingServer: false,
    })),
  ];
}

/**
 * Waits for a server the test started. A cold Node start can take well over 15 s while the rest of the
 * suite runs, so the wait is long; a server that exits fails the wait at once instead, and one that
 * is still not up is stopped, so it cannot come up later and hold its port for the next spec.
 */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the server exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopProcess(child);
  throw new Error(`${url} did not come up`);
}

/**
 * Starts one remote's real static server (for tests that stop and restart it), serving its normal
 * build or, with `root`, another build of it.
 */
export async function startRemoteServer(
  name: RemoteName,
  ports: StackPorts,
  root?: string,
): Promise<ChildProcess> {
  const port = remotePort(ports, name);
  const { command, args } = remoteCommand(name, port, root);
  const child = spawn(command, args, { stdio: 'ignore' });
  await waitUntilUp(manifestUrl(name, port), child);
  return child;
}

/** The shell's server of a private stack; `env` adds or overrides its settings (e.g. TRUST_PROXY). */
export async function startShellServer(ports: StackPorts, env: Record<string, string> = {}) {
  const child = spawn('node', [path.join(ROOT, 'shell/dist-node/serve.js')], {
    env: { ...process.env, ...shellEnv(ports), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What it logs as errors stays readable by the spec that started it (always read, so the pipe
  // never fills up).
  let errorLog = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorLog += chunk.toString();
  });
  const shell = Object.assign(child, { errorLog: () => errorLog });
  try {
    await waitUntilUp(`http://127.0.0.1:${ports.shell}/remotes.json`, shell);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${errorLog}`);
  }
  return shell;
}

export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
