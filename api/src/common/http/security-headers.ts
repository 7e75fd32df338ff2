import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The API answers JSON (and the deck's PDF), never a page that loads anything: its documents may
 * load nothing and be framed by no one. No upgrade-insecure-requests: it means nothing for a
 * response that loads nothing, and over plain HTTP (a local run) it would only mislead.
 */
const API_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
} as const;

/**
 * Swagger UI (only where API_DOCS turns it on) is a page: helmet's default policy, which allows
 * the page's own scripts, styles and images, still without upgrade-insecure-requests.
 */
const DOCS_CONTENT_SECURITY_POLICY = { directives: { upgradeInsecureRequests: null } };

/** As the site's pages send it: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** helmet's headers, with the API's own Content-Security-Policy and without HSTS (see below). */
export function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
    strictTransportSecurity: false,
  });
}

/** The policy of the Swagger UI page, mounted at its path after apiSecurityHeaders. */
export function docsContentSecurityPolicy(): RequestHandler {
  return helmet.contentSecurityPolicy(DOCS_CONTENT_SECURITY_POLICY);
}

/**
 * HSTS only on a response that went over HTTPS, as Express sees the request (req.secure, which
 * believes X-Forwarded-Proto from a trusted proxy only): over plain HTTP a browser ignores it, and
 * it would claim for the host what a local or internal run does not offer.
 */
export const strictTransportOverHttps: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
};
