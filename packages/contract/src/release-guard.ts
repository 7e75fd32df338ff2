import type { ReleaseHealthRemote } from './release-health.js';

/**
 * The release guard: in the first page loads of a new release of a remote, the API compares its
 * error rate and p75 LCP / INP with the release before it; worse by more than the remote's margins,
 * the remote's server rolls the release back and reports it. Served on the API's operations port
 * (never published), to the remotes' servers only.
 */
export const RELEASE_GUARD_PATHS = {
  /** POST ReleaseGuardQuery → ReleaseGuardVerdict */
  verdict: '/release-guard/verdict',
  /** POST ReleaseGuardRollback → { recorded: boolean } */
  rolledBack: '/release-guard/rolled-back',
} as const;

/** The remotes a guard can watch: the shell is released with the site, never rolled back alone. */
export type GuardedRemote = Exclude<ReleaseHealthRemote, 'shell'>;

/** A release as release health knows it: the content hash of `remoteEntry.<hash>.js`. */
export function healthReleaseOfEntry(entry: unknown): string | undefined {
  return typeof entry === 'string'
    ? /remoteEntry\.([0-9a-f]{8,64})\.js$/.exec(entry)?.[1]
    : undefined;
}

export interface ReleaseGuardQuery {
  remote: GuardedRemote;
  /** The live release (its health release id). */
  release: string;
  /** The release a rollback would return to; none: there is nothing to return to. */
  previous?: string;
}

/** A release's figures as the guard compares them. Null: no sample. */
export interface GuardFigures {
  release: string;
  pageLoads: number;
  errors: number;
  /** Errors per page load. */
  errorRate: number;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
}

/**
 * off: no guard for this remote; wait: fewer page loads than the guard needs; keep: judged and
 * kept (or nothing to return to, or rolled back automatically once already); roll-back: worse.
 */
export type ReleaseGuardDecision = 'off' | 'wait' | 'keep' | 'roll-back';

export interface ReleaseGuardVerdict {
  verdict: ReleaseGuardDecision;
  /** In words, e.g. "error rate 12% vs 0.5%". */
  reason: string;
  live?: GuardFigures;
  previous?: GuardFigures;
}

export interface ReleaseGuardRollback {
  remote: GuardedRemote;
  /** The release rolled back. */
  release: string;
  /** The release live again. */
  returnedTo: string;
}
