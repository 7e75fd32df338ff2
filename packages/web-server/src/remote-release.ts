// Releasing a remote: check a build against the site it joins, then publish it and switch its
// manifests atomically, keeping a history so that a rollback returns to the previous release.
// The checks are the shell's own rules: the page declaration against the contract's schema, no
// path or page id another remote serves, and the @gloh/shared version the build requires against
// the one the shell provides (a singleton: the remote runs on the shell's copy).
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pressReleasesProblems } from '@gloh/contract/press-releases';
import { composeSite } from '@gloh/contract/site-pages';
import { satisfies, valid } from 'semver';
import {
  BROWSER_MANIFEST,
  publishFiles,
  RELEASE_MANIFESTS,
  SERVER_MANIFEST,
} from './publish-release.js';

/** Where a deployment keeps its releases' manifests and their order. */
export const HISTORY_FOLDER = '.releases';
const HISTORY_FILE = 'history.json';

export interface ReleaseManifest {
  entry?: string;
  release?: string;
  sharedVersion?: string;
  sitePages?: unknown;
  pressReleases?: unknown;
}

/** What the release is checked against: the site as it is served now. */
export interface LiveSite {
  /**
   * false: the site could not be reached and the caller accepts that (a stack's first start,
   * before the shell runs): only the declaration itself is checked.
   */
  reachable?: boolean;
  /** The @gloh/shared version the shell provides; undefined when it cannot be read. */
  sharedVersion?: string;
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
  if (!manifest.sharedVersion) {
    problems.push(`${BROWSER_MANIFEST} does not say which @gloh/shared version it needs`);
  } else if (!checksSite) {
    // Nothing to compare with: the shell's federation runtime still refuses a mismatch at load.
  } else if (!site.sharedVersion) {
    problems.push("the shell's @gloh/shared version could not be read");
  } else if (!satisfiesCaret(site.sharedVersion, manifest.sharedVersion)) {
    problems.push(
      `the build needs @gloh/shared ^${manifest.sharedVersion}; the shell provides ${site.sharedVersion}`,
    );
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

/** Replaces a file in one step: readers see the old or the new one, never a part. */
function writeAtomically(file: string, contents: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

function historyOf(deployment: string): string[] {
  return (
    readJson<{ releases?: string[] }>(path.join(deployment, HISTORY_FOLDER, HISTORY_FILE))
      ?.releases ?? []
  );
}

function writeHistory(deployment: string, releases: string[]): void {
  writeAtomically(
    path.join(deployment, HISTORY_FOLDER, HISTORY_FILE),
    `${JSON.stringify({ releases }, null, 2)}\n`,
  );
}

/** Keeps a release's manifests under its id, to return to it later. */
function keepManifests(from: string, deployment: string, id: string): void {
  const kept = path.join(deployment, HISTORY_FOLDER, id);
  for (const file of RELEASE_MANIFESTS) {
    if (existsSync(path.join(from, file))) {
      mkdirSync(path.dirname(path.join(kept, file)), { recursive: true });
      cpSync(path.join(from, file), path.join(kept, file));
    }
  }
}

/** Makes the kept manifests of a release the served ones: the Node build's first, then the browser's. */
function switchTo(deployment: string, id: string): void {
  const kept = path.join(deployment, HISTORY_FOLDER, id);
  for (const file of [SERVER_MANIFEST, BROWSER_MANIFEST]) {
    if (existsSync(path.join(kept, file))) {
      writeAtomically(path.join(deployment, file), readFileSync(path.join(kept, file)));
    }
  }
}

export interface ReleaseResult {
  release: string;
  previous?: string;
  pages: number;
}

/**
 * Checks a build and makes it the deployment's live release.
 * @param build the remote's built files (its dist/)
 * @param deployment the folder its server serves
 */
export function release(
  remote: string,
  build: string,
  deployment: string,
  site: LiveSite,
): ReleaseResult {
  const manifest = readJson<ReleaseManifest>(path.join(build, BROWSER_MANIFEST));
  if (!manifest)
    throw new ReleaseRefused([`${build} holds no ${BROWSER_MANIFEST}: build it first`]);
  const problems = releaseProblems(remote, manifest, site);
  if (problems.length > 0) throw new ReleaseRefused(problems);
  const id = manifest.release ?? 'unversioned';
  const history = historyOf(deployment);
  const previous = history.at(-1);
  // The release's files first (hashed names: nothing a served page uses is overwritten).
  publishFiles(build, deployment);
  keepManifests(build, deployment, id);
  switchTo(deployment, id);
  writeHistory(deployment, [...history.filter((entry) => entry !== id), id]);
  return {
    release: id,
    ...(previous && previous !== id ? { previous } : {}),
    pages: Array.isArray(manifest.sitePages) ? manifest.sitePages.length : 0,
  };
}

/** Returns the deployment to the release before the live one, checked against the site as now. */
export function rollback(remote: string, deployment: string, site: LiveSite): ReleaseResult {
  const history = historyOf(deployment);
  const [previous, current] = [history.at(-2), history.at(-1)];
  if (!previous || !current) {
    throw new ReleaseRefused([`${deployment} has no earlier release to return to`]);
  }
  const manifest = readJson<ReleaseManifest>(
    path.join(deployment, HISTORY_FOLDER, previous, BROWSER_MANIFEST),
  );
  if (!manifest) throw new ReleaseRefused([`the manifests of release ${previous} are missing`]);
  const problems = releaseProblems(remote, manifest, site);
  if (problems.length > 0) throw new ReleaseRefused(problems);
  switchTo(deployment, previous);
  writeHistory(deployment, history.slice(0, -1));
  return {
    release: previous,
    previous: current,
    pages: Array.isArray(manifest.sitePages) ? manifest.sitePages.length : 0,
  };
}
