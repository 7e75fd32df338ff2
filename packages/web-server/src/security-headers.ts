// The headers every HTML response of the site carries. They are set by the server that makes the
// HTML (the shell's server, or a remote's server for its standalone page); proxied responses keep
// the headers of the service that answered them.
import { randomBytes } from 'node:crypto';

/** A fresh value per response: a nonce that repeats could be copied into injected markup. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** How a document's scripts are allowed: by this response's nonce, or by their hashes. */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * With a nonce, scripts run only if the server marked them; 'strict-dynamic' lets those scripts
 * add more (the federation runtime adds remoteEntry.js and chunk tags), and makes browsers that
 * know it ignore 'self'. A page that is the same for every visitor cannot carry a nonce (one that
 * repeats could be copied into injected markup): its few inline scripts are allowed by their
 * hashes, and its script files, the remotes' included, by 'self' (every script of the site is
 * served from its own origin; what else it serves is JSON, PDF and images with nosniff, which no
 * browser runs as a script). 'strict-dynamic' would make browsers ignore 'self' there, and a hash
 * allows only inline scripts in every browser. Without either (a static HTML file), same-origin
 * scripts only.
 * Styles keep 'unsafe-inline': react-bootstrap, the charts and the noscript notice set style
 * attributes, which a nonce cannot cover; styles cannot run code.
 * The site frames nothing (the deck viewer draws the PDF with pdf.js); workers only from the site's
 * own files (the pdf.js worker).
 */
export function contentSecurityPolicy(scripts?: ScriptSources): string {
  const scriptSrc = !scripts
    ? `'self'`
    : 'nonce' in scripts
      ? `'nonce-${scripts.nonce}' 'strict-dynamic' 'self'`
      : [`'self'`, ...scripts.hashes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-src 'none'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Powerful features the site never uses are off, for embedded content too; fullscreen stays for
 * the deck viewer. Only features Chromium knows: an unknown one is logged as a console error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, the preload list's minimum; sent only on HTTPS, where browsers honour it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Headers every response gets, whatever its type. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * For a page whose address holds a secret (the mailed reset link's token): kept by no cache, and
 * only the site's origin as Referer, same-origin requests included ('no-referrer' would also
 * make the browser send `Origin: null` with the page's form post, which the API refuses).
 */
export const PERSONAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'strict-origin',
};

/**
 * scripts: the nonce in the document's tags, or its inline scripts' hashes; https: whether the
 * visitor's connection is HTTPS (as far as the trusted proxies say).
 */
export function htmlSecurityHeaders({
  scripts,
  https,
}: {
  scripts?: ScriptSources;
  https: boolean;
}): Record<string, string> {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(scripts),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
