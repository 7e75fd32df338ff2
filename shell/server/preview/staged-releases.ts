// Each remote's live and staged releases, for the staff console's release page (its Preview
// buttons): read from the deployment folder the shell serves a remote from (dir:), else asked of
// the remote's own server, which answers it outside its public path (never proxied to visitors).
import type { RemoteReleases } from '@gloh/contract/release-preview';
import { DEPLOYMENT_RELEASES_PATH, deploymentReleases } from '@gloh/web-server/release-preview';

/** Where a remote is served from: its deployment folder, or its server's origin. */
export interface RemoteReleaseSource {
  name: string;
  root?: string;
  target?: string;
}

const ASK_TIMEOUT_MS = 3_000;

const isReleaseId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{1,64}$/.test(value);

export async function readRemoteReleases({
  name,
  root,
  target,
}: RemoteReleaseSource): Promise<RemoteReleases> {
  try {
    if (root) return { remote: name, ...deploymentReleases(root) };
    if (!target) throw new Error(`${name} has no source`);
    const response = await fetch(new URL(DEPLOYMENT_RELEASES_PATH, target), {
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    const body = (await response.json()) as { live?: unknown; staged?: unknown };
    return {
      remote: name,
      live: isReleaseId(body.live) ? body.live : null,
      staged: Array.isArray(body.staged) ? body.staged.filter(isReleaseId) : [],
    };
  } catch {
    return { remote: name, live: null, staged: [], unavailable: true };
  }
}
