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

async function fetchJson(url: string): Promise<unknown> {
  // Node's fetch keeps no HTTP cache: every read sees the remote's current manifest.
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
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

/**
 * A remote's versions. One built before render manifests (or without a Node build) is still
 * composed: by its plain remoteEntry.js, with its pages rendered in the browser.
 * @param origin where the shell's server reaches the remote (http://host:port)
 * @param release a kept release to read instead of the live one (a staged release, previewed):
 *   its manifests are served at releases/<id>/, the hashed files they name beside the live ones'
 */
async function readRemote(
  name: RemoteName,
  origin: string,
  release?: string,
): Promise<{ remote: SnapshotRemote; bootstrap?: BootstrapUsage; pressReleases?: unknown }> {
  const publicPath = remotePublicPath(name);
  const manifests = release ? `${publicPath}releases/${release}/` : publicPath;
  const [browser, server] = await Promise.all([
    fetchOptionalJson(`${origin}${manifests}${MANIFEST}`),
    fetchOptionalJson(`${origin}${manifests}ssr/${MANIFEST}`),
  ]);
  if (release && !isManifest(browser)) {
    throw new Error(`${name}: release ${release} is not kept (${manifests}${MANIFEST})`);
  }
  if (!isManifest(browser)) {
    if (!(await isReachable(`${origin}${publicPath}remoteEntry.js`))) {
      throw new Error(`${name}: neither ${MANIFEST} nor remoteEntry.js can be read`);
    }
    return { remote: { browserEntry: `${publicPath}remoteEntry.js`, pageStyles: {} } };
  }
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
  known: Partial<Record<RemoteName, unknown>> = {},
  /** Kept releases read in place of the live ones, by remote (a staff preview). */
  releases: Partial<Record<RemoteName, string>> = {},
): Promise<RenderSnapshot> {
  const results = await Promise.all(
    remotes.map(async ({ name, origin }) => {
      try {
        return { name, ...(await readRemote(name, origin, releases[name])) };
      } catch {
        return { name, remote: undefined, bootstrap: undefined, pressReleases: undefined };
      }
    }),
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
  return {
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
