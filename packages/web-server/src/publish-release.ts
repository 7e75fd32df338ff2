// Publishes a remote's release into the folder it is served from (its deployment). Every file a
// remote serves belongs to a release: the content-hashed files go into the shared folder, never
// overwritten, so pages rendered before a switch keep loading the versions they name; every other
// file (remoteEntry.js, mf-manifest.json, index.html, the two render manifests, ssr/remoteEntry.js…)
// is kept whole under .releases/<id>/, with the list of the hashed files the release needs.
// Switching to a release copies its kept files over the served ones, each by an atomic rename: the
// Node build's first, then the browser's, the manifests that choose the release last. A release,
// a rollback and a roll forward are all such a switch.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { copyAtomically, writeAtomically } from './atomic-file.js';

/** The browser build's manifest, which names its entry and declares its pages. */
export const BROWSER_MANIFEST = 'render-manifest.json';
/** The Node build's, which the shell's server renders with. */
export const SERVER_MANIFEST = 'ssr/render-manifest.json';
/** The files that choose a release; they are switched last. */
export const RELEASE_MANIFESTS: readonly string[] = [BROWSER_MANIFEST, SERVER_MANIFEST];
/** Where a deployment keeps its releases, each whole under its id, and their order. */
export const RELEASES_FOLDER = '.releases';
const HISTORY_FILE = 'history.json';
/** In each kept release, what it is made of. A dotfile: never served. */
const CONTENTS_FILE = '.release.json';
/** A remote's deployment in the workspace (<remote folder>/.deployment): what `npm start` serves. */
export const LOCAL_DEPLOYMENT = '.deployment';
/** A release id as the build names it (render-manifest-plugin): also a folder and a URL segment. */
const RELEASE_ID = /^[\w-]{1,64}$/;

/** A name with a content hash ("page-home.5b16e73883.css", "4f34103cf060c6be.mjs"). */
const CONTENT_HASHED = /(?:^|\.)[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Whether a file's name carries its content's hash (its .br/.gz copies and its map too). */
export function isContentHashed(file: string): boolean {
  return CONTENT_HASHED.test(path.basename(file).replace(/\.(br|gz|map)$/, ''));
}

export function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id);
}

/** What a kept release is made of, as paths inside the deployment (/ separators). */
export interface ReleaseContents {
  /** Kept under .releases/<id>/ and copied over the served ones when it goes live. */
  files: string[];
  /** In the shared folder, where every release's hashed files stay while a kept release lists them. */
  hashed: string[];
  /** When it was kept (ISO 8601): which releases are the newest, for pruning. */
  keptAt?: string;
}

