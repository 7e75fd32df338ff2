// Staff previews of staged releases, as the shell's server answers them and the staff console
// links to them: the link that opens a preview, and each remote's live and staged releases.

export const RELEASE_PREVIEW_PATHS = {
  /** Opens a preview: ?remote=<name>&release=<id>, for a signed-in staff member only. */
  open: '/__preview',
  /** Ends it (the banner's Exit preview). */
  exit: '/__preview/exit',
  /** Each remote's live and staged releases (StagedReleasesResponse), for signed-in staff only. */
  releases: '/__preview/releases',
} as const;

/** One remote's releases as its deployment keeps them. */
export interface RemoteReleases {
  remote: string;
  /** The live release's id; null when it could not be read (`unavailable`) or none is live. */
  live: string | null;
  /** Kept, checked, never live yet: each can be previewed, then promoted. */
  staged: string[];
  /** The remote's releases could not be read (its server is down). */
  unavailable?: boolean;
}

export interface StagedReleasesResponse {
  /** false: the site has no PREVIEW_SECRET, nothing can be previewed (and no remote is listed). */
  previews: boolean;
  remotes: RemoteReleases[];
}

/** The link (same origin) that opens `release` of `remote` as a staff preview of the site. */
export function previewHref(remote: string, release: string): string {
  return `${RELEASE_PREVIEW_PATHS.open}?remote=${encodeURIComponent(remote)}&release=${encodeURIComponent(release)}`;
}
