// Where staff open a staged release in the composed site (the shell's server answers these paths):
// the link `gloh-release --stage` prints, and the one that ends the preview.
/** Opens a preview: ?remote=<name>&release=<id>, for a signed-in staff member only. */
export const PREVIEW_PATH = '/__preview';
/** Ends it (the banner's Exit preview). */
export const PREVIEW_EXIT_PATH = '/__preview/exit';

/** The link that opens `release` of `remote` as a preview on the site at `site` (its origin). */
export function previewLink(site: string, remote: string, release: string): string {
  const url = new URL(PREVIEW_PATH, site);
  url.search = new URLSearchParams({ remote, release }).toString();
  return url.href;
}
