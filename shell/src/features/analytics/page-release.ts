import type { FeatureFlags } from '@gloh/contract/feature-flags';
import {
  RELEASE_HEALTH_REMOTES,
  RELEASE_ID_PATTERN,
  type ReleaseHealthRemote,
} from '@gloh/contract/release-health';
import type { SitePage } from '@gloh/contract/site-pages';
import { pageForSitePath } from '@gloh/contract/site-paths';

/** Which part of the site showed a page, and which release of it. */
export interface PageRelease {
  remote: ReleaseHealthRemote;
  release: string;
}

/** Set by rspack: this build's hash, the shell's release. */
declare const __webpack_hash__: string;

/** The shell's own release: its build's hash (none outside an rspack build, e.g. in tests). */
export function shellRelease(): string | undefined {
  return typeof __webpack_hash__ === 'string' ? __webpack_hash__.slice(0, 10) : undefined;
}

const VERSIONED_ENTRY = /\/remoteEntry\.([0-9a-f]+)\.js$/;

/**
 * The release of the page at `pathname`: the owning remote's, read from the versioned entry this
 * page loads it from (`/remotes/<name>/remoteEntry.<hash>.js`, as the server rendered it), or the
 * shell's for its not-found page. None when the remote's entry is not versioned (the single-page
 * app and development load `remoteEntry.js`): such a page's figures would belong to no release.
 */
export function pageRelease(
  pathname: string,
  pages: readonly SitePage[],
  flags: FeatureFlags,
  remoteEntries: Readonly<Partial<Record<string, string>>>,
  shell: string | undefined = shellRelease(),
): PageRelease | undefined {
  const route = pageForSitePath(pathname, pages, flags);
  const remote = route ? route.remote : 'shell';
  if (!(RELEASE_HEALTH_REMOTES as readonly string[]).includes(remote)) return undefined;
  const release = route ? VERSIONED_ENTRY.exec(remoteEntries[remote] ?? '')?.[1] : shell;
  return release && RELEASE_ID_PATTERN.test(release)
    ? { remote: remote as ReleaseHealthRemote, release }
    : undefined;
}
