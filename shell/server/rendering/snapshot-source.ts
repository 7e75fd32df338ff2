// The snapshot of the remotes' releases the site is served with. The remotes' manifests are read
// on a loop of its own, whatever the load (requests never wait for a read, nor does a busy server
// read less often): after each read the loop waits for a remote to publish a release (the remotes'
// servers hold a read of an unchanged manifest: waitForRelease), and reads at most once every
// SNAPSHOT_POLL_MS, so a server that does not hold reads is read that often. A new snapshot is
// made ready first (its render worker started, its Bootstrap sheet composed: the `prepare` hooks)
// and only then becomes the current one, in one step: page rendering, page statuses, the menus,
// the sitemap, robots.txt and the stylesheet all read the current one, so they switch together
// and never mix releases.
import type { RemoteName } from '@gloh/shared/remotes';
import {
  InconsistentReleasesError,
  type RemoteOrigin,
  type RenderSnapshot,
  readRenderSnapshot,
  waitForRelease,
} from './render-snapshot.js';

/**
 * How often at most the manifests are read: where they cannot be waited on, with the time a new
 * snapshot takes to be made ready, a release shows everywhere within 2 s of going live.
 */
export const SNAPSHOT_POLL_MS = 400;
/** A snapshot whose preparation takes longer becomes current anyway (pages wait for its worker). */
export const PREPARE_TIMEOUT_MS = 10_000;

export interface SnapshotSource {
  /** The current snapshot; the first read waits for the first one. */
  read(): Promise<RenderSnapshot>;
  /**
   * Adds what must be ready before a snapshot becomes current (the first one included); a hook
   * that fails or takes over PREPARE_TIMEOUT_MS is logged and the snapshot becomes current anyway.
   */
  prepareWith(prepare: (snapshot: RenderSnapshot) => Promise<unknown>): void;
  /** Stops reading the manifests. */
  close(): void;
}

export interface SnapshotSourceOptions {
  pollMs?: number;
  prepareTimeoutMs?: number;
  log?: (message: string) => void;
  /** Declarations for remotes not read yet: those known at the shell's build. */
  known?: Partial<Record<RemoteName, unknown>>;
  /** Called when the releases or their availability change (the first read included). */
  onChange?: (snapshot: RenderSnapshot) => void;
  /** Waits until the snapshot's releases may have changed (waitForRelease). */
  waitForChange?: (snapshot: RenderSnapshot, signal: AbortSignal) => Promise<void>;
}

export function createSnapshotSource(
  remotes: () => readonly RemoteOrigin[],
  {
    pollMs = SNAPSHOT_POLL_MS,
    prepareTimeoutMs = PREPARE_TIMEOUT_MS,
    log = console.error,
    known = {},
    onChange,
    waitForChange = waitForRelease,
  }: SnapshotSourceOptions = {},
): SnapshotSource {
  let current: RenderSnapshot | undefined;
  let first: Promise<RenderSnapshot> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const stopWaiting = new AbortController();
  const preparers: ((snapshot: RenderSnapshot) => Promise<unknown>)[] = [];
  /** Logs a problem once while it lasts: a conflict lasts until the next release. */
  function reporter(): (problem: string) => void {
    let lastProblem = '';
    return (problem) => {
      if (problem === lastProblem) return;
      lastProblem = problem;
      if (problem) log(problem);
    };
  }
  const report = reporter();
  const reportPressReleases = reporter();

  async function prepare(snapshot: RenderSnapshot): Promise<void> {
    await Promise.all(
      preparers.map(async (hook) => {
        let timeout: NodeJS.Timeout | undefined;
        const late = new Promise((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`not ready after ${prepareTimeoutMs} ms`)),
            prepareTimeoutMs,
          );
        });
        try {
          await Promise.race([hook(snapshot), late]);
        } catch (error) {
          log(`Serving the remotes' new releases before they were ready: ${String(error)}`);
        } finally {
          clearTimeout(timeout);
        }
      }),
    );
  }

  async function refresh(): Promise<RenderSnapshot> {
    try {
      const next = await readRenderSnapshot(remotes(), current, known);
      report(
        next.problems.length > 0
          ? `The remotes' releases do not fit together: ${next.problems.join('; ')}. ` +
              'Each conflicting page is served by its first claimant.'
          : '',
      );
      reportPressReleases(
        next.pressReleaseProblems.length > 0
          ? `The published press releases are not valid: ${next.pressReleaseProblems.join('; ')}. ` +
              'The feed keeps the last valid ones.'
          : '',
      );
      if (next.key !== current?.key) {
        await prepare(next);
        onChange?.(next);
        current = next;
      }
    } catch (error) {
      if (!(error instanceof InconsistentReleasesError) || !current) throw error;
      report(`${error.message}. The last consistent releases keep serving.`);
    }
    return current;
  }

  /**
   * Reads, waits for a release, and reads again, pollMs at least after the last read began:
   * never two at once, never fewer under load.
   */
  async function readAndWait(): Promise<void> {
    const began = performance.now();
    try {
      const snapshot = await refresh();
      if (!closed) await waitForChange(snapshot, stopWaiting.signal);
    } catch (error) {
      log(`The remotes' releases could not be read: ${String(error)}`);
    }
    readLater(pollMs - (performance.now() - began));
  }

  function readLater(delayMs: number): void {
    if (closed) return;
    timer = setTimeout(() => void readAndWait(), Math.max(0, delayMs));
    // The pause between reads never keeps the process alive on its own (close() ends a held read).
    timer.unref();
  }

  return {
    async read() {
      if (current) return current;
      first ??= refresh().finally(() => {
        first = undefined;
        if (current && !timer) readLater(pollMs);
      });
      return first;
    },
    prepareWith(hook) {
      preparers.push(hook);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      stopWaiting.abort();
    },
  };
}
