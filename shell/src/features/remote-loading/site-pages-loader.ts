import { composeSite } from '@gloh/contract/site-pages';
import { SITE_PAGES_PATH } from '@gloh/contract/site-paths';
import type { RemoteName } from '@gloh/shared/remotes';
import type { SiteRoute } from '@gloh/shared/site-pages';

/** Where a release publishes its page declaration: beside its remoteEntry.js. */
const RELEASE_MANIFEST = 'render-manifest.json';

async function readDeclaration(entry: string): Promise<unknown> {
  try {
    const url = new URL(RELEASE_MANIFEST, new URL(entry, window.location.href));
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    return ((await response.json()) as { sitePages?: unknown }).sitePages;
  } catch {
    return undefined;
  }
}

/** The pages the site's server composed, if it serves them. */
async function readServedSitePages(): Promise<SiteRoute[] | undefined> {
  try {
    const response = await fetch(SITE_PAGES_PATH, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const pages: unknown = await response.json();
    return Array.isArray(pages) ? (pages as SiteRoute[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's pages when no server rendered the document (the staff console, the server's
 * single-page fallback, the dev server): those the site's server composed, or, without one,
 * composed here by the same rules from the releases of the remotes this browser loads (a remote
 * that cannot be read brings no pages).
 */
export async function loadSitePages(
  entries: Partial<Record<RemoteName, string>>,
): Promise<SiteRoute[]> {
  const served = await readServedSitePages();
  if (served) return served;
  const releases = await Promise.all(
    Object.entries(entries).map(async ([remote, entry]) => ({
      remote,
      sitePages: entry ? await readDeclaration(entry) : undefined,
    })),
  );
  const site = composeSite(releases.filter((release) => release.sitePages !== undefined));
  if (site.problems.length > 0) {
    console.error(`The remotes' releases do not fit together: ${site.problems.join('; ')}`);
  }
  return site.pages as SiteRoute[];
}
