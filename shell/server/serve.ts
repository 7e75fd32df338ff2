#!/usr/bin/env node
// The shell's production server: the built shell, /api proxied to the API, and each remote at
// /remotes/<name>/ proxied to its own server (or served from a folder), all on one origin; the
// pages' HTML from renderDocument (server-rendered, see rendering/), /sitemap.xml from the pages
// the remotes' releases declare, /remotes.json from the live releases' versioned entries, and
// /robots.txt and /.well-known/security.txt.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  REMOTES,
  type RemoteDefinition,
  remoteEntryPath,
  remoteEnvVar,
  remotePublicPath,
} from '@gloh/shared/remotes';
import {
  type DocumentRequest,
  type HtmlDocument,
  type Mount,
  type RenderedDocument,
  STATIC_REQUEST_HEADERS,
  createWebServer,
  listenHost,
} from '@gloh/web-server/create-web-server';
import { PERSONAL_PAGE_HEADERS } from '@gloh/web-server/security-headers';
import { serverRenderQuery } from '@gloh/contract/reset-token';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { PRESS_RELEASES_FEED_PATH } from '@gloh/contract/press-releases';
import {
  canonicalRedirectPath,
  isStaffConsolePath,
  STAFF_CONSOLE_PATH,
  SITE_PAGES_PATH,
  statusForSitePath,
} from '@gloh/contract/site-paths';
import {
  parseTrustProxy,
  PROXY_SECRET_HEADER,
  PROXY_SECRET_MIN_LENGTH,
} from '@gloh/contract/trust-proxy';
import { createRenderDocument } from '@gloh/web-server/single-page-document';
import { PREVIEW_EXIT_PATH, PREVIEW_PATH } from '@gloh/web-server/release-preview';
import { RELEASE_PREVIEW_PATHS, type StagedReleasesResponse } from '@gloh/contract/release-preview';
import { startOperationsServer } from '@gloh/web-server/operations-server';
import { createShellMetrics } from './metrics.js';
import { createPageRenderer, type PageRendererOptions } from './rendering/page-renderer.js';
import { readRenderSnapshot, type RemoteOrigin } from './rendering/render-snapshot.js';
import { createSnapshotSource } from './rendering/snapshot-source.js';
import {
  SITE_STYLESHEET_PREFIX,
  createSiteStylesheets,
  linkSiteStylesheet,
  readShellBootstrapUsage,
  readWholeBootstrap,
  stylesheetResponse,
} from './rendering/site-stylesheet.js';
import { purgeBootstrapInWorker } from './rendering/purge-bootstrap.js';
import { createRuntimeConfigReader } from './runtime-config.js';
import { parseEdgeSettings } from './edge-settings.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { PRESS_FEED_CONTENT_TYPE, pressReleasesFeed } from './press-feed.js';
import { isDocumentForSearch, NOINDEX_HEADERS } from './noindex.js';
import { SECURITY_TXT_PATH, securityTxt } from './security-txt.js';
import { clearedPreviewCookie, previewCookie, previewSecret } from './preview/preview-cookie.js';
import { readRemoteReleases } from './preview/staged-releases.js';
import {
  createPreviewSite,
  PREVIEW_HEADERS,
  type PreviewSite,
  staffSessionCheck,
} from './preview/preview-site.js';

const shellDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.env.SHELL_DIST_DIR ?? path.join(shellDir, 'dist'));
const serverBundle = path.resolve(
  process.env.SHELL_SERVER_BUNDLE ?? path.join(shellDir, 'dist-server/server-entry.cjs'),
);
/** The runtime config (flags, site settings); SITE_CONFIG_FILE replaces the built one. */
const configFile = path.resolve(process.env.SITE_CONFIG_FILE ?? path.join(distDir, 'config.json'));
const port = Number(process.env.PORT ?? 3000);
/** Loopback only unless HOST says otherwise (0.0.0.0 in a container). */
const host = listenHost(process.env.HOST);

