// Pruning a deployment's releases: it keeps the newest N whole (RELEASES_KEPT, default 10), and
// always the live release, the one a rollback returns to and the staged ones, whatever their age.
// Then the content-hashed files that no kept release lists are removed: a page rendered before a
// switch keeps loading its files as long as its release is kept. Which releases a page is still
// being rendered from is not tracked (the shell's server renders from the served manifests and
// reads a remote's release again within 2 s), so the kept count is what covers pages left open.
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  filesOf,
  isContentHashed,
  keptFolder,
  keptReleases,
  readContents,
  readHistory,
  releaseIdOf,
  writeHistory,
  type ReleaseHistory,
} from './publish-release.js';

/** How many releases a deployment keeps when neither --keep nor RELEASES_KEPT says. */
export const DEFAULT_RELEASES_KEPT = 10;

/** The number of releases to keep, from --keep or RELEASES_KEPT; a whole number, at least 1. */
export function releasesKept(value: string | undefined = process.env.RELEASES_KEPT): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RELEASES_KEPT;
  const kept = Number(value);
  if (!Number.isInteger(kept) || kept < 1) {
    throw new Error(`the number of releases to keep must be a whole number from 1: "${value}"`);
  }
  return kept;
}

/** Why each release is never pruned, by id: live, the rollback target, staged. */
export function protectedReleases(
  deployment: string,
  history: ReleaseHistory = readHistory(deployment),
): Map<string, string> {
  const reasons = new Map<string, string>();
  const live = releaseIdOf(deployment) ?? history.live;
  if (live) {
    reasons.set(live, 'live');
    const at = history.releases.indexOf(live);
    const previous = at > 0 ? history.releases[at - 1] : undefined;
    if (previous && previous !== live) reasons.set(previous, 'previous: --rollback returns to it');
  }
  for (const id of history.staged ?? []) if (!reasons.has(id)) reasons.set(id, 'staged');
  return reasons;
}

/** When a release was kept: recorded in it, else its record's file time (kept before that). */
function keptAt(deployment: string, id: string): number {
  const recorded = Date.parse(readContents(deployment, id)?.keptAt ?? '');
  if (!Number.isNaN(recorded)) return recorded;
  try {
    return statSync(path.join(keptFolder(deployment, id), '.release.json')).mtimeMs;
  } catch {
    return 0;
  }
}

/** The kept releases, the newest first (ties: the later in the history first). */
export function releasesNewestFirst(deployment: string): string[] {
  const { releases } = readHistory(deployment);
  return keptReleases(deployment)
    .map((id) => ({ id, at: keptAt(deployment, id), order: releases.indexOf(id) }))
    .sort((a, b) => b.at - a.at || b.order - a.order || b.id.localeCompare(a.id))
    .map(({ id }) => id);
}

export interface PruneResult {
  /** The releases kept, the newest first. */
  kept: string[];
  /** The releases removed. */
  removed: string[];
  /** The hashed files removed (no kept release lists them), as paths inside the deployment. */
  removedFiles: string[];
}

/** Removes a file, then its folders left empty, up to (not including) the deployment. */
function removeFile(deployment: string, file: string): void {
  rmSync(path.join(deployment, file), { force: true });
  for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) {
    const absolute = path.join(deployment, folder);
    if (!existsSync(absolute) || readdirSync(absolute).length > 0) break;
    rmdirSync(absolute);
  }
}

/**
 * Keeps the newest `keep` releases of a deployment and the protected ones, removes the others,
 * then the hashed files no kept release lists.
 */
export function pruneReleases(deployment: string, keep: number = releasesKept()): PruneResult {
  const history = readHistory(deployment);
  const protectedIds = protectedReleases(deployment, history);
  const newest = releasesNewestFirst(deployment);
  const kept = newest.filter((id, index) => index < keep || protectedIds.has(id));
  const removed = newest.filter((id) => !kept.includes(id));
  for (const id of removed) {
    // Out of sight first (a dotted name is no release id), so a half-removed release is never read.
    const folder = keptFolder(deployment, id);
    const leaving = `${folder}.${process.pid}.pruned`;
    renameSync(folder, leaving);
    rmSync(leaving, { recursive: true, force: true });
  }
  if (removed.length > 0) {
    writeHistory(deployment, {
      ...history,
      releases: history.releases.filter((id) => !removed.includes(id)),
    });
  }
  // The live release must be kept whole to know which hashed files it needs: if it is not (a
  // deployment served as a copy, not yet released into), no hashed file is removed.
  const live = releaseIdOf(deployment) ?? history.live;
  if (live && !kept.includes(live)) return { kept, removed, removedFiles: [] };
  const listed = new Set(kept.flatMap((id) => readContents(deployment, id)?.hashed ?? []));
  const removedFiles = existsSync(deployment)
    ? filesOf(deployment).filter((file) => isContentHashed(file) && !listed.has(file))
    : [];
  for (const file of removedFiles) removeFile(deployment, file);
  return { kept, removed, removedFiles };
}
