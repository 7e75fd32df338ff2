import type { SitePage } from '@gloh/contract/site-pages';
import { declaredSitePages } from '@gloh/build-presets/declared-site-pages.mjs';

export type RouteRow = SitePage;

/**
 * The checkout whose remotes' declarations (each remote's src/app/site-pages.json) the tests walk: this
 * one, unless E2E_DECLARATIONS_ROOT names another (the sweep's own test lists the tests a changed
 * declaration makes, without touching this checkout).
 */
const DECLARATIONS_ROOT = process.env.E2E_DECLARATIONS_ROOT || undefined;

/** The site's pages as the remotes declare them. */
export const ROUTE_TABLE: readonly RouteRow[] = declaredSitePages(DECLARATIONS_ROOT);
