// The site's production web server, used by the shell's server and by each remote's own server:
// Fastify with its kept plugins for static files (precompressed brotli/gzip), compression and
// same-origin proxies, plus the few rules of this site (cache policy, no public source maps,
// security headers on HTML, 404 for unknown paths with the app's HTML).
import { randomUUID } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@gloh/contract/request-id';
import { capConnections, RETRY_AFTER_SECONDS } from '@gloh/connection-cap/connection-cap';
import { newNonce, setBaseSecurityHeaders, setHtmlSecurityHeaders } from './security-headers.js';
import { compressDocument, preferredEncoding } from './compress-document.js';
import {
  matchesEntityTag,
  SHARED_DOCUMENT_CACHE_CONTROL,
  type SharedDocument,
} from './shared-document.js';
import { answerClientError } from './client-error.js';
import { createUpstreamDispatcher } from './upstream-dispatcher.js';
import { holdManifestReads } from './manifest-wait.js';
import { isContentHashed, RELEASES_FOLDER } from './publish-release.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UNAVAILABLE = { success: false, error: 'The service is temporarily unavailable.' };
/** What @fastify/http-proxy passes on (its default httpMethods). */
const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/**
 * Maps are written at build time for error tooling, but are not published; nor is anything
 * dot-named (a deployment's .releases/ history, a file being put in place).
 */
function isPublishedFile(pathname: string): boolean {
  return !pathname.endsWith('.map') && !/(^|\/)\./.test(pathname);
}

/** A file of a kept release, under a folder mount's releases/<id>/. */
function isKeptReleaseFile(pathname: string): boolean {
  return /^\/[\w-]+\/./.test(pathname) && isPublishedFile(pathname);
}

/**
 * Content-hashed build output never changes under its name, nor a kept release's files under its
 * id, so they may be cached for a year.
 * @param filePath the file sent, possibly its precompressed .br/.gz copy
 */
export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE : 'no-cache';
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Where a server listens unless HOST says otherwise: loopback only. */
const DEFAULT_HOST = '127.0.0.1';

/** @param value the HOST setting */
export function listenHost(value: string | undefined): string {
  return value?.trim() || DEFAULT_HOST;
}

/**
 * What one client may hold of the server: how long it may take to send a request's headers, and
 * the whole request (body included), how long an idle keep-alive connection is kept, and how many
 * connections its address may keep open.
 */
export interface EdgeSettings {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnectionsPerAddress: number;
}
export const EDGE_DEFAULTS: Readonly<EdgeSettings> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Idle connections, in order along the way: every proxy closes its pooled idle connection to
  // the next server before that server does, else the proxy may send a request on a socket the
  // server is closing at that moment (a 502 for the visitor). The edge (Caddy) keeps its idle
  // connections to the shell 4 s, the shell's pools to the API and the remotes' servers 4 s
  // (UPSTREAM_KEEP_ALIVE_MS); the shell and the remotes' servers keep theirs 8 s, the API 10 s.
  // 8 s is also what a visitor's idle connection to the public server gets: enough to reuse it
  // for the requests of one page, not so long that idle visitors hold sockets. Node counts the
  // headers timeout from a request's first byte, so it does not cut an idle connection short.
  keepAliveTimeoutMs: 8_000,
  maxConnectionsPerAddress: 64,
};
/**
 * How often the timeouts are checked (Node's default, 30 s, would let a request overstay its
 * timeout by that much); a quarter of the shortest timeout when that is less.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * The words of a JSON service's errors (its `{ success: false, error }` shape), for what this
 * server answers itself under the service's prefix: the API's are HTTP_ERROR_MESSAGES.
 */
export type ErrorMessages = Record<keyof typeof HTTP_ERROR_MESSAGES, string>;

/** Statuses a server answers itself for a mount with errorMessages, by the words they take. */
const ERROR_WORDS: Partial<Record<number, keyof ErrorMessages>> = {
  400: 'badRequest',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyConnections',
  431: 'headersTooLarge',
};

/**
 * A path-absolute reference ("/about"), which a browser resolves on this site. Not "//host" nor
 * "/\host", another site's, nor one with a backslash, a space or a control character, which
 * browsers drop or read as a slash.
 */
function isPathOnThisSite(location: string): boolean {
  return /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(location);
}

function plainNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('Cache-Control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('Not Found');
}

/**
 * Forwarding headers as a client may send them; an upstream would believe them from this server,
 * so they are dropped and the X-Forwarded-* ones computed here instead.
 */
