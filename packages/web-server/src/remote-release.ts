// Releasing a remote: check a build against the site it joins, then publish it whole and switch
// to it (publish-release.ts), keeping a history so that a rollback returns to the previous release
// and a roll forward to the next; --to returns to any kept release. The one path to live. A staged
// release is checked and kept the same way without going live, for staff to preview, until it is
// promoted (a switch to it by id, checked again against the site as it is then).
// The checks are the shell's own rules: the page declaration against the contract's schema, no
// path or page id another remote serves, and the @gloh/shared version the build requires against
// the one the shell provides (a singleton: the remote runs on the shell's copy).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pressReleasesProblems } from '@gloh/contract/press-releases';
import { composeSite } from '@gloh/contract/site-pages';
import { satisfies, valid } from 'semver';
import {
  adoptServedRelease,
  BROWSER_MANIFEST,
  historyAfterRelease,
  historyReturningTo,
  isReleaseId,
  keptReleaseProblems,
  keptReleases,
  publishRelease,
  readHistory,
  RELEASES_FOLDER,
  releaseIdOf,
  switchRelease,
  writeHistory,
} from './publish-release.js';
import { pruneReleases, releasesKept } from './prune-releases.js';

/**
 * The shared runtime packages, by the render-manifest field that names a version of each: a
 * remote's manifest names the versions it requires, the shell's the versions it provides.
 * @gloh/shared is required of every remote; @gloh/staff-ui only of those that use it.
 */
const RUNTIME_PACKAGE_FIELDS = {
  sharedVersion: { name: '@gloh/shared', required: true },
  staffUiVersion: { name: '@gloh/staff-ui', required: false },
} as const;

type RuntimeVersions = { [field in keyof typeof RUNTIME_PACKAGE_FIELDS]?: string };

export interface ReleaseManifest extends RuntimeVersions {
  entry?: string;
  release?: string;
  sitePages?: unknown;
  pressReleases?: unknown;
}

/** What the release is checked against: the site as it is served now. */
export interface LiveSite extends RuntimeVersions {
  /**
   * false: the site could not be reached and the caller accepts that (a stack's first start,
   * before the shell runs): only the declaration itself is checked. The runtime package versions
   * are those the shell provides; undefined when they cannot be read.
   */
  reachable?: boolean;
  /** The other remotes' current page declarations, by name. */
  declarations: Record<string, unknown>;
}

export class ReleaseRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(`The release was refused:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
  }
}

/** Whether the provided version satisfies ^required, as the federation runtime reads it. */
export function satisfiesCaret(provided: string, required: string): boolean {
  return (
    valid(provided) !== null && valid(required) !== null && satisfies(provided, `^${required}`)
  );
}

/** Why this release must not go live; none: it may. */
export function releaseProblems(
  remote: string,
  manifest: ReleaseManifest,
  site: LiveSite,
): string[] {
  const problems: string[] = [];
  if (typeof manifest.entry !== 'string') problems.push(`${BROWSER_MANIFEST} names no entry`);
  if (manifest.sitePages === undefined) {
    problems.push(`${BROWSER_MANIFEST} declares no pages (src/app/site-pages.json)`);
  }
  const checksSite = site.reachable !== false;
  const composed = composeSite([
    ...Object.entries(checksSite ? site.declarations : {})
      .filter(([name]) => name !== remote)
      .map(([name, sitePages]) => ({ remote: name, sitePages })),
    { remote, sitePages: manifest.sitePages ?? [] },
  ]);
  problems.push(...composed.problems);
  if (manifest.pressReleases !== undefined) {
    problems.push(...pressReleasesProblems(manifest.pressReleases));
  }
  for (const [field, { name, required }] of Object.entries(RUNTIME_PACKAGE_FIELDS)) {
    const needed = manifest[field as keyof RuntimeVersions];
    const provided = site[field as keyof RuntimeVersions];
    if (!needed) {
      if (required)
        problems.push(`${BROWSER_MANIFEST} does not say which ${name} version it needs`);
    } else if (!checksSite) {
      // Nothing to compare with: the shell's federation runtime still refuses a mismatch at load.
    } else if (!provided) {
      problems.push(`the shell's ${name} version could not be read`);
    } else if (!satisfiesCaret(provided, needed)) {
      problems.push(`the build needs ${name} ^${needed}; the shell provides ${provided}`);
    }
  }
  return problems;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export interface ReleaseResult {
  release: string;
  previous?: string;
  pages: number;
  /** The releases pruned once it was kept (older than the newest kept, none protected). */
  pruned?: string[];
}

function pagesOf(manifest: ReleaseManifest): number {
  return Array.isArray(manifest.sitePages) ? manifest.sitePages.length : 0;
}

