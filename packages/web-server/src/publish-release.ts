// Publishes a remote's build into the folder it is served from, the way every deploy must: the
// new files first (hashed names, so nothing an earlier release uses is overwritten), then the
// manifests that point to them. Pages rendered before the switch keep loading their own versions.
import { cpSync } from 'node:fs';
import path from 'node:path';

/** The browser build's manifest, which names its entry and declares its pages. */
export const BROWSER_MANIFEST = 'render-manifest.json';
/** The Node build's, which the shell's server renders with. */
export const SERVER_MANIFEST = 'ssr/render-manifest.json';
/** The files that choose a release; they are switched last. */
export const RELEASE_MANIFESTS: readonly string[] = [BROWSER_MANIFEST, SERVER_MANIFEST];

/**
 * @param build the release's built files (a remote's `dist/`)
 * @param deployment the folder the remote is served from
 */
export function publishRelease(build: string, deployment: string): void {
  publishFiles(build, deployment);
  for (const file of RELEASE_MANIFESTS) {
    cpSync(path.join(build, file), path.join(deployment, file));
  }
}

/** A release's files without the manifests that choose it: served beside the earlier releases'. */
export function publishFiles(build: string, deployment: string): void {
  const manifests = RELEASE_MANIFESTS.map((file) => path.join(build, file));
  cpSync(build, deployment, {
    recursive: true,
    filter: (source) => !manifests.includes(source) && path.basename(source) !== '.releases',
  });
}
