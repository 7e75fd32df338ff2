// Where staff open a staged release in the composed site (the shell's server answers these paths):
// the link `gloh-release --stage` prints, and the one that ends the preview.
import { previewHref, RELEASE_PREVIEW_PATHS } from '@gloh/contract/release-preview';
import { keptReleases, readHistory, releaseIdOf } from './publish-release.js';

/** Opens a preview: ?remote=<name>&release=<id>, for a signed-in staff member only. */
export const PREVIEW_PATH = RELEASE_PREVIEW_PATHS.open;
/** Ends it (the banner's Exit preview). */
export const PREVIEW_EXIT_PATH = RELEASE_PREVIEW_PATHS.exit;
/**
 * Where a remote's own server answers its deployment's live and staged releases: outside its
 * public path, so the shell never proxies it to a visitor; the shell's server asks it for staff.
 */
export const DEPLOYMENT_RELEASES_PATH = '/__releases';

/** The link that opens `release` of `remote` as a preview on the site at `site` (its origin). */
export function previewLink(site: string, remote: string, release: string): string {
  return new URL(previewHref(remote, release), site).href;
}

/** A deployment's live release and the staged ones it keeps whole (previewable). */
export function deploymentReleases(deployment: string): { live: string | null; staged: string[] } {
  const live = releaseIdOf(deployment) ?? readHistory(deployment).live ?? null;
  const kept = keptReleases(deployment);
  const staged = (readHistory(deployment).staged ?? []).filter(
    (id) => id !== live && kept.includes(id),
  );
  return { live, staged };
}