/**
 * REMOTE_<NAME> is a URL to proxy to, or dir:<folder> to serve a build directly; without it, the
 * remote's own server on its dev port (as `npm start` runs it). A remote's server serves files:
 * it is sent what that needs, never the visitor's cookies or credentials.
 */
function remoteMount({ name, devPort }: RemoteDefinition): Mount {
  const setting = process.env[remoteEnvVar(name)] ?? `http://127.0.0.1:${devPort}`;
  const prefix = remotePublicPath(name);
  return setting.startsWith('dir:')
    ? { prefix, root: path.resolve(setting.slice(4)) }
    : { prefix, target: setting, requestHeaders: STATIC_REQUEST_HEADERS };
}

const currentRuntimeConfig = createRuntimeConfigReader(configFile);
/** What the browser reads the remotes' entries from (remote-registry.ts). */
const REMOTES_MANIFEST_PATH = '/remotes.json';

/** The remotes' page declarations as of the shell's build; none without a Node build. */
function readKnownSitePages(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Where the server reads each remote's releases: its server, or this one for dir: remotes. */
function remoteOrigins(): RemoteOrigin[] {
  return REMOTES.map((remote) => {
    const mount = remoteMount(remote);
    return { name: remote.name, origin: mount.target ?? `http://127.0.0.1:${port}` };
  });
}

const metrics = createShellMetrics();

const knownSitePages = readKnownSitePages(
  path.join(path.dirname(serverBundle), 'known-site-pages.json'),
);

/** The releases the site is served with: which pages exist, and how they are rendered. */
const snapshots = createSnapshotSource(remoteOrigins, {
  known: knownSitePages,
  onChange: metrics.snapshotChanged,
});

/** Ready once the remotes' releases are read (and, when it renders, a worker renders with them). */
let isReady: () => Promise<boolean> = async () => Boolean(await snapshots.read());

/** The site's one Bootstrap sheet, for the releases it is served with. */
const stylesheets = createSiteStylesheets({
  bootstrapCss: readWholeBootstrap(),
  shellUsage: () => readShellBootstrapUsage(distDir),
  // Off the main thread: a release switches while its sheet is composed.
  purge: purgeBootstrapInWorker,
});

/** The sheet to link now: Bootstrap whole while the releases' own is composed (a release never waits). */
async function currentStylesheet() {
  const { bootstrapUsages } = await snapshots.read();
  return (await stylesheets.link(Object.values(bootstrapUsages))).sheet;
}

const STYLESHEET_TIMEOUT_MS = 2_000;

/** A file under a folder, or undefined for a path that would leave it. */
async function readFileUnder(root: string, relative: string): Promise<string | undefined> {
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(`${path.resolve(root)}${path.sep}`)) return undefined;
  return readFile(file, 'utf8').catch(() => undefined);
}

/**
 * A stylesheet a rendered page links, read where the server finds it: a remote's (from its server
 * or folder) or the shell's own build.
 */
async function readPageStylesheet(href: string): Promise<string | undefined> {
  if (!href.startsWith('/') || !href.endsWith('.css')) return undefined;
  const mount = REMOTES.map(remoteMount).find(({ prefix }) => href.startsWith(prefix));
  if (!mount) return readFileUnder(distDir, href);
  if (mount.root) return readFileUnder(mount.root, href.slice(mount.prefix.length));
  const response = await fetch(new URL(href, mount.target), {
    signal: AbortSignal.timeout(STYLESHEET_TIMEOUT_MS),
  });
  return response.ok ? response.text() : undefined;
}

/** Declared pages get 200; unknown paths and pages whose flag is off get 404 (with the app). */
export async function statusForAppPath(pathname: string): Promise<number> {
  const [{ flags }, { sitePages }] = await Promise.all([currentRuntimeConfig(), snapshots.read()]);
  return statusForSitePath(pathname, sitePages, flags);
}

