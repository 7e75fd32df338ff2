import { composeSite } from '@gloh/contract/site-pages';
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

/**
 * The site's pages when no server rendered the document (the dev server, or the server's
 * single-page fallback): composed here, by the same rules as the server, from the releases of the
 * remotes this browser loads. A remote that cannot be read brings no pages.
 */
export async function loadSitePages(
  entries: Partial<Record<RemoteName, string>>,
): Promise<SiteRoute[]> {
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
