import {
  RELEASE_PREVIEW_PATHS,
  type RemoteReleases,
  type StagedReleasesResponse,
} from '@gloh/contract/release-preview';

/** What the shell's server said about the releases staff can preview. */
export type StagedReleasesOutcome =
  | { kind: 'ok'; remotes: RemoteReleases[] }
  /** The site has no PREVIEW_SECRET: nothing can be previewed. */
  | { kind: 'off' }
  | { kind: 'failed' };

/**
 * GET each remote's live and staged releases from the shell's server (not the API: the shell
 * serves the deployments), with the staff session's cookie, which it checks with the API.
 */
export async function getStagedReleases(): Promise<StagedReleasesOutcome> {
  try {
    const response = await fetch(RELEASE_PREVIEW_PATHS.releases, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json()) as Partial<StagedReleasesResponse>;
    if (body.previews === false) return { kind: 'off' };
    return body.previews === true && Array.isArray(body.remotes)
      ? { kind: 'ok', remotes: body.remotes }
      : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