/** A page's path in another letter case or with trailing slashes is sent to the page's own (301). */
async function redirectForAppPath(pathname: string): Promise<string | undefined> {
  const [{ flags }, { sitePages }] = await Promise.all([currentRuntimeConfig(), snapshots.read()]);
  return canonicalRedirectPath(pathname, sitePages, flags);
}

/** How long a browser should wait before asking again for a page whose section is down. */
const RETRY_AFTER_SECONDS = '30';

const rendersOnServer = process.env.SERVER_RENDERING !== 'off' && existsSync(serverBundle);

/** How pages are rendered from the releases `snapshots` gives (the live ones, or a preview's). */
function pageRendererOptions(
  releases: PageRendererOptions['snapshots'],
): Omit<PageRendererOptions, 'cacheLimit' | 'metrics'> {
  return {
    bundlePath: serverBundle,
    distDir,
    snapshots: releases,
    stylesheets,
    readStylesheet: process.env.CRITICAL_CSS === 'off' ? undefined : readPageStylesheet,
    readConfig: async () => {
      const { key, raw } = await currentRuntimeConfig();
      return { key, config: raw };
    },
  };
}

/**
 * Server-rendered pages (rendering/page-renderer.ts); the single-page index.html when server
 * rendering is off, not built, or fails for a request.
 */
function createSitePageRenderer(
  singlePage: ReturnType<typeof createSinglePageRenderer>,
): (request: DocumentRequest) => Promise<RenderedDocument> {
  if (!rendersOnServer) {
    // The reset link's token is still in the address: the page is not stored, nor sent on.
    return async function renderSinglePage(request) {
      const { pathname, search } = new URL(request.url, 'http://localhost');
      const page = await singlePage(request);
      if (!serverRenderQuery(pathname, search).personal) return page;
      return { ...page, headers: { ...page.headers, ...PERSONAL_PAGE_HEADERS } };
    };
  }
  const renderer = createPageRenderer({
    ...pageRendererOptions(snapshots),
    cacheLimit: Number(process.env.SSR_CACHE_SIZE ?? 500),
    // A release is served within 2 s: its worker is ready before it is known.
    spareWorker: true,
    metrics: metrics.renderer,
  });
  isReady = renderer.isReady;
  return async function renderDocument(request) {
    const { pathname, search } = new URL(request.url, 'http://localhost');
    // A form post's outcome (the result keys only) is part of the page, and the reset page's token.
    const query = serverRenderQuery(pathname, search);
    const personalHeaders = query.personal ? PERSONAL_PAGE_HEADERS : {};
    try {
      const page = await renderer.render(pathname, request.hostname, query.search, {
        cache: !query.personal,
      });
      for (const error of page.errors) {
        request.log.error({ path: pathname, error }, 'server rendering fell back to the browser');
      }
      const headers = {
        ...(page.status === 503 ? { 'Retry-After': RETRY_AFTER_SECONDS } : {}),
        ...personalHeaders,
      };
      return page.document
        ? { status: page.status, document: page.document, headers }
        : { status: page.status, html: page.html(request.nonce), headers };
    } catch (error) {
      request.log.error({ path: pathname, err: error }, 'server rendering failed');
      return { ...(await singlePage(request)), headers: personalHeaders };
    }
  };
}

/**
 * The staff console's pages: the single-page document only (no staff data is ever in server HTML),
 * never indexed, never stored, and an origin-only Referer (the enrollment link carries a token).
 */
const STAFF_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...PERSONAL_PAGE_HEADERS,
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The single-page index.html, with the site's Bootstrap sheet linked. */
function createSinglePageRenderer() {
  const indexHtml = createRenderDocument({ distDir });
  return async function renderSinglePage(
    request: Pick<DocumentRequest, 'nonce' | 'status'>,
  ): Promise<HtmlDocument> {
    const [page, sheet] = await Promise.all([indexHtml(request), currentStylesheet()]);
    return { ...page, html: linkSiteStylesheet(page.html, sheet, request.nonce) };
  };
}

