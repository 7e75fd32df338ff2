import type { SitePage } from '@gloh/contract/site-pages';
import { declaredSitePages } from '@gloh/shared/build/declared-site-pages.mjs';

export type RouteRow = SitePage;
/** The site's pages as the remotes in this checkout declare them. */
export const ROUTE_TABLE: readonly RouteRow[] = declaredSitePages();
