// /sitemap.xml, from the site's composed pages and the deployment's flags and site URL, and
// /robots.txt.
import type { FeatureFlags } from '@gloh/contract/feature-flags';
import type { SitePage } from '@gloh/contract/site-pages';
import { isIndexedPage, STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';

/** What the sitemap needs of a page. */
type ListedRoute = Pick<SitePage, 'path' | 'flag' | 'indexed'>;

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** Public routes whose flag is on, as absolute URLs (no gated investor pages, no demos). */
export function sitemapXml({
  routes,
  flags,
  siteUrl,
}: {
  routes: readonly ListedRoute[];
  flags: FeatureFlags;
  siteUrl: string;
}): string {
  const urls = routes
    .filter((route) => isIndexedPage(route, flags))
    .map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Where the API answers (the server proxies it): a crawler has nothing to read there. */
const API_PATH = '/api';

/**
 * Paths crawlers must never fetch: the API and the staff console. Each is the exact path ("$")
 * and what is under it, not a bare prefix, which would also block a page such as /staffing.
 */
const NEVER_CRAWLED = [API_PATH, STAFF_CONSOLE_PATH].flatMap((path) => [`${path}$`, `${path}/`]);

/**
 * Crawlers may fetch every page, those not meant for search included: those are sent noindex,
 * which a crawler sees only by fetching them (a page robots.txt blocks can still be listed, by
 * its address alone). Only what a crawler must never fetch is disallowed.
 */
export function robotsTxt({ siteUrl }: { siteUrl: string }): string {
  return [
    'User-agent: *',
    ...NEVER_CRAWLED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