/**
 * Staff previews of staged releases (preview/preview-site.ts), rendered apart from the live site:
 * with PREVIEW_SECRET set, else off.
 */
function createPreviews(singlePage: ReturnType<typeof createSinglePageRenderer>): PreviewSite {
  return createPreviewSite({
    secret: previewSecret(process.env.PREVIEW_SECRET),
    live: snapshots,
    readSnapshot: (live, releases) =>
      readRenderSnapshot(remoteOrigins(), live, knownSitePages, releases),
    ...(rendersOnServer
      ? {
          // Rendered for one browser each time: nothing of a preview is kept for anyone else.
          createRenderer: (releases) =>
            createPageRenderer({ ...pageRendererOptions(releases), cacheLimit: 0 }),
        }
      : {}),
    renderSinglePage: singlePage,
    isStaff: staffSessionCheck(
      process.env.API_ORIGIN ?? 'http://127.0.0.1:3100',
      apiProxyHeaders(process.env.API_PROXY_SECRET),
    ),
  });
}

/** Ends a preview whose cookie is not valid: the visitor is answered the live site, never stored. */
const CLEAR_PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Set-Cookie': clearedPreviewCookie(false),
  'Cache-Control': 'private, no-store',
};

function createDocumentRenderer(
  singlePage: ReturnType<typeof createSinglePageRenderer>,
  previews: PreviewSite,
): (request: DocumentRequest) => Promise<RenderedDocument> {
  const sitePage = createSitePageRenderer(singlePage);
  const livePage = createLiveDocumentRenderer(singlePage, sitePage);
  return async function renderDocument(request) {
    const { preview, invalid } = previews.read(request.cookie);
    // The staff console is never rendered on the server; it loads the previewed remotes itself.
    const { pathname } = new URL(request.url, 'http://localhost');
    if (!preview || isStaffConsolePath(pathname)) {
      const page = await livePage(request);
      return invalid ? { ...page, headers: { ...page.headers, ...CLEAR_PREVIEW_HEADERS } } : page;
    }
    const previewed = await previews.render(preview, request);
    if (previewed) return previewed;
    // A preview that cannot be rendered (its release no longer kept) ends: the live page instead.
    const page = await livePage(request);
    return { ...page, headers: { ...page.headers, ...CLEAR_PREVIEW_HEADERS } };
  };
}

function createLiveDocumentRenderer(
  singlePage: ReturnType<typeof createSinglePageRenderer>,
  sitePage: (request: DocumentRequest) => Promise<RenderedDocument>,
): (request: DocumentRequest) => Promise<RenderedDocument> {
  return async function renderDocument(request) {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (isStaffConsolePath(pathname)) {
      return { ...(await singlePage(request)), headers: STAFF_PAGE_HEADERS };
    }
    // Rendered or not (the single-page fallback), a page not for search says so in its header.
    const [page, [{ flags }, { sitePages }]] = await Promise.all([
      sitePage(request),
      Promise.all([currentRuntimeConfig(), snapshots.read()]),
    ]);
    if (isDocumentForSearch(request.url, sitePages, flags)) return page;
    return { ...page, headers: { ...page.headers, ...NOINDEX_HEADERS } };
  };
}

