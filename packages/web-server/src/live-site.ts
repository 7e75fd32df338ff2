// The site a remote's release joins, as it is served now: the runtime package versions the shell
// provides and the other remotes' page declarations. Read from the shell's origin (its
// render-manifest.json and each remote's, through the shell), or from a workspace: the shell's
// build and each other remote's live release (its .deployment/), or its build if none is served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, remotePublicPath } from '@gloh/shared/remotes';
import { LOCAL_DEPLOYMENT } from './publish-release.js';
import type { LiveSite } from './remote-release.js';

const MANIFEST = 'render-manifest.json';

interface PublishedManifest {
  sharedVersion?: string;
  staffUiVersion?: string;
  sitePages?: unknown;
}

async function fetchManifest(url: string): Promise<PublishedManifest> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? ((await response.json()) as PublishedManifest) : {};
  } catch {
    return {};
  }
}

/** A release's render-manifest.json as published; empty when it cannot be read. */
export function readPublishedManifest(file: string): PublishedManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PublishedManifest;
  } catch {
    return {};
  }
}

/** The folder holding pnpm-workspace.yaml, from `start` up. */
export function workspaceRoot(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

export interface LiveSiteOptions {
  /** The shell's origin, e.g. http://shell:8080. */
  site?: string;
  /** Without a site: the workspace whose builds stand for it (default: the one around the cwd). */
  workspace?: string;
  /** A site that cannot be read is not an error: only the declaration is checked. */
  allowUnreachable?: boolean;
}

export async function readLiveSite(
  remote: string,
  { site, workspace, allowUnreachable = false }: LiveSiteOptions,
): Promise<LiveSite> {
  const others = REMOTES.filter((entry) => entry.name !== remote);
  if (site) {
    const origin = site.replace(/\/+$/, '');
    const [shell, ...manifests] = await Promise.all([
      fetchManifest(`${origin}/${MANIFEST}`),
      ...others.map((entry) =>
        fetchManifest(`${origin}${remotePublicPath(entry.name)}${MANIFEST}`),
      ),
    ]);
    if (!shell?.sharedVersion && allowUnreachable) {
      console.warn(`${origin} cannot be read: only the page declaration is checked.`);
      return { reachable: false, declarations: {} };
    }
    return {
      sharedVersion: shell.sharedVersion,
      staffUiVersion: shell.staffUiVersion,
      declarations: Object.fromEntries(
        others.flatMap((entry, index) => {
          const sitePages = manifests[index]?.sitePages;
          return sitePages === undefined ? [] : [[entry.name, sitePages]];
        }),
      ),
    };
  }
  const root = workspace ?? workspaceRoot(process.cwd());
  if (!root) {
    if (allowUnreachable) return { reachable: false, declarations: {} };
    throw new Error('No site given (--site) and no workspace found to read it from.');
  }
  const { sharedVersion, staffUiVersion } = readPublishedManifest(
    path.join(root, 'shell/dist', MANIFEST),
  );
  return {
    sharedVersion,
    staffUiVersion,
    declarations: Object.fromEntries(
      others.flatMap((entry) => {
        // The remote's live release where the workspace serves one, else its build.
        const deployed = path.join(root, entry.folder, LOCAL_DEPLOYMENT, MANIFEST);
        const { sitePages } = readPublishedManifest(
          existsSync(deployed) ? deployed : path.join(root, entry.folder, 'dist', MANIFEST),
        );
        return sitePages === undefined ? [] : [[entry.name, sitePages]];
      }),
    ),
  };
}
