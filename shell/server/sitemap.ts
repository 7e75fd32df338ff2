// /sitemap.xml and /robots.txt, from the site's composed pages and the deployment's flags and site URL.
import type { FeatureFlags } from '@gloh/contract/feature-flags';
import type { SitePage } from '@gloh/contract/site-pages';
import { isRouteFlagOn, STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';

/** What the sitemap and robots.txt need of a page. */
type ListedRoute = Pick<SitePage, 'path' | 'flag' | 'indexed'>;

function isListed(route: ListedRoute, flags: FeatureFlags): boolean {
  return route.indexed !== false && isRouteFlagOn(route.flag, flags);
}

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
    .filter((route) => isListed(route, flags))
    .map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read everything but the pages declared as not indexed, and the staff console. */
export function robotsTxt({
  routes,
  siteUrl,
}: {
  routes: readonly ListedRoute[];
  siteUrl: string;
}): string {
  const disallowed = [
    ...routes.filter((route) => route.indexed === false).map((route) => route.path),
    STAFF_CONSOLE_PATH,
  ].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...disallowed, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
