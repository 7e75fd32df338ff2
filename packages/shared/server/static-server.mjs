// A small production web server: static files with the right cache headers, gzip, an SPA
// fallback that answers unknown paths with 404, and same-origin proxies (API, remotes).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
]);
/** Content-hashed build output never changes under its name, so it may be cached for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

function cacheControlFor(filePath) {
  return HASHED_FILE.test(path.basename(filePath))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

function resolveInside(root, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

async function findFile(root, urlPath) {
  const candidate = resolveInside(root, urlPath);
  if (!candidate) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = path.join(candidate, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    return null;
  }
  return null;
}

const gzipCache = new Map();

async function sendFile(req, res, filePath, status = 200) {
  const ext = path.extname(filePath).toLowerCase();
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': status === 200 ? cacheControlFor(filePath) : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(ext) && acceptsGzip) {
    const info = await stat(filePath);
    const key = `${filePath}:${info.mtimeMs}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = gzipSync(await readFile(filePath));
      gzipCache.set(key, body);
    }
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(filePath).pipe(res);
}

function proxyRequest(req, res, target, forwardedPath) {
  const upstream = new URL(forwardedPath, target);
  const remoteAddress = req.socket.remoteAddress ?? '';
  const priorForwardedFor = req.headers['x-forwarded-for'];
  const headers = {
    ...req.headers,
    host: upstream.host,
    'x-forwarded-for': priorForwardedFor ? `${priorForwardedFor}, ${remoteAddress}` : remoteAddress,
    'x-forwarded-proto':
      req.headers['x-forwarded-proto'] ?? (req.socket.encrypted ? 'https' : 'http'),
    'x-forwarded-host': req.headers.host ?? '',
  };
  const upstreamRequest = http.request(
    upstream,
    { method: req.method, headers },
    (upstreamResponse) => {
      res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(res);
    },
  );
  upstreamRequest.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(JSON.stringify({ success: false, error: 'The service is temporarily unavailable.' }));
  });
  req.pipe(upstreamRequest);
}

/**
 * @param {object} options
 * @param {string} options.root folder of the built app
 * @param {Array<{prefix: string, target?: string, root?: string}>} [options.mounts] URL prefixes
 *   proxied to another server (target) or served from another folder (root)
 * @param {(pathname: string) => number} [options.statusForAppPath] status of an app route
 *   (200 known, 404 unknown); without it every path falls back to index.html with 200
 * @param {(pathname: string) => Promise<{ status: number, headers: object, body: string } | undefined>}
 *   [options.renderAppPage] server-rendered HTML of an app path; undefined falls back to index.html
 * @param {Record<string, string>} [options.files] URL paths served from a given file instead of root
 */
export function createStaticServer({
  root,
  mounts = [],
  statusForAppPath,
  renderAppPage,
  files = {},
}) {
  const absoluteRoot = path.resolve(root);
  return http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const mount = mounts.find(
        (m) => url.pathname === m.prefix.replace(/\/$/, '') || url.pathname.startsWith(m.prefix),
      );
      if (mount?.target) {
        proxyRequest(req, res, mount.target, url.pathname + url.search);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
        res.end('Method Not Allowed');
        return;
      }
      if (mount?.root) {
        const file = await findFile(
          path.resolve(mount.root),
          url.pathname.slice(mount.prefix.length),
        );
        if (file) return await sendFile(req, res, file);
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      if (Object.hasOwn(files, url.pathname)) return await sendFile(req, res, files[url.pathname]);
      const file = url.pathname === '/' ? null : await findFile(absoluteRoot, url.pathname);
      if (file) return await sendFile(req, res, file);
      // Asset-like paths that do not exist are plain 404s; page paths get the app shell.
      if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        res.end('Not Found');
        return;
      }
      const rendered = renderAppPage && (await renderAppPage(url.pathname));
      if (rendered) {
        const body = Buffer.from(rendered.body);
        const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        const encoded = gzip ? gzipSync(body) : body;
        res.writeHead(rendered.status, {
          ...SECURITY_HEADERS,
          'Content-Type': CONTENT_TYPES['.html'],
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': encoded.length,
          ...rendered.headers,
        });
        res.end(req.method === 'HEAD' ? undefined : encoded);
        return;
      }
      const status = statusForAppPath ? await statusForAppPath(url.pathname) : 200;
      await sendFile(req, res, path.join(absoluteRoot, 'index.html'), status);
    } catch {
      if (!res.headersSent) {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end('Bad Request');
      } else res.destroy();
    }
  });
}
