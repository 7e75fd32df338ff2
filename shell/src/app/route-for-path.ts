import type { FeatureFlags } from '@gloh/contract/feature-flags';
import { pageForSitePath } from '@gloh/contract/site-paths';
import type { SiteRoute } from '@gloh/shared/site-pages';

/** The page a path shows, or undefined for the not-found page (unknown, or its flag is off). */
export function routeForPath(
  pathname: string,
  pages: readonly SiteRoute[],
  flags: FeatureFlags,
): SiteRoute | undefined {
  return pageForSitePath(pathname, pages, flags) as SiteRoute | undefined;
}
