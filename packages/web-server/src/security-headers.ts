// The security headers of the site's responses, by helmet (as the API's): a few on every response,
// and the policy of every HTML response, set by the server that makes the HTML (the shell's server,
// or a remote's server for its standalone page); proxied responses keep the headers of the service
// that answered them.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

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
 */
function scriptSources(scripts: ScriptSources | undefined): string {
  if (!scripts) return `'self'`;
  if ('nonce' in scripts) return `'nonce-${scripts.nonce}' 'strict-dynamic' 'self'`;
  return [`'self'`, ...scripts.hashes].join(' ');
}

/** The scripts of each HTML response being sent, which its one policy reads. */
const scriptsOf = new WeakMap<ServerResponse, ScriptSources>();

/**
 * Styles keep 'unsafe-inline': react-bootstrap, the charts and the noscript notice set style
 * attributes, which a nonce cannot cover; styles cannot run code.
 * The site frames nothing (the deck viewer draws the PDF with pdf.js); workers only from the site's
 * own files (the pdf.js worker). No upgrade-insecure-requests (one of helmet's defaults): over
 * HTTPS, HSTS already keeps every request on HTTPS; over plain HTTP (a local run) it would promise
 * what the server does not offer.
 */
const contentSecurityPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: [`'self'`],
    scriptSrc: [(_request, response) => scriptSources(scriptsOf.get(response))],
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:'],
    fontSrc: [`'self'`],
    connectSrc: [`'self'`],
    frameSrc: [`'none'`],
    workerSrc: [`'self'`],
    objectSrc: [`'none'`],
    baseUri: [`'none'`],
    formAction: [`'self'`],
    frameAncestors: [`'none'`],
  },
});

/**
 * Powerful features the site never uses are off, for embedded content too; fullscreen stays for
 * the deck viewer. Only features Chromium knows: an unknown one is logged as a console error.
 */
const PERMISSIONS_POLICY = [
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
const strictTransportSecurity = helmet.strictTransportSecurity({
  maxAge: 63_072_000,
  includeSubDomains: true,
});

type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: Error) => void,
) => void;

/** Runs helmet's middlewares, which set their headers at once, on a response not sent yet. */
function run(
  middlewares: readonly NodeMiddleware[],
  request: IncomingMessage,
  response: ServerResponse,
): void {
  for (const middleware of middlewares) {
    middleware(request, response, (error) => {
      if (error) throw error;
    });
  }
}

const EVERY_RESPONSE: readonly NodeMiddleware[] = [
  helmet.xContentTypeOptions(),
  helmet.referrerPolicy({ policy: 'strict-origin-when-cross-origin' }),
];

/**
 * Headers every response gets, whatever its type. Set on the raw response, under the framework's
 * own headers: a header of the same name set on the reply (a proxied response's, from the service
 * that answered it; a personal page's Referrer-Policy) is the one sent.
 */
export function setBaseSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  run(EVERY_RESPONSE, request, response);
}

/**
 * For a page whose address holds a secret (the mailed reset link's token): kept by no cache, and
 * only the site's origin as Referer, same-origin requests included ('no-referrer' would also
 * make the browser send `Origin: null` with the page's form post, which the API refuses).
 */
export const PERSONAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'strict-origin',
};

const HTML_RESPONSE: readonly NodeMiddleware[] = [
  contentSecurityPolicy,
  helmet.crossOriginOpenerPolicy({ policy: 'same-origin' }),
];

/**
 * The headers of an HTML response, on top of setBaseSecurityHeaders', set on the raw response as
 * well. scripts: the nonce in the document's tags, or its inline scripts' hashes; https: whether
 * the visitor's connection is HTTPS (as far as the trusted proxies say). helmet has no
 * Permissions-Policy, which is set here as it is.
 */
export function setHtmlSecurityHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  { scripts, https }: { scripts?: ScriptSources; https: boolean },
): void {
  if (scripts) scriptsOf.set(response, scripts);
  else scriptsOf.delete(response);
  run(HTML_RESPONSE, request, response);
  response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) run([strictTransportSecurity], request, response);
}