const FORWARDING_HEADERS = [
  REQUEST_ID_HEADER,
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];
/**
 * Answered here, not passed on: this server has already told the client to send its body (Node
 * answers `Expect: 100-continue` itself), and the upstream client refuses to send the header.
 */
const HOP_BY_HOP_HEADERS = ['expect'];

/**
 * What a static file server needs of a request (content negotiation, revalidation, ranges), and
 * nothing that identifies the visitor: no cookies, no credentials.
 */
export const STATIC_REQUEST_HEADERS = [
  'host',
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'pragma',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-unmodified-since',
  'if-range',
  'range',
  'user-agent',
  'content-length',
  'content-type',
];

/** What the forwarding headers are made of. */
type ForwardedRequest = Pick<FastifyRequest, 'id' | 'ips' | 'protocol' | 'host'> & {
  socket: { remoteAddress?: string };
};

/**
 * Who asked and how, as the upstream is told. The client's address is the socket's, unless the
 * peer is a trusted proxy: then the chain it sent, as far as it is trusted (request.ips stops at
 * the first untrusted address), followed by the peer. Protocol and host follow the same trust.
 * The API trusts this server by its own TRUST_PROXY (one hop more than the proxies trusted here).
 */
function forwardingHeaders(request: ForwardedRequest): Record<string, string> {
  const chain = request.ips ? [...request.ips].reverse() : [request.socket.remoteAddress ?? ''];
  return {
    'x-forwarded-for': chain.join(', '),
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    [REQUEST_ID_HEADER]: request.id,
  };
}

/**
 * The request headers an upstream receives: the client's (all of them, or only `allowed`), without
 * the client's forwarding headers, plus the ones computed here and the mount's own (`added`, which
 * replace any a client sent under the same names).
 */
