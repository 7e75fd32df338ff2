// /sitemap.xml and /robots.txt, from the route table and the deployment's flags and site URL.
import { isRouteFlagOn } from '@gloh/contract/site-paths';

function isListed(route, flags) {
  return route.indexed !== false && isRouteFlagOn(route.flag, flags);
}

function escapeXml(text) {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char],
  );
}

/**
 * Public routes whose flag is on, as absolute URLs (no gated investor pages, no demos).
 * @param {{ routes: readonly { path: string, flag?: string, indexed?: false }[],
 *   flags: Record<string, boolean>, siteUrl: string }} options
 */
export function sitemapXml({ routes, flags, siteUrl }) {
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

/**
 * Crawlers may read everything but the pages the route table marks as not indexed.
 * @param {{ routes: readonly { path: string, indexed?: false }[], siteUrl: string }} options
 */
export function robotsTxt({ routes, siteUrl }) {
  const disallowed = routes
    .filter((route) => route.indexed === false)
    .map((route) => `Disallow: ${route.path}`);
  return ['User-agent: *', ...disallowed, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
