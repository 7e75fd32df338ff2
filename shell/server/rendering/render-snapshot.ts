// Which version of each remote a page is rendered with: read from the render-manifest.json that
// each remote's browser and Node builds publish (see packages/build-presets/render-manifest-plugin).
import { createHash } from 'node:crypto';
import { type PressRelease, pressReleasesProblems } from '@gloh/contract/press-releases';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { composeSite } from '@gloh/contract/site-pages';
import { type RemoteName, remotePublicPath } from '@gloh/shared/remotes';
import type { SiteRoute } from '@gloh/shared/site-pages';
import type { SnapshotRemote, SnapshotRemotes } from './render-protocol.js';
import { type BootstrapUsage, parseBootstrapUsage } from './site-stylesheet.js';

const MANIFEST = 'render-manifest.json';
const FETCH_TIMEOUT_MS = 2_000;

/** The last manifest read from each address, with its entity tag. */
const lastReads = new Map<string, { etag: string; body: unknown }>();
/** Addresses remembered at most: the live manifests and those of the releases staff preview. */
const LAST_READS_LIMIT = 64;

/**
 * A manifest's JSON. It is read every few hundred milliseconds and rarely changes: asked for
 * with the entity tag of the last read, the remote answers 304 without a body, and the body
 * parsed then is returned again, the same object (which readRenderSnapshot relies on).
 */
async function fetchJson(url: string): Promise<unknown> {
  const last = lastReads.get(url);
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    // fetch adds `Cache-Control: no-cache` to a conditional request unless it has one, and a
    // server told no-cache answers in full: max-age=0 asks for the same revalidation.
    headers: last ? { 'If-None-Match': last.etag, 'Cache-Control': 'max-age=0' } : {},
  });
  lastReads.delete(url);
  if (response.status === 304 && last) {
    lastReads.set(url, last);
    return last.body;
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const etag = response.headers.get('ETag');
  if (etag) {
    lastReads.set(url, { etag, body });
    // Every read moves its address last, so the first is the one read longest ago.
    if (lastReads.size > LAST_READS_LIMIT) lastReads.delete(lastReads.keys().next().value!);
  }
  return body;
}

/** What a render-manifest.json holds (render-manifest-plugin). */
interface RenderManifest {
  entry: string;
  pages?: Record<string, { css?: string[] }>;
  release?: string;
  sitePages?: unknown;
  pressReleases?: unknown;
  bootstrap?: unknown;
}

function isManifest(value: unknown): value is RenderManifest {
  const entry = (value as { entry?: unknown } | undefined)?.entry;
  return typeof entry === 'string' && /^[\w./-]+\.js$/.test(entry);
}

async function fetchOptionalJson(url: string): Promise<unknown> {
  try {
    return await fetchJson(url);
  } catch {
    return undefined;
  }
}

async function isReachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** What a remote publishes: its two manifests, or the plain entry of a build without them. */
interface PublishedRemote {
  browser?: RenderManifest;
  server?: unknown;
  plainEntry?: string;
}

/**
 * A remote's manifests. One built before render manifests (or without a Node build) is still
 * composed: by its plain remoteEntry.js, with its pages rendered in the browser.
 * @param origin where the shell's server reaches the remote (http://host:port)
 * @param release a kept release to read instead of the live one (a staged release, previewed):
 *   its manifests are served at releases/<id>/, the hashed files they name beside the live ones'
 */
async function readPublished(
  name: RemoteName,
  origin: string,
  release?: string,
): Promise<PublishedRemote> {
  const publicPath = remotePublicPath(name);
  const manifests = release ? `${publicPath}releases/${release}/` : publicPath;
  const [browser, server] = await Promise.all([
    fetchOptionalJson(`${origin}${manifests}${MANIFEST}`),
    fetchOptionalJson(`${origin}${manifests}ssr/${MANIFEST}`),
  ]);
  if (isManifest(browser)) return { browser, server };
  if (release) {
    throw new Error(`${name}: release ${release} is not kept (${manifests}${MANIFEST})`);
  }
  if (!(await isReachable(`${origin}${publicPath}remoteEntry.js`))) {
    throw new Error(`${name}: neither ${MANIFEST} nor remoteEntry.js can be read`);
  }
  return { plainEntry: `${publicPath}remoteEntry.js` };
}

