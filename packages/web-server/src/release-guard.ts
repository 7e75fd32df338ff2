// The release guard of a remote's server (gloh-serve-remote with RELEASE_GUARD_API): it asks the
// API, on its operations port, for the verdict on the live release against the one a rollback
// would return to; told "roll-back", it rolls the deployment back, notes it in the deployment
// (.releases/release-guard.json) and reports it until the API has recorded it. A release rolled
// back once is never rolled back again, even when promoted by hand afterwards; with no earlier
// release kept there is nothing to ask about.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  healthReleaseOfEntry,
  RELEASE_GUARD_PATHS,
  type GuardedRemote,
  type ReleaseGuardQuery,
  type ReleaseGuardRollback,
  type ReleaseGuardVerdict,
} from '@gloh/contract/release-guard';
import { PROXY_SECRET_HEADER } from '@gloh/contract/trust-proxy';
import {
  BROWSER_MANIFEST,
  keptReleases,
  readHistory,
  RELEASES_FOLDER,
  releaseIdOf,
} from './publish-release.js';

const STATE_FILE = 'release-guard.json';
export const RELEASE_GUARD_DEFAULT_INTERVAL_MS = 15_000;

interface GuardState {
  /** Releases rolled back automatically (deployment ids), and whether the API recorded it. */
  rolledBack: { id: string; report: ReleaseGuardRollback; reported: boolean }[];
}

export interface ReleaseGuardOptions {
  remote: GuardedRemote;
  deployment: string;
  /** The API's operations origin, e.g. http://api:9464. */
  api: string;
  /** API_PROXY_SECRET, when the API requires it. */
  secret?: string;
  intervalMs?: number;
  /** Returns the deployment to the release before the live one (remote-release.ts' rollback). */
  rollBack(): Promise<unknown>;
  log?: (line: string) => void;
}

export interface ReleaseGuard {
  /** One round: report what is unreported, then judge the live release. */
  check(): Promise<void>;
  stop(): void;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The release health id (the versioned entry's hash) of a served or kept release. */
const healthReleaseIn = (folder: string) =>
  healthReleaseOfEntry(readJson<{ entry?: unknown }>(path.join(folder, BROWSER_MANIFEST))?.entry);

export function startReleaseGuard(options: ReleaseGuardOptions): ReleaseGuard {
  const { remote, deployment, log = console.log } = options;
  const stateFile = path.join(deployment, RELEASES_FOLDER, STATE_FILE);
  const readState = (): GuardState => readJson<GuardState>(stateFile) ?? { rolledBack: [] };
  const writeState = (state: GuardState) =>
    writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  /** Live releases judged "keep": not asked about again while they stay live. */
  const settled = new Set<string>();
  let running: Promise<void> | undefined;

  const post = async <T>(route: string, body: object): Promise<T> => {
    const response = await fetch(`${options.api.replace(/\/+$/, '')}${route}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.secret ? { [PROXY_SECRET_HEADER]: options.secret } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    return (await response.json()) as T;
  };

  const reportRollbacks = async () => {
    const state = readState();
    for (const entry of state.rolledBack.filter(({ reported }) => !reported)) {
      await post(RELEASE_GUARD_PATHS.rolledBack, entry.report);
      entry.reported = true;
      writeState(state);
    }
  };

  /** The live release and the kept one before it, as the API knows them; none: nothing to ask. */
  const query = (): { id: string; query: ReleaseGuardQuery } | undefined => {
    const id = releaseIdOf(deployment);
    const release = healthReleaseIn(deployment);
    if (!id || !release || settled.has(id)) return undefined;
    if (readState().rolledBack.some((entry) => entry.id === id)) return undefined;
    const { releases } = readHistory(deployment);
    const previousId = releases[releases.indexOf(id) - 1];
    const previous =
      previousId && keptReleases(deployment).includes(previousId)
        ? healthReleaseIn(path.join(deployment, RELEASES_FOLDER, previousId))
        : undefined;
    return { id, query: { remote, release, ...(previous ? { previous } : {}) } };
  };

  const judge = async () => {
    const asked = query();
    if (!asked) return;
    const verdict = await post<ReleaseGuardVerdict>(RELEASE_GUARD_PATHS.verdict, asked.query);
    if (verdict.verdict === 'keep') settled.add(asked.id);
    if (verdict.verdict !== 'roll-back' || !asked.query.previous) return;
    await options.rollBack();
    const state = readState();
    state.rolledBack.push({
      id: asked.id,
      report: { remote, release: asked.query.release, returnedTo: asked.query.previous },
      reported: false,
    });
    writeState(state);
    log(
      `${remote}: release ${asked.id} was rolled back automatically (${verdict.reason}); ` +
        `the release before it is live again.`,
    );
    await reportRollbacks();
  };

  const check = () =>
    (running ??= (async () => {
      try {
        await reportRollbacks();
        await judge();
      } catch (error) {
        log(`${remote}: release guard: ${(error as Error).message}`);
      } finally {
        running = undefined;
      }
    })());

  const timer = setInterval(
    () => void check(),
    options.intervalMs ?? RELEASE_GUARD_DEFAULT_INTERVAL_MS,
  );
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