/** The files of a folder, without dot-named ones (.releases, temporary files): relative, / separators. */
export function filesOf(folder: string, under = ''): string[] {
  return readdirSync(path.join(folder, under), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(folder, relative) : [relative];
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The release id a build (or a served deployment) names in its browser manifest. */
export function releaseIdOf(folder: string): string | undefined {
  const manifest = readJson<{ release?: unknown }>(path.join(folder, BROWSER_MANIFEST));
  if (!manifest) return undefined;
  return typeof manifest.release === 'string' ? manifest.release : 'unversioned';
}

export function keptFolder(deployment: string, id: string): string {
  return path.join(deployment, RELEASES_FOLDER, id);
}

/** What a kept release is made of; undefined: it is not kept whole. */
export function readContents(deployment: string, id: string): ReleaseContents | undefined {
  const contents = readJson<Partial<ReleaseContents>>(
    path.join(keptFolder(deployment, id), CONTENTS_FILE),
  );
  return Array.isArray(contents?.files) && Array.isArray(contents.hashed)
    ? {
        files: contents.files,
        hashed: contents.hashed,
        ...(typeof contents.keptAt === 'string' ? { keptAt: contents.keptAt } : {}),
      }
    : undefined;
}

/** The ids of the releases a deployment keeps whole. */
export function keptReleases(deployment: string): string[] {
  const folder = path.join(deployment, RELEASES_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter(
    (id) => isReleaseId(id) && readContents(deployment, id) !== undefined,
  );
}

/**
 * Keeps a build as release `id` of the deployment: its hashed files added to the shared folder
 * (a name already there has the same content), its other files put in .releases/<id>/ whole, in
 * one rename, so a kept release is complete or absent.
 */
export function keepRelease(build: string, deployment: string, id: string): void {
  if (!isReleaseId(id)) throw new Error(`"${id}" is not a release id`);
  const files = filesOf(build);
  const contents: ReleaseContents = {
    files: files.filter((file) => !isContentHashed(file)),
    hashed: files.filter(isContentHashed),
    keptAt: new Date().toISOString(),
  };
  for (const file of contents.hashed) {
    const served = path.join(deployment, file);
    if (!existsSync(served)) copyAtomically(path.join(build, file), served);
  }
  const kept = keptFolder(deployment, id);
  const staging = `${kept}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  for (const file of contents.files) {
    mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    copyFileSync(path.join(build, file), path.join(staging, file));
  }
  writeFileSync(path.join(staging, CONTENTS_FILE), `${JSON.stringify(contents, null, 2)}\n`);
  const replaced = `${kept}.${process.pid}.old`;
  if (existsSync(kept)) renameSync(kept, replaced);
  renameSync(staging, kept);
  rmSync(replaced, { recursive: true, force: true });
}

/** Why a kept release cannot go live; none: it can. */
export function keptReleaseProblems(deployment: string, id: string): string[] {
  const contents = readContents(deployment, id);
  if (!contents) {
    return [
      `release ${id} is not kept whole in ${keptFolder(deployment, id)} (kept before releases held every file): release its build again`,
    ];
  }
  const missing = [
    ...contents.files.filter((file) => !existsSync(path.join(keptFolder(deployment, id), file))),
    ...contents.hashed.filter((file) => !existsSync(path.join(deployment, file))),
  ];
  if (!contents.files.includes(BROWSER_MANIFEST)) missing.unshift(BROWSER_MANIFEST);
  return missing.length === 0
    ? []
    : [
        `release ${id} misses ${missing.length} of its files, e.g. ${missing.slice(0, 3).join(', ')}`,
      ];
}

/**
 * Makes a kept release the served one: the Node build's files first (the shell's server renders
 * with what the manifests name, so they must be there before), then the browser's, then the Node
 * build's manifest and the browser's, each replaced in one step. The files of the release switched
 * away from that this one does not have are removed last.
 * @param from the release served until now, if known
 */
export function switchRelease(deployment: string, id: string, from?: string): void {
  const contents = readContents(deployment, id);
  if (!contents) throw new Error(keptReleaseProblems(deployment, id).join('; '));
  const others = contents.files.filter((file) => !RELEASE_MANIFESTS.includes(file));
  const order = [
    ...others.filter((file) => file.startsWith('ssr/')),
    ...others.filter((file) => !file.startsWith('ssr/')),
    ...[SERVER_MANIFEST, BROWSER_MANIFEST].filter((file) => contents.files.includes(file)),
  ];
  for (const file of order) {
    copyAtomically(path.join(keptFolder(deployment, id), file), path.join(deployment, file));
  }
  const before = from && from !== id ? readContents(deployment, from) : undefined;
  for (const file of before?.files ?? []) {
    if (!contents.files.includes(file)) rmSync(path.join(deployment, file), { force: true });
  }
}

/** The kept releases in the order they went live, the one that is live, and those staged. */
export interface ReleaseHistory {
  releases: string[];
  live?: string;
  /** Kept and checked but never live yet (`gloh-release --stage`), for staff to preview. */
  staged?: string[];
}

/** The history without `id` among the staged releases (it went live). */
function unstaged(history: ReleaseHistory, id: string): Pick<ReleaseHistory, 'staged'> {
  const staged = (history.staged ?? []).filter((entry) => entry !== id);
  return staged.length > 0 ? { staged } : {};
}

export function readHistory(deployment: string): ReleaseHistory {
  const history = readJson<Partial<ReleaseHistory>>(
    path.join(deployment, RELEASES_FOLDER, HISTORY_FILE),
  );
  const releases = Array.isArray(history?.releases) ? history.releases : [];
  // A history written before it named the live release: the last one was.
  const live = typeof history?.live === 'string' ? history.live : releases.at(-1);
  const staged = Array.isArray(history?.staged) ? history.staged : [];
  return { releases, ...(live ? { live } : {}), ...(staged.length > 0 ? { staged } : {}) };
}

export function writeHistory(deployment: string, history: ReleaseHistory): void {
  writeAtomically(
    path.join(deployment, RELEASES_FOLDER, HISTORY_FILE),
    `${JSON.stringify(history, null, 2)}\n`,
  );
}

/**
 * The release a deployment serves now, kept whole if it was not (a deployment made by copying a
 * build, or kept by an older layout), so that the next release has one to return to.
 */
export function adoptServedRelease(deployment: string): string | undefined {
  const id = releaseIdOf(deployment);
  if (!id || !isReleaseId(id)) return undefined;
  if (keptReleaseProblems(deployment, id).length > 0) keepRelease(deployment, deployment, id);
  return id;
}

/**
 * The history once `id` goes live after `current`: the releases up to the current one, then it.
 * Releases rolled away from drop out of the order (they stay kept: `--to <id>` returns to them).
 */
export function historyAfterRelease(
  history: ReleaseHistory,
  current: string | undefined,
  id: string,
): ReleaseHistory {
  const at = current ? history.releases.indexOf(current) : -1;
  const before =
    at >= 0
      ? history.releases.slice(0, at + 1)
      : [...history.releases, ...(current ? [current] : [])];
  return {
    releases: [...before.filter((entry) => entry !== id), id],
    live: id,
    ...unstaged(history, id),
  };
}

/** The history once a kept release `id` goes live again where it already is in the order. */
export function historyReturningTo(history: ReleaseHistory, id: string): ReleaseHistory {
  return { releases: history.releases, live: id, ...unstaged(history, id) };
}

/**
 * Publishes a build as the deployment's live release, unchecked (remote-release.ts checks it
 * first): the served release kept if it was not, the build kept, switched to, recorded.
 * @param build the release's built files (a remote's `dist/`)
 * @param deployment the folder the remote is served from
 * @param options.stage only kept (served at releases/<id>/) and recorded as staged, not switched
 *   to: the live release stays live until this one is promoted
 * @returns the release id
 */
export function publishRelease(
  build: string,
  deployment: string,
  { stage = false }: { stage?: boolean } = {},
): string {
  const id = releaseIdOf(build);
  if (!id) throw new Error(`${build} holds no ${BROWSER_MANIFEST}: build it first`);
  mkdirSync(deployment, { recursive: true });
  const history = readHistory(deployment);
  // The served release is kept whole first: a release (or a promotion) can be rolled back to it.
  const current = adoptServedRelease(deployment) ?? history.live;
  keepRelease(build, deployment, id);
  if (stage) {
    const staged = history.staged ?? [];
    if (current !== id && !staged.includes(id)) {
      writeHistory(deployment, { ...history, staged: [...staged, id] });
    }
    return id;
  }
  switchRelease(deployment, id, current);
  writeHistory(deployment, historyAfterRelease(history, current, id));
  return id;
}