/** A remote's versions, from what it publishes. */
function remoteVersions(
  name: RemoteName,
  origin: string,
  { browser, server, plainEntry }: PublishedRemote,
): { remote: SnapshotRemote; bootstrap?: BootstrapUsage; pressReleases?: unknown } {
  if (!browser) return { remote: { browserEntry: plainEntry!, pageStyles: {} } };
  const publicPath = remotePublicPath(name);
  const pageStyles = Object.fromEntries(
    Object.entries(browser.pages ?? {}).map(([routeId, page]) => [
      routeId,
      (page.css ?? []).map((file) => `${publicPath}${file}`),
    ]),
  );
  const bootstrap = parseBootstrapUsage(browser.bootstrap);
  return {
    remote: {
      browserEntry: `${publicPath}${browser.entry}`,
      ...(isManifest(server) ? { serverEntry: `${origin}${publicPath}ssr/${server.entry}` } : {}),
      pageStyles,
      ...(typeof browser.release === 'string' ? { release: browser.release } : {}),
      ...(browser.sitePages !== undefined ? { sitePages: browser.sitePages } : {}),
    },
    ...(bootstrap ? { bootstrap } : {}),
    ...(browser.pressReleases !== undefined ? { pressReleases: browser.pressReleases } : {}),
  };
}

/** Where the shell's server reaches a remote. */
export interface RemoteOrigin {
  name: RemoteName;
  origin: string;
}

export interface RenderSnapshot {
  /** Changes whenever any remote's version (or availability) does. */
  key: string;
  /** Every remote that answers, by name. */
  remotes: SnapshotRemotes;
  /** The names of those that do not. */
  unavailable: RemoteName[];
  /** The site's pages, composed from the remotes' page declarations. */
  sitePages: SiteRoute[];
  /** The declaration each remote's pages come from, by name (also for a remote that is down). */
  declarations: Partial<Record<RemoteName, unknown>>;
  /**
   * What each remote's release uses of Bootstrap (the last known for a remote that is down), from
   * which the site's Bootstrap sheet is composed.
   */
  bootstrapUsages: Partial<Record<RemoteName, BootstrapUsage>>;
  /** Why the releases do not fit together (only in a first snapshot, which has nothing to keep). */
  problems: string[];
  /**
   * The press releases the live release of the press-releases page's remote publishes (the last
   * known while it is down, the last valid while its list breaks the contract's rules).
   */
  pressReleases: PressRelease[];
  /** Why the published press releases were not taken; none: they were. */
  pressReleaseProblems: string[];
}

/** A snapshot whose releases do not fit together: the last consistent one keeps serving. */
export class InconsistentReleasesError extends Error {
  constructor(readonly problems: string[]) {
    super(`The remotes' releases do not fit together: ${problems.join('; ')}`);
  }
}

/** The default of readRenderSnapshot's `known`: one object, so that reads without it compare. */
const NOTHING_KNOWN: Partial<Record<RemoteName, unknown>> = {};

/** One remote as read for a snapshot; nothing published when it could not be read. */
interface SnapshotRead {
  name: RemoteName;
  origin: string;
  release?: string;
  published?: PublishedRemote;
}

/** What each snapshot was composed from: a manifest read again unchanged is the same object. */
const readOf = new WeakMap<
  RenderSnapshot,
  { reads: readonly SnapshotRead[]; known: Partial<Record<RemoteName, unknown>> }
>();

function isSameRead(
  before: { reads: readonly SnapshotRead[]; known: unknown } | undefined,
  reads: readonly SnapshotRead[],
  known: unknown,
): boolean {
  if (!before || before.known !== known || before.reads.length !== reads.length) return false;
  return reads.every((read, index) => {
    const earlier = before.reads[index]!;
    return (
      read.name === earlier.name &&
      read.origin === earlier.origin &&
      read.release === earlier.release &&
      read.published?.browser === earlier.published?.browser &&
      read.published?.server === earlier.published?.server &&
      read.published?.plainEntry === earlier.published?.plainEntry
    );
  });
}

/**
 * The current snapshot of the remotes' versions and the site composed from them. A remote that is
 * down keeps the pages of its last declaration, or else of the one known at the shell's build
 * (they show its unavailable panel, with 503). When
 * the releases do not fit together (a path claimed twice, a declaration that breaks the schema),
 * it throws InconsistentReleasesError if there is a previous snapshot to keep serving; the first
 * snapshot is composed anyway, each conflicting page left to its first claimant.
 */