function upstreamRequestHeaders(
  allowed: readonly string[] | undefined,
  added: Readonly<Record<string, string>> = {},
) {
  const addedNames = Object.keys(added).map((name) => name.toLowerCase());
  const keep = allowed
    ? (name: string) => allowed.includes(name) && !HOP_BY_HOP_HEADERS.includes(name)
    : (name: string) => !FORWARDING_HEADERS.includes(name) && !HOP_BY_HOP_HEADERS.includes(name);
  return (request: ForwardedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders => ({
    ...Object.fromEntries(
      Object.entries(headers).filter(([name]) => keep(name) && !addedNames.includes(name)),
    ),
    ...forwardingHeaders(request),
    ...added,
  });
}

/** A page's request, as the document renderer gets it. */
export interface DocumentRequest {
  /** The requested path and query. */
  url: string;
  /** The host name the visitor asked for (behind a trusted proxy, X-Forwarded-Host). */
  hostname: string;
  /** The one in this response's Content-Security-Policy. */
  nonce: string;
  /** What the route table says: 200, or 404 for an unknown path or a flag-off route. */
  status: number;
  /** The request's logger: its lines carry the request's id. */
  log: FastifyBaseLogger;
  /** The request's Cookie header: a page for one visitor may depend on it (a staff preview). */
  cookie?: string;
}

/**
 * A page as rendered: either HTML made for this response (with its nonce), or a document that is
 * the same for every visitor (cached, compressed once, revalidated by its ETag, kept by CDNs).
 */
export type RenderedDocument = HtmlDocument | SharedPage;

interface RenderedStatus {
  /** A server renderer may answer another status than the route table's (503: a remote down). */
  status: number;
  /** Sent last: a personal page's are stricter (PERSONAL_PAGE_HEADERS). */
  headers?: Readonly<Record<string, string>>;
}
/** HTML made for one response, with its nonce. */
export interface HtmlDocument extends RenderedStatus {
  html: string;
  document?: never;
}
/** A page that is the same for every visitor. */
export interface SharedPage extends RenderedStatus {
  document: SharedDocument;
  html?: never;
}

/** Statuses a CDN may keep a shared document for: not a 503 for a remote that is down. */
const SHARED_CACHEABLE_STATUSES = new Set([200, 404]);

/** The single-page app answered for page paths. */
export interface AppDocumentOptions {
  /** 200 for a known route, 404 for an unknown path or a route whose flag is off. */
  statusForAppPath: (pathname: string) => Promise<number> | number;
  /**
   * Where a path is sent instead (301, the query kept), e.g. another spelling of a page's path; or
   * undefined. Given the path as requested, not normalised. Only a path on this site is followed.
   */
  redirectForAppPath?: (pathname: string) => Promise<string | undefined> | string | undefined;
  /** The HTML of a page: the one place the document is made (server-rendered, or index.html). */
  renderDocument: (request: DocumentRequest) => Promise<RenderedDocument>;
}

/**
 * A URL prefix (ending in /) proxied to another server (target) or served from another folder
 * (root). A proxied one passes on every client header but the forwarding ones, or only those named
 * in requestHeaders (lower case), plus its addedHeaders (a secret that proves to the upstream the
 * request came through this server). With errorMessages, what this server answers itself under the
 * prefix (a path it cannot decode, a method it does not proxy, the upstream down) is JSON in those
 * words.
 */
export type Mount =
  | {
      prefix: string;
      target: string;
      requestHeaders?: readonly string[];
      addedHeaders?: Readonly<Record<string, string>>;
      errorMessages?: ErrorMessages;
      root?: never;
    }
  | { prefix: string; root: string; target?: never; errorMessages?: never };

export interface WebServerOptions {
  /** Folder served at / (the shell's build). */
  root?: string;
  mounts?: readonly Mount[];
  /** Without it, unknown paths are plain 404s. */
  app?: AppDocumentOptions;
  /** Addresses of the proxies whose X-Forwarded-* headers are believed (none by default). */
  trustProxy?: false | string[];
  /** What one client may hold (EDGE_DEFAULTS). */
  edge?: Partial<EdgeSettings>;
  /** Writes JSON log lines from this level (pino's levels), each with its request's id; none without. */
  logLevel?: string;
}

export function createWebServer({
  root,
  mounts = [],
  app,
  trustProxy = false,
  edge = {},
  logLevel,
}: WebServerOptions) {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnectionsPerAddress } = {
    ...EDGE_DEFAULTS,
    ...edge,
  };
  const jsonMounts = mounts.filter((mount) => mount.errorMessages);
  /** The words for errors under a raw request URL, when it belongs to a JSON service. */
  function errorMessagesFor(url: string): ErrorMessages | undefined {
    const pathname = url.split('?')[0] ?? '';
    return jsonMounts.find(
      ({ prefix }) => pathname.startsWith(prefix) || pathname === prefix.replace(/\/$/, ''),
    )?.errorMessages;
  }
  function sendJsonError(reply: FastifyReply, status: number, error: string): FastifyReply {
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ success: false, error });
  }
  const isTrustedProxy = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  const server = Fastify({
    trustProxy,
    logger: logLevel ? { level: logLevel } : false,
    // The edge's access log and the upstreams' logs hold each request; here, only what went wrong.
    logController: new LogController({ disableRequestLogging: true }),
    // The id the proxy in front gave the request, when it is trusted, so one id follows the
    // request from the edge to the API; a new one otherwise.
    genReqId(raw) {
      const fromProxy = isTrustedProxy(raw.socket.remoteAddress ?? '', 0)
        ? acceptedRequestId(raw.headers[REQUEST_ID_HEADER])
        : undefined;
      return fromProxy ?? randomUUID();
    },
    return503OnClosing: true,
    // What Node's HTTP parser refuses (431, 400, 408) in the site's error shape, not Fastify's.
    clientErrorHandler: answerClientError,
    // Fastify's own default (72 s) would let idle clients hold sockets; see EDGE_DEFAULTS.
    keepAliveTimeout: keepAliveTimeoutMs,
    // A client that never finishes its headers or its body gets a 408 and loses the connection.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.min(
        TIMEOUT_CHECK_INTERVAL_MS,
        Math.ceil(Math.min(headersTimeoutMs, requestTimeoutMs) / 4),
      ),
    },
    // A path that is not valid percent-encoding (/api/%E0): Fastify's own answer quotes it back.
    frameworkErrors(error, request, reply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const messages = errorMessagesFor(request.raw.url ?? '');
      if (messages) {
        const words = error.code === 'FST_ERR_BAD_URL' ? 'malformedUrl' : ERROR_WORDS[status];
        return sendJsonError(reply as FastifyReply, status, messages[words ?? 'badRequest']);
      }
      return (reply as FastifyReply)
        .code(status)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(http.STATUS_CODES[status] ?? 'Bad Request');
    },
  });
  const staticPrefixes = mounts.filter((mount) => mount.root).map((mount) => mount.prefix);

  server.addHook('onSend', async (request, reply) => {
    setBaseSecurityHeaders(request.raw, reply.raw);
    // What a visitor can quote to support, to find their request in every service's log.
    if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, request.id);
  });

  // No cap (Infinity) for a server whose one client is another server of the site.
  if (Number.isFinite(maxConnectionsPerAddress)) {
    // A client beyond its share of connections is refused as it connects, with a 429 in words.
    const cap = capConnections(server.server, {
      maxPerAddress: maxConnectionsPerAddress,
      isTrustedProxy: (address) => isTrustedProxy(address, 0),
      refusalMessage: HTTP_ERROR_MESSAGES.tooManyConnections,
    });
    // Behind a trusted proxy, whose one connection carries many visitors, the client is the
    // address it forwarded (request.ip), counted per request. Registered before any route, so a
    // refused request reaches no proxy and no file.
    server.addHook('onRequest', async (request, reply) => {
      if (!isTrustedProxy(request.socket.remoteAddress ?? '', 0)) return;
      const end = cap.openRequest(request.ip);
      if (end) {
        reply.raw.once('close', end);
        return;
      }
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      const messages = errorMessagesFor(request.url);
      if (messages) return sendJsonError(reply, 429, messages.tooManyConnections);
      return reply
        .code(429)
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send(HTTP_ERROR_MESSAGES.tooManyConnections);
    });
  }

  // Hashed assets are precompressed at build time and app documents compressed as they are sent
  // (compress-document.ts); this covers the rest (JSON, remoteEntry.js, errors).
  // Responses only: a request body is the upstream's to read (and to refuse), byte for byte.
  server.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });

  holdManifestReads(
    server,
    mounts.flatMap(({ prefix, root: folder }) => (folder ? [{ prefix, root: folder }] : [])),
  );

  const staticOptions = {
    preCompressed: true,
    cacheControl: false,
    index: false as const,
    redirect: false,
    allowedPath: isPublishedFile,
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header('Cache-Control', cacheControlFor(filePath));
      if (filePath.endsWith('.html')) {
        setHtmlSecurityHeaders(reply.request.raw, reply.raw, { https: isHttps(reply.request) });
      }
    },
  };
  for (const mount of mounts) {
    if (mount.target) {
      // As many upstream connections as requests in flight: an upstream that holds some answers
      // (a delayed failed login) must not make every other request wait for a connection. What
      // one client may have in flight is capped by maxConnectionsPerAddress. Spread over every
      // instance of the upstream (upstream-dispatcher.ts).
      const upstream = createUpstreamDispatcher(mount.target, { connections: null });
      server.addHook('onClose', () => upstream.close());
      server.register(async (scope) => {
        // The body goes upstream as it came, whatever its type (Fastify would read text/plain
        // itself, and refuse it over its own size limit): the upstream reads it and answers.
        scope.removeAllContentTypeParsers();
        await scope.register(fastifyHttpProxy, {
          upstream: mount.target,
          prefix: mount.prefix.replace(/\/$/, ''),
          rewritePrefix: mount.prefix.replace(/\/$/, ''),
          undici: upstream.dispatcher,
          replyOptions: {
            rewriteRequestHeaders: upstreamRequestHeaders(mount.requestHeaders, mount.addedHeaders),
            onError(reply, { error }) {
              // Its cause in one line: the stack would only show the proxy's own frames.
              const cause = (error as { cause?: { code?: string; message?: string } }).cause;
              reply.request.log.warn(
                {
                  upstream: mount.target,
                  code: cause?.code,
                  error: cause?.message ?? error.message,
                },
                'upstream failed',
              );
              const body = mount.errorMessages
                ? { success: false, error: mount.errorMessages.unavailable }
                : UNAVAILABLE;
              reply.code(502).header('Cache-Control', 'no-store').send(body);
            },
          },
        });
      });
    } else if (mount.root) {
      server.register(fastifyStatic, {
        ...staticOptions,
        root: path.resolve(mount.root),
        prefix: mount.prefix,
        decorateReply: false,
      });
      // Each release the folder keeps (publish-release.ts), by its id: exactly one release, for a
      // consumer that must not change under it (a staff preview of a staged release).
      server.register(fastifyStatic, {
        ...staticOptions,
        root: path.resolve(mount.root, RELEASES_FOLDER),
        prefix: `${mount.prefix}releases/`,
        decorateReply: false,
        suppressWarning: true,
        allowedPath: isKeptReleaseFile,
        setHeaders(reply: FastifyReply, filePath: string) {
          staticOptions.setHeaders(reply, filePath);
          reply.header('Cache-Control', IMMUTABLE);
        },
      });
    }
  }
  if (root) {
    server.register(fastifyStatic, {
      ...staticOptions,
      root: path.resolve(root),
      prefix: '/',
      decorateReply: false,
      // The app's own page always comes from renderDocument, with its nonce.
      allowedPath: (pathname) => isPublishedFile(pathname) && pathname !== '/index.html',
    });
  }

  /**
   * Sends the 301 to where redirectForAppPath sends this request's path, the query kept. Whether
   * it did is a boolean, not the reply: a reply is a thenable that settles to undefined, so an
   * awaited reply would read as "not redirected" and the page would be rendered after it.
   */
  async function redirectAppPath(
    request: FastifyRequest,
    reply: FastifyReply,
    { redirectForAppPath }: AppDocumentOptions,
  ): Promise<boolean> {
    const queryStart = request.url.indexOf('?');
    const requestPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const location = await redirectForAppPath?.(requestPath);
    if (location === undefined || !isPathOnThisSite(location)) return false;
    reply
      .code(301)
      .header('Location', `${location}${request.url.slice(requestPath.length)}`)
      .header('Cache-Control', 'no-cache')
      .send();
    return true;
  }

  async function sendAppDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    app: AppDocumentOptions,
  ): Promise<FastifyReply> {
    if (await redirectAppPath(request, reply, app)) return reply;
    const { statusForAppPath, renderDocument } = app;
    const nonce = newNonce();
    const { pathname } = new URL(request.url, 'http://localhost');
    const rendered = await renderDocument({
      url: request.url,
      // Behind a trusted proxy, the host the visitor asked for (X-Forwarded-Host).
      hostname: request.hostname,
      nonce,
      status: await statusForAppPath(pathname),
      log: request.log,
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    });
    const { status, headers = {} } = rendered;
    reply.code(status).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (rendered.document) {
      const { document } = rendered;
      setHtmlSecurityHeaders(request.raw, reply.raw, {
        scripts: { hashes: document.scriptHashes },
        https: isHttps(request),
      });
      reply
        .header(
          'Cache-Control',
          SHARED_CACHEABLE_STATUSES.has(status) ? SHARED_DOCUMENT_CACHE_CONTROL : 'no-cache',
        )
        .header('ETag', document.etag)
        .headers(headers);
      if (status === 200 && matchesEntityTag(request.headers['if-none-match'], document.etag)) {
        return reply.code(304).send();
      }
      const encoding = document.encodingFor(preferredEncoding(request.headers['accept-encoding']));
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(await document.body(encoding));
    }
    const { body, encoding } = compressDocument(rendered.html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    setHtmlSecurityHeaders(request.raw, reply.raw, {
      scripts: { nonce },
      https: isHttps(request),
    });
    // The document's own headers last: a personal page's are stricter (PERSONAL_PAGE_HEADERS).
    return reply.header('Cache-Control', 'no-cache').headers(headers).send(body);
  }
  // The static plugin answers a folder without an index with 403; the home page is the app's.
  if (app) server.get('/', (request, reply) => sendAppDocument(request, reply, app));

  server.setNotFoundHandler(async (request, reply) => {
    // Only reached under a proxied prefix for a method the proxy does not pass on (TRACE, PROPFIND…).
    const messages = errorMessagesFor(request.url);
    if (messages) {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead) reply.header('Allow', PROXIED_METHODS.join(', '));
      return sendJsonError(
        reply,
        isRead ? 404 : 405,
        isRead ? messages.notFound : messages.methodNotAllowed,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain').send('Not Allowed');
    }
    const { pathname } = new URL(request.url, 'http://localhost');
    const assetLike = path.extname(pathname) !== '' && !pathname.endsWith('.html');
    const underStaticMount = staticPrefixes.some((prefix) => pathname.startsWith(prefix));
    if (!app || assetLike || underStaticMount) return plainNotFound(reply);
    return sendAppDocument(request, reply, app);
  });
  // Errors of the static plugin (403 for a folder or a path that leaves the root) in plain words,
  // without the stack or the file system path.
  server.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The static plugin refuses a path that is not canonical ("/about//", "/./about"); one that
    // spells a page's path is sent on to it, as the app's other spellings are.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH' && app) {
      if (await redirectAppPath(request, reply, app)) return reply;
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const messages = errorMessagesFor(request.url);
    if (messages) {
      return sendJsonError(
        reply,
        status,
        status >= 500 ? messages.internal : messages[ERROR_WORDS[status] ?? 'badRequest'],
      );
    }
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(status < 500 ? http.STATUS_CODES[status] : 'Internal Server Error');
  });

  return server;
}
