import type { SitePage } from './site-pages.js';

/** Where the staff console lives: browser-rendered only, never indexed, not in the sitemap. */
export const STAFF_CONSOLE_PATH = '/staff';

/** The page an invitation mail links to, with `?token=…`. */
export const STAFF_ENROLL_PAGE = '/staff/enroll';

/** Where the shell's server answers with the site's composed pages, as JSON. */
export const SITE_PAGES_PATH = '/site-pages.json';

/** Whether a site path is the staff console or one of its pages. */
export function isStaffConsolePath(pathname: string): boolean {
  return pathname === STAFF_CONSOLE_PATH || pathname.startsWith(`${STAFF_CONSOLE_PATH}/`);
}

/** A site path as the routes are written: without trailing slashes ("/about/" is "/about"). */
export function normalizeSitePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a route with this flag (or none) exists under these flags: no flag, or it is on. */
export function isRouteFlagOn(
  flag: string | undefined,
  flags: Readonly<Record<string, boolean>>,
): boolean {
  return flag === undefined || flags[flag] === true;
}

/**
 * The page a path shows under these flags, among the site's composed pages, or undefined for the
 * not-found page (an unknown path, or a page whose flag is off): what the app renders and what
 * the site's server answers with.
 */
export function pageForSitePath(
  pathname: string,
  pages: readonly SitePage[],
  flags: Readonly<Record<string, boolean>>,
): SitePage | undefined {
  const path = normalizeSitePath(pathname);
  const page = pages.find((entry) => entry.path === path);
  return page && isRouteFlagOn(page.flag, flags) ? page : undefined;
}

export const PAGE_FOUND = 200;
export const PAGE_NOT_FOUND = 404;

/**
 * The HTTP status of a page path: 200 for a page that exists or a page of the staff console
 * (which routes its own pages in the browser), 404 (with the app) otherwise.
 */
export function statusForSitePath(
  pathname: string,
  pages: readonly SitePage[],
  flags: Readonly<Record<string, boolean>>,
): typeof PAGE_FOUND | typeof PAGE_NOT_FOUND {
  if (isStaffConsolePath(pathname)) return PAGE_FOUND;
  return pageForSitePath(pathname, pages, flags) ? PAGE_FOUND : PAGE_NOT_FOUND;
}