export async function readRenderSnapshot(
  remotes: readonly RemoteOrigin[],
  previous?: RenderSnapshot,
  /** Declarations for a remote never read yet (those known at the shell's build). */
  known: Partial<Record<RemoteName, unknown>> = NOTHING_KNOWN,
  /** Kept releases read in place of the live ones, by remote (a staff preview). */
  releases: Partial<Record<RemoteName, string>> = {},
): Promise<RenderSnapshot> {
  const reads: SnapshotRead[] = await Promise.all(
    remotes.map(async ({ name, origin }) => {
      const release = releases[name];
      try {
        return { name, origin, release, published: await readPublished(name, origin, release) };
      } catch {
        return { name, origin, release };
      }
    }),
  );
  // Nothing was published since the previous snapshot: it is the same snapshot, not composed
  // again (the manifests are read every few hundred milliseconds and rarely change).
  if (previous && isSameRead(readOf.get(previous), reads, known)) return previous;
  const results = reads.map(({ name, origin, published }) =>
    published
      ? { name, ...remoteVersions(name, origin, published) }
      : { name, remote: undefined, bootstrap: undefined, pressReleases: undefined },
  );
  const available: SnapshotRemotes = {};
  const unavailable: RemoteName[] = [];
  const declarations: Partial<Record<RemoteName, unknown>> = {};
  const bootstrapUsages: Partial<Record<RemoteName, BootstrapUsage>> = {};
  for (const { name, remote, bootstrap } of results) {
    if (remote) available[name] = remote;
    else unavailable.push(name);
    const declaration = remote?.sitePages ?? previous?.declarations[name] ?? known[name];
    if (declaration !== undefined) declarations[name] = declaration;
    const usage = remote ? bootstrap : previous?.bootstrapUsages[name];
    if (usage) bootstrapUsages[name] = usage;
  }
  const site = composeSite(
    Object.entries(declarations).map(([remote, sitePages]) => ({ remote, sitePages })),
  );
  if (site.problems.length > 0 && previous) throw new InconsistentReleasesError(site.problems);
  const { pressReleases, pressReleaseProblems } = publishedPressReleases(
    results,
    site.pages,
    previous,
  );
  const key = createHash('sha256')
    .update(
      JSON.stringify({ available, unavailable, declarations, bootstrapUsages, pressReleases }),
    )
    .digest('hex')
    .slice(0, 16);
  const snapshot: RenderSnapshot = {
    key,
    remotes: available,
    unavailable,
    sitePages: site.pages as SiteRoute[],
    declarations,
    bootstrapUsages,
    problems: site.problems,
    pressReleases,
    pressReleaseProblems,
  };
  readOf.set(snapshot, { reads, known });
  return snapshot;
}

/**
 * The press releases of the remote that serves the press-releases page: a release without a list
 * has none; a list that breaks the contract's rules is not taken (the last valid one stays).
 */
function publishedPressReleases(
  results: readonly { name: RemoteName; remote?: SnapshotRemote; pressReleases?: unknown }[],
  pages: readonly { path: string; remote: string }[],
  previous: RenderSnapshot | undefined,
): Pick<RenderSnapshot, 'pressReleases' | 'pressReleaseProblems'> {
  const kept = previous?.pressReleases ?? [];
  const owner = pages.find((page) => page.path === SITE_LINKS.pressReleases)?.remote;
  const published = results.find(({ name }) => name === owner);
  if (!published?.remote) return { pressReleases: kept, pressReleaseProblems: [] };
  const list = published.pressReleases ?? [];
  const problems = pressReleasesProblems(list);
  if (problems.length === 0) {
    return { pressReleases: list as PressRelease[], pressReleaseProblems: [] };
  }
  return {
    pressReleases: kept,
    pressReleaseProblems: problems.map((problem) => `${published.name}: ${problem}`),
  };
}

/** How long the remotes are asked to hold a read of an unchanged manifest (Prefer: wait). */
export const RELEASE_WAIT_SECONDS = 20;

/**
 * Waits until a manifest the snapshot was read from may have changed: each live manifest is read
 * again with its tag and `Prefer: wait`, which the remotes' servers hold until a release changes
 * it (manifest-wait.ts in the web server); the first answer or failure ends the wait. It ends at
 * once when there is nothing to wait on (a remote that is down or publishes no manifest), and
 * soon when a server answers without holding: the caller paces its reads.
 */
export async function waitForRelease(
  snapshot: RenderSnapshot,
  signal?: AbortSignal,
): Promise<void> {
  const reads = readOf.get(snapshot)?.reads ?? [];
  const urls = reads.flatMap(({ name, origin, release, published }) => {
    if (release || !published?.browser) return [undefined];
    const base = `${origin}${remotePublicPath(name)}`;
    return [`${base}${MANIFEST}`, ...(published.server ? [`${base}ssr/${MANIFEST}`] : [])];
  });
  const tagged = urls.map((url) => ({ url, etag: url && lastReads.get(url)?.etag }));
  if (tagged.length === 0 || tagged.some(({ etag }) => !etag)) return;
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal?.addEventListener('abort', abort);
  const timeout = AbortSignal.timeout(RELEASE_WAIT_SECONDS * 1000 + FETCH_TIMEOUT_MS);
  try {
    await Promise.race(
      tagged.map(async ({ url, etag }) => {
        const response = await fetch(url!, {
          signal: AbortSignal.any([stop.signal, timeout]),
          headers: {
            'If-None-Match': etag!,
            'Cache-Control': 'max-age=0',
            Prefer: `wait=${RELEASE_WAIT_SECONDS}`,
          },
        });
        await response.body?.cancel();
      }),
    );
  } catch {
    // A remote went down or did not answer in time: the next read finds out which.
  } finally {
    stop.abort();
    signal?.removeEventListener('abort', abort);
  }
}
