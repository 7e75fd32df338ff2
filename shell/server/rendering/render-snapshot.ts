// Which version of each remote a page is rendered with: read from the render-manifest.json that
// each remote's browser and Node builds publish (see packages/shared/build/render-manifest-plugin).
import { createHash } from 'node:crypto';
import { type RemoteName, remotePublicPath } from '@gloh/shared/remotes';
import type { SnapshotRemote, SnapshotRemotes } from './render-protocol.js';

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
 */
async function readRemote(name: RemoteName, origin: string): Promise<SnapshotRemote> {
  const publicPath = remotePublicPath(name);
  const [browser, server] = await Promise.all([
    fetchOptionalJson(`${origin}${publicPath}${MANIFEST}`),
    fetchOptionalJson(`${origin}${publicPath}ssr/${MANIFEST}`),
  ]);
  if (!isManifest(browser)) {
    if (!(await isReachable(`${origin}${publicPath}remoteEntry.js`))) {
      throw new Error(`${name}: neither ${MANIFEST} nor remoteEntry.js can be read`);
    }
    return { browserEntry: `${publicPath}remoteEntry.js`, pageStyles: {} };
  }
  const pageStyles = Object.fromEntries(
    Object.entries(browser.pages ?? {}).map(([routeId, page]) => [
      routeId,
      (page.css ?? []).map((file) => `${publicPath}${file}`),
    ]),
  );
  return {
    browserEntry: `${publicPath}${browser.entry}`,
    ...(isManifest(server) ? { serverEntry: `${origin}${publicPath}ssr/${server.entry}` } : {}),
    pageStyles,
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
}

/** The current snapshot of the remotes' versions. */
export async function readRenderSnapshot(
  remotes: readonly RemoteOrigin[],
): Promise<RenderSnapshot> {
  const results = await Promise.all(
    remotes.map(async ({ name, origin }) => {
      try {
        return { name, remote: await readRemote(name, origin) };
      } catch {
        return { name, remote: undefined };
      }
    }),
  );
  const available: SnapshotRemotes = {};
  const unavailable: RemoteName[] = [];
  for (const { name, remote } of results) {
    if (remote) available[name] = remote;
    else unavailable.push(name);
  }
  const key = createHash('sha256')
    .update(JSON.stringify({ available, unavailable }))
    .digest('hex')
    .slice(0, 16);
  return { key, remotes: available, unavailable };
}
