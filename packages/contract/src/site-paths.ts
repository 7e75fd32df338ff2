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

/**
 * Whether a page is for search engines: it exists under these flags and is not declared
 * `indexed: false`. The sitemap lists these; every other document is sent `noindex`.
 */
export function isIndexedPage(
  page: Pick<SitePage, 'flag' | 'indexed'>,
  flags: Readonly<Record<string, boolean>>,
): boolean {
  return page.indexed !== false && isRouteFlagOn(page.flag, flags);
}

/** Whether the document of a path is for search engines (not the not-found page, nor the console). */
export function isIndexedSitePath(
  pathname: string,
  pages: readonly SitePage[],
  flags: Readonly<Record<string, boolean>>,
): boolean {
  const page = pageForSitePath(pathname, pages, flags);
  return page !== undefined && isIndexedPage(page, flags);
}

/** ASCII only: a Unicode lower-casing would turn other characters (the Kelvin sign) into letters. */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * Where a path that spells a page's path another way is sent (301): the page's path, for a path
 * that differs from it only in letter case or by trailing slashes ("/ABOUT", "/about/"), so each
 * page has one address. Undefined for the page's own path, and for any path that names no page
 * under these flags (a 404). The answer is always a declared path ("/" and lower-case segments),
 * never another host, whatever the request path holds ("//host", encoded slashes).
 */
export function canonicalRedirectPath(
  pathname: string,
  pages: readonly SitePage[],
  flags: Readonly<Record<string, boolean>>,
): string | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const page = pageForSitePath(asciiLowerCase(pathname), pages, flags);
  return page && page.path !== pathname ? page.path : undefined;
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