/** The remotes.json of the shell's build, or the one a deployment put in its place. */
async function staticRemoteEntries(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(path.join(distDir, 'remotes.json'), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/**
 * Where the browser loads each remote from when a page names no versions (the staff console, the
 * single-page fallback): the live release's versioned entry, as the pages are rendered with, so
 * that a rollback reaches it too; for a remote that cannot be read, the static remotes.json's.
 */
async function currentRemoteEntries(): Promise<Record<string, string>> {
  const [{ remotes }, fallback] = await Promise.all([snapshots.read(), staticRemoteEntries()]);
  return Object.fromEntries(
    REMOTES.map(({ name }) => {
      const fixed = fallback[name];
      const entry =
        remotes[name]?.browserEntry ?? (typeof fixed === 'string' ? fixed : remoteEntryPath(name));
      return [name, entry];
    }),
  );
}

/** The proof the API asks of its proxy, when the deployment set one. */
function apiProxyHeaders(secret: string | undefined): Record<string, string> {
  const value = secret?.trim();
  if (!value) return {};
  if (value.length < PROXY_SECRET_MIN_LENGTH)
    throw new Error(`API_PROXY_SECRET must be at least ${PROXY_SECRET_MIN_LENGTH} characters`);
  return { [PROXY_SECRET_HEADER]: value };
}

/** Why a preview link opens nothing, in words. */
const PREVIEW_REFUSALS: Record<string, [status: number, message: string]> = {
  disabled: [404, 'Not Found'],
  'bad-link': [400, `Which release? ${PREVIEW_PATH}?remote=<name>&release=<id>`],
  'not-staff': [
    403,
    `Previews are for signed-in staff: sign in at ${STAFF_CONSOLE_PATH}, then open this link again.`,
  ],
  'unknown-release': [404, 'That release is not kept, or cannot be read: nothing to preview.'],
};

/** /__preview opens a staff member's preview; /__preview/exit ends it (a link or a form post). */
function addPreviewRoutes(server: ReturnType<typeof createWebServer>, previews: PreviewSite): void {
  server.get(PREVIEW_PATH, async (request, reply) => {
    const { remote = '', release = '' } = request.query as Record<string, string | undefined>;
    const known = REMOTES.find(({ name }) => name === remote);
    const opened = !previews.enabled
      ? { refused: 'disabled' }
      : !known || !/^[\w-]{1,64}$/.test(release)
        ? { refused: 'bad-link' }
        : await previews.open(request.headers.cookie, known.name, release);
    reply.headers(PREVIEW_HEADERS);
    if ('refused' in opened) {
      const [status, message] = PREVIEW_REFUSALS[opened.refused] ?? [404, 'Not Found'];
      return reply.code(status).type('text/plain; charset=utf-8').send(`${message}\n`);
    }
    return reply
      .code(303)
      .header('Set-Cookie', previewCookie(opened.value, request.protocol === 'https'))
      .header('Location', '/')
      .send();
  });
  // What staff can preview: each remote's live and staged releases (the staff release page).
  server.get(RELEASE_PREVIEW_PATHS.releases, async (request, reply) => {
    reply.headers(PREVIEW_HEADERS);
    // Off, there is nothing to list (nor to hide): said plainly, not as a failed request.
    if (!previews.enabled) return reply.send({ previews: false, remotes: [] });
    if (!(await previews.isStaff(request.headers.cookie))) {
      return reply.code(403).send({ error: 'For signed-in staff only.' });
    }
    const body: StagedReleasesResponse = {
      previews: true,
      remotes: await Promise.all(
        REMOTES.map((remote) => readRemoteReleases({ name: remote.name, ...remoteMount(remote) })),
      ),
    };
    return reply.send(body);
  });
  server.register(async (scope) => {
    // The banner's form posts an empty form: its body is not read, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'POST'],
      url: PREVIEW_EXIT_PATH,
      handler: async (_request, reply) =>
        reply
          .code(303)
          .headers(PREVIEW_HEADERS)
          .header('Set-Cookie', clearedPreviewCookie(false))
          .header('Location', '/')
          .send(),
    });
  });
}

