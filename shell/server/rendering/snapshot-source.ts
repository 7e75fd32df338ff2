// The snapshot of the remotes' releases the site is served with: read at most every
// SNAPSHOT_MAX_AGE_MS, answered from the last one meanwhile. Page rendering, page statuses, the
// sitemap and robots.txt all read it, so they agree on which pages exist.
import type { RemoteName } from '@gloh/shared/remotes';
import {
  InconsistentReleasesError,
  type RemoteOrigin,
  type RenderSnapshot,
  readRenderSnapshot,
} from './render-snapshot.js';

export const SNAPSHOT_MAX_AGE_MS = 2_000;

export interface SnapshotSource {
  /** The current snapshot; a stale one is answered while a newer one is read. */
  read(): Promise<RenderSnapshot>;
}

export interface SnapshotSourceOptions {
  maxAgeMs?: number;
  log?: (message: string) => void;
  /** Declarations for remotes not read yet: those known at the shell's build. */
  known?: Partial<Record<RemoteName, unknown>>;
  /** Called when the releases or their availability change (the first read included). */
  onChange?: (snapshot: RenderSnapshot) => void;
}

export function createSnapshotSource(
  remotes: () => readonly RemoteOrigin[],
  {
    maxAgeMs = SNAPSHOT_MAX_AGE_MS,
    log = console.error,
    known = {},
    onChange,
  }: SnapshotSourceOptions = {},
): SnapshotSource {
  let current: RenderSnapshot | undefined;
  let checkedAt = 0;
  let refreshing: Promise<RenderSnapshot> | undefined;
  /** Logs a problem once while it lasts: a conflict lasts until the next release, read every 2 s. */
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
      if (next.key !== current?.key) onChange?.(next);
      current = next;
    } catch (error) {
      if (!(error instanceof InconsistentReleasesError) || !current) throw error;
      report(`${error.message}. The last consistent releases keep serving.`);
    }
    checkedAt = Date.now();
    return current;
  }

  return {
    async read() {
      const stale = Date.now() - checkedAt > maxAgeMs;
      if (current && !stale) return current;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      if (!current) return refreshing;
      refreshing.catch(() => undefined);
      return current;
    },
  };
}
