import type { ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';
import {
  privateApiEnv,
  startApiServer,
  startRemoteServer,
  startShellServer,
  stopProcess,
  type RemoteName,
  type StackPorts,
} from './stack';

/** How long a hook may take to start a private stack's servers (longer than a test's own). */
const STACK_START_TIMEOUT_MS = 240_000;

/** A private composition's servers, for the spec that owns it. */
export interface PrivateStack {
  /** The composed site's origin. */
  readonly site: string;
  /** Starts a remote's server (again), serving its normal build or `build`; a running one is replaced. */
  startRemote(name: RemoteName, build?: string): Promise<void>;
  /** Takes a remote's server down: its section is unavailable until it starts again. */
  stopRemote(name: RemoteName): Promise<void>;
  isRunning(name: RemoteName): boolean;
  /** What the shell's server has logged as errors so far. */
  shellLog(): string;
}

/**
 * Its own shell and remote servers (sharing the test API) for a spec that takes remotes down,
 * breaks or redeploys them, so no other test sees that. Started before the spec's tests and
 * stopped after them.
 * @param remotesAtStart the remotes that are up at first, each with the build it serves
 *   (undefined: its normal build), worked out when the stack starts; the others are down
 * @param shellEnv settings of this stack's shell server only
 */
export function usePrivateStack(
  ports: StackPorts,
  remotesAtStart: () => Partial<Record<RemoteName, string | undefined>>,
  shellEnv: Record<string, string> = {},
): PrivateStack {
  const remotes = new Map<RemoteName, ChildProcess>();
  let shell: Awaited<ReturnType<typeof startShellServer>> | undefined;
  const stack: PrivateStack = {
    site: `http://localhost:${ports.shell}`,
    async startRemote(name, build) {
      await stack.stopRemote(name);
      remotes.set(name, await startRemoteServer(name, ports, build));
    },
    async stopRemote(name) {
      await stopProcess(remotes.get(name));
      remotes.delete(name);
    },
    isRunning: (name) => remotes.has(name),
    shellLog: () => shell?.errorLog() ?? '',
  };
  test.beforeAll(async () => {
    // Servers start slowly while the suite's other projects load the machine.
    test.setTimeout(STACK_START_TIMEOUT_MS);
    // The remotes side by side, each waiting for its own port; the shell once they serve, so its
    // first snapshot of the site already has them.
    await Promise.all(
      Object.entries(remotesAtStart()).map(([name, build]) =>
        stack.startRemote(name as RemoteName, build),
      ),
    );
    shell = await startShellServer(ports, shellEnv);
  });
  test.afterAll(async () => {
    await Promise.all([shell, ...remotes.values()].map(stopProcess));
    remotes.clear();
  });
  return stack;
}

/**
 * A staff console's stack in front of an API of the spec's own, started with `apiSettings` on a
 * fresh database (privateApiEnv: no SMTP unless given), for settings the shared test API must not
 * have. Answers the stack and the API's settings (for the staff tool, adminOf).
 */
export function usePrivateApiStack(
  ports: StackPorts,
  apiPort: number,
  apiSettings: Record<string, string> = {},
) {
  const apiEnv = privateApiEnv(apiPort, `http://localhost:${ports.shell}`, apiSettings);
  let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
  test.beforeAll(async () => {
    // A fresh embedded database is migrated first: slow while other projects load the machine.
    test.setTimeout(STACK_START_TIMEOUT_MS);
    api = await startApiServer(apiEnv);
  });
  // Its hooks run after the API's: the shell starts in front of a running API.
  const stack = usePrivateStack(ports, () => ({ investors: undefined, marketing: undefined }), {
    API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  });
  test.afterAll(async () => {
    await stopProcess(api);
  });
  return { stack, apiEnv };
}