/** Why a build and a deployment cannot be released into each other: one folder, or one inside the other. */
export function sameFolderProblem(build: string, deployment: string): string | undefined {
  const [from, to] = [path.resolve(build), path.resolve(deployment)];
  const inside = (folder: string, parent: string) => folder.startsWith(`${parent}${path.sep}`);
  if (from === to || inside(from, to) || inside(to, from)) {
    return `the build (${build}) and the deployment (${deployment}) must be separate folders: a build never writes where the site is served from`;
  }
  return undefined;
}

/**
 * Checks a build and makes it the deployment's live release; staged, checked the same way and
 * kept, served by its id for staff to preview, but not live: `promote` makes it live, checked
 * again against the site as it is then.
 * Then the deployment keeps its newest `keep` releases (and the protected ones): prune-releases.ts.
 * @param build the remote's built files (its dist/)
 * @param deployment the folder its server serves
 * @param options.keep how many releases to keep (RELEASES_KEPT, default 10)
 */
export function release(
  remote: string,
  build: string,
  deployment: string,
  site: LiveSite,
  { stage = false, keep = releasesKept() }: { stage?: boolean; keep?: number } = {},
): ReleaseResult {
  const sameFolder = sameFolderProblem(build, deployment);
  if (sameFolder) throw new ReleaseRefused([sameFolder]);
  const manifest = readJson<ReleaseManifest>(path.join(build, BROWSER_MANIFEST));
  if (!manifest)
    throw new ReleaseRefused([`${build} holds no ${BROWSER_MANIFEST}: build it first`]);
  const problems = releaseProblems(remote, manifest, site);
  const id = releaseIdOf(build) ?? '';
  if (!isReleaseId(id)) problems.push(`${BROWSER_MANIFEST} names no valid release id`);
  if (problems.length > 0) throw new ReleaseRefused(problems);
  const previous = stage ? undefined : (releaseIdOf(deployment) ?? readHistory(deployment).live);
  publishRelease(build, deployment, { stage });
  const { removed } = pruneReleases(deployment, keep);
  return {
    release: id,
    ...(previous && previous !== id ? { previous } : {}),
    pages: pagesOf(manifest),
    ...(removed.length > 0 ? { pruned: removed } : {}),
  };
}

/** Makes a staged (or any kept) release live, checked against the site as it is now. */
export function promote(
  remote: string,
  deployment: string,
  site: LiveSite,
  id: string,
): ReleaseResult {
  return switchTo(remote, deployment, site, { id });
}

/** Which kept release to switch to: the one before the live one, the one after, or one by id. */
export type ReleaseTarget = { previous: true } | { next: true } | { id: string };

/**
 * Switches the deployment to another kept release, checked against the site as it is now, every
 * file of it as a release does.
 */
export function switchTo(
  remote: string,
  deployment: string,
  site: LiveSite,
  target: ReleaseTarget,
): ReleaseResult {
  const history = readHistory(deployment);
  const current = adoptServedRelease(deployment) ?? history.live;
  const at = current ? history.releases.indexOf(current) : -1;
  let id: string | undefined;
  if ('id' in target) {
    id = target.id;
    if (!keptReleases(deployment).includes(id)) {
      throw new ReleaseRefused([
        `${deployment} keeps no release ${id}; it keeps: ${keptReleases(deployment).join(', ') || 'none'}`,
      ]);
    }
  } else if ('previous' in target) {
    id = at > 0 ? history.releases[at - 1] : undefined;
    if (!id) throw new ReleaseRefused([`${deployment} has no earlier release to return to`]);
  } else {
    id = at >= 0 ? history.releases[at + 1] : undefined;
    if (!id) {
      throw new ReleaseRefused([
        `${deployment} has no later release to roll forward to${current ? ` (${current} is the newest)` : ''}`,
      ]);
    }
  }
  const kept = keptReleaseProblems(deployment, id);
  if (kept.length > 0) throw new ReleaseRefused(kept);
  const manifest = readJson<ReleaseManifest>(
    path.join(deployment, RELEASES_FOLDER, id, BROWSER_MANIFEST),
  );
  if (!manifest) throw new ReleaseRefused([`the manifests of release ${id} are missing`]);
  const problems = releaseProblems(remote, manifest, site);
  if (problems.length > 0) throw new ReleaseRefused(problems);
  switchRelease(deployment, id, current);
  writeHistory(
    deployment,
    history.releases.includes(id)
      ? historyReturningTo(history, id)
      : historyAfterRelease(history, current, id),
  );
  return {
    release: id,
    ...(current && current !== id ? { previous: current } : {}),
    pages: pagesOf(manifest),
  };
}

/** Returns the deployment to the release before the live one, checked against the site as now. */
export function rollback(remote: string, deployment: string, site: LiveSite): ReleaseResult {
  return switchTo(remote, deployment, site, { previous: true });
}

/** Returns the deployment to the release after the live one (the one a rollback left). */
export function rollForward(remote: string, deployment: string, site: LiveSite): ReleaseResult {
  return switchTo(remote, deployment, site, { next: true });
}