export function createShellServer() {
  const singlePage = createSinglePageRenderer();
  const previews = createPreviews(singlePage);
  const server = createWebServer({
    root: distDir,
    mounts: [
      // The API gets the client's headers, cookies included (the session).
      {
        prefix: '/api/',
        target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100',
        // With API_PROXY_SECRET, the API believes this server's X-Forwarded-* and nobody else's.
        addedHeaders: apiProxyHeaders(process.env.API_PROXY_SECRET),
        // What this server answers itself under /api/ reads as the API's own answers.
        errorMessages: HTTP_ERROR_MESSAGES,
      },
      ...REMOTES.map(remoteMount),
    ],
    app: {
      statusForAppPath,
      redirectForAppPath,
      renderDocument: createDocumentRenderer(singlePage, previews),
    },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    edge: parseEdgeSettings(process.env),
    logLevel: process.env.LOG_LEVEL?.trim() || 'info',
  });
  server.get('/config.json', async (_request, reply) => {
    try {
      const body = await readFile(configFile);
      return reply.header('Cache-Control', 'no-cache').type('application/json').send(body);
    } catch {
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain')
        .send('Not Found');
    }
  });
  addPreviewRoutes(server, previews);
  server.addHook('onClose', async () => previews.close());
  server.get(REMOTES_MANIFEST_PATH, async (request, reply) => {
    const { preview, invalid } = previews.read(request.headers.cookie);
    // A staff member's preview loads the staged release's entry; nobody else's browser does.
    const previewed = preview && (await previews.remoteEntries(preview));
    const entries = { ...(await currentRemoteEntries()), ...previewed };
    if (previewed) reply.headers(PREVIEW_HEADERS);
    else reply.header('Cache-Control', 'no-cache');
    if (invalid) reply.headers(CLEAR_PREVIEW_HEADERS);
    return reply
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(entries, null, 2)}\n`);
  });
  server.get(`${SITE_STYLESHEET_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const sheet = stylesheets.find(file);
    if (!sheet) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain')
        .send('Not Found');
    }
    const { body, encoding } = stylesheetResponse(sheet, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', 'Accept-Encoding')
      .type('text/css; charset=utf-8')
      .send(body);
  });
  server.get('/sitemap.xml', async (_request, reply) => {
    const [{ flags, siteUrl }, { sitePages }] = await Promise.all([
      currentRuntimeConfig(),
      snapshots.read(),
    ]);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml({ routes: sitePages, flags, siteUrl }));
  });
  // The composed pages, for a document the server did not render (the single-page fallback and
  // the staff console): the browser routes by the same data as a server-rendered page.
  server.get(SITE_PAGES_PATH, async (request, reply) => {
    const { preview } = previews.read(request.headers.cookie);
    const previewed = preview && (await previews.sitePages(preview));
    const { sitePages } = previewed ? { sitePages: previewed } : await snapshots.read();
    if (previewed) reply.headers(PREVIEW_HEADERS);
    else reply.header('Cache-Control', 'no-cache');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(sitePages));
  });
  server.get('/robots.txt', async (_request, reply) => {
    const { siteUrl } = await currentRuntimeConfig();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ siteUrl }));
  });
  server.get(SECURITY_TXT_PATH, async (_request, reply) => {
    const { siteUrl, securityEmail } = await currentRuntimeConfig();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(securityTxt({ siteUrl, securityEmail }));
  });
  // The feed of the press releases the live investors release publishes (render-manifest.json).
  server.get(PRESS_RELEASES_FEED_PATH, async (_request, reply) => {
    const [{ siteUrl }, { pressReleases }] = await Promise.all([
      currentRuntimeConfig(),
      snapshots.read(),
    ]);
    return reply
      .header('Cache-Control', 'no-cache')
      .type(PRESS_FEED_CONTENT_TYPE)
      .send(pressReleasesFeed({ releases: pressReleases, siteUrl }));
  });
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createShellServer();
  await server.listen({ port, host });
  const operations = await startOperationsServer(process.env, {
    registry: metrics.registry,
    ready: () => isReady(),
  });
  console.log(`Gloh site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  const stop = () => Promise.all([server.close(), operations?.close()]).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
