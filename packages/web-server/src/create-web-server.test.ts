// The server as a remote's own server runs it (gloh-serve-remote): one build folder under the
// remote's public path, no app pages.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDocumentOptions, createWebServer, listenHost } from './create-web-server.js';
import { PERSONAL_PAGE_HEADERS } from './security-headers.js';
import { SharedDocument } from './shared-document.js';

const dist = mkdtempSync(path.join(os.tmpdir(), 'gloh-remote-'));
mkdirSync(path.join(dist, 'static/js'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<script defer src="/remotes/x/remoteEntry.js"></script>',
);
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x = 1;');
writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{"version":3}');
// A kept release and the history, as gloh-release keeps them in a deployment.
mkdirSync(path.join(dist, '.releases/r1'), { recursive: true });
writeFileSync(path.join(dist, '.releases/r1/remoteEntry.js'), 'var x = 0;');
writeFileSync(path.join(dist, '.releases/r1/.release.json'), '{}');
writeFileSync(path.join(dist, '.releases/history.json'), '{"releases":["r1"]}');

const server = createWebServer({ mounts: [{ prefix: '/remotes/x/', root: dist }] });
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

test('serves the build under its public path only', async () => {
  const entry = await server.inject('/remotes/x/remoteEntry.js');
  assert.equal(entry.statusCode, 200);
  assert.equal(entry.headers['cache-control'], 'no-cache');
  assert.equal(entry.headers['x-content-type-options'], 'nosniff');
  for (const url of ['/remoteEntry.js', '/remotes/x/missing.js', '/remotes/x/some/page']) {
    const missing = await server.inject(url);
    assert.equal(missing.statusCode, 404, url);
    assert.equal(missing.body, 'Not Found', url);
  }
});

test('a kept release is served by its id, cached for good; the history and dotfiles are not', async () => {
  const kept = await server.inject('/remotes/x/releases/r1/remoteEntry.js');
  assert.equal(kept.statusCode, 200);
  assert.equal(kept.body, 'var x = 0;');
  assert.equal(kept.headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const url of [
    '/remotes/x/releases/r1/.release.json',
    '/remotes/x/releases/history.json',
    '/remotes/x/releases/r2/remoteEntry.js',
    '/remotes/x/.releases/history.json',
    '/remotes/x/.releases/r1/remoteEntry.js',
  ]) {
    assert.equal((await server.inject(url)).statusCode, 404, url);
  }
});

test('its source maps are not served', async () => {
  assert.equal((await server.inject('/remotes/x/remoteEntry.js.map')).statusCode, 404);
});

test('a static HTML file gets the security headers, with same-origin scripts (it has no nonce)', async () => {
  const page = await server.inject('/remotes/x/index.html');
  assert.equal(page.statusCode, 200);
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
});

test('servers listen on loopback only unless HOST is set', () => {
  assert.equal(listenHost(undefined), '127.0.0.1');
  assert.equal(listenHost(''), '127.0.0.1');
  assert.equal(listenHost('0.0.0.0'), '0.0.0.0');
});

test("app pages are rendered for the request's host name; X-Forwarded-Host only from a trusted proxy", async () => {
  const seen: string[] = [];
  const app: AppDocumentOptions = {
    statusForAppPath: () => 200,
    renderDocument: async ({ hostname }) => {
      seen.push(hostname);
      return { status: 200, html: '<!doctype html><title>x</title>' };
    },
  };
  const direct = createWebServer({ app });
  const proxied = createWebServer({ app, trustProxy: ['127.0.0.1'] });
  try {
    const forwarded = { host: 'localhost:3000', 'x-forwarded-host': 'demo.example' };
    await direct.inject({ url: '/about', headers: { host: 'Sales.Example:3000' } });
    await direct.inject({ url: '/about', headers: forwarded });
    await proxied.inject({ url: '/about', headers: forwarded });
    // Lower case is the renderer's part (its cache key); the port is never part of it.
    assert.deepEqual(seen, ['Sales.Example', 'localhost', 'demo.example']);
  } finally {
    await Promise.all([direct.close(), proxied.close()]);
  }
});

test('a redirect the app asks for is a 301 with the query kept, and only ever to this site', async () => {
  const asked: string[] = [];
  const app: AppDocumentOptions = {
    statusForAppPath: () => 200,
    redirectForAppPath: (pathname) => {
      asked.push(pathname);
      const targets: Record<string, string> = {
        '/ABOUT': '/about',
        '/away': '//evil.example/',
        '/back': '/\\evil.example/',
        '/tab': '/\t/evil.example',
        '/absolute': 'https://evil.example/',
      };
      return targets[pathname];
    },
    renderDocument: async () => ({ status: 200, html: '<!doctype html><title>x</title>' }),
  };
  const server = createWebServer({ app });
  try {
    const moved = await server.inject('/ABOUT?sent=contact&x=%2F%2Fe');
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, '/about?sent=contact&x=%2F%2Fe');
    assert.equal((await server.inject({ method: 'HEAD', url: '/ABOUT' })).statusCode, 301);
    // Asked with the path as requested, before any normalising.
    await server.inject('//evil.example/ABOUT');
    assert.ok(asked.includes('//evil.example/ABOUT'));
    for (const url of ['/away', '/back', '/tab', '/absolute', '/about']) {
      const page = await server.inject(url);
      assert.equal(page.statusCode, 200, url);
      assert.equal(page.headers.location, undefined, url);
    }
  } finally {
    await server.close();
  }
});

test('a redirect ends the request: the page is not rendered and nothing is logged as wrong', async () => {
  const rendered: string[] = [];
  const logged: unknown[][] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      logged.push([level, ...args]);
  const recorder = {
    level: 'trace',
    trace: record('trace'),
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    fatal: record('fatal'),
    silent: () => undefined,
    child: () => recorder,
  } as unknown as FastifyBaseLogger;
  const app: AppDocumentOptions = {
    statusForAppPath: () => 200,
    redirectForAppPath: (pathname) => (pathname === '/about' ? undefined : '/about'),
    renderDocument: async ({ url }) => {
      rendered.push(url);
      return { status: 200, html: '<!doctype html><title>x</title>' };
    },
  };
  // With a build folder: the static plugin refuses "/about//x", and the redirect is made there.
  const server = createWebServer({ root: dist, app });
  server.addHook('onRequest', async (request, reply) => {
    request.log = recorder;
    reply.log = recorder;
  });
  try {
    for (const url of ['/About', '/about/', '/about//x', '/about//x?sent=1']) {
      const moved = await server.inject(url);
      assert.equal(moved.statusCode, 301, url);
      assert.equal(moved.body, '', url);
    }
    // The response is finished before the handler's promise settles; let a late render show.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(rendered, []);
    assert.deepEqual(logged, []);
    assert.equal((await server.inject('/about')).statusCode, 200);
    assert.deepEqual(rendered, ['/about']);
  } finally {
    await server.close();
  }
});

test("a personal page's own headers replace the defaults: never stored, origin-only Referer", async () => {
  const app: AppDocumentOptions = {
    statusForAppPath: () => 200,
    renderDocument: async ({ url }) => ({
      status: 200,
      html: '<!doctype html><title>x</title>',
      headers: url.includes('token=') ? PERSONAL_PAGE_HEADERS : {},
    }),
  };
  const server = createWebServer({ app });
  try {
    const personal = await server.inject('/reset-password?token=secret');
    assert.equal(personal.headers['cache-control'], 'no-store');
    assert.equal(personal.headers['referrer-policy'], 'strict-origin');
    assert.match(String(personal.headers['content-security-policy']), /script-src 'nonce-/);
    const shared = await server.inject('/reset-password');
    assert.equal(shared.headers['cache-control'], 'no-cache');
    assert.equal(shared.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  } finally {
    await server.close();
  }
});

test('a page shared by every visitor: hashed inline scripts, compressed, kept briefly by CDNs, revalidated', async () => {
  const run = "document.documentElement.dataset.ready = 'yes';";
  const html = `<!doctype html><p>${'Gloh '.repeat(400)}</p><script>${run}</script>`;
  const document = new SharedDocument(html);
  let status = 200;
  const app: AppDocumentOptions = {
    statusForAppPath: () => 200,
    renderDocument: async () => ({
      status,
      document,
      headers: status === 503 ? { 'Retry-After': '30' } : ({} as Record<string, string>),
    }),
  };
  const server = createWebServer({ app });
  try {
    const page = await server.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(page.rawPayload).toString(), html);
    const csp = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update(run).digest('base64');
    assert.match(csp, new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    assert.doesNotMatch(csp, /nonce-|unsafe-inline'[^;]*;\s*style/);
    assert.equal(page.headers['cache-control'], 'public, no-cache, stale-if-error=300');
    assert.equal(page.headers.etag, document.etag);
    assert.equal(page.headers.vary, 'Accept-Encoding');

    const plain = await server.inject('/about');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, html);

    const revalidated = await server.inject({
      url: '/about',
      headers: { 'if-none-match': document.etag },
    });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
    assert.equal(revalidated.headers.etag, document.etag);
    const changed = await server.inject({ url: '/about', headers: { 'if-none-match': 'W/"old"' } });
    assert.equal(changed.statusCode, 200);

    // A section that is down: not for CDNs to keep.
    status = 503;
    const down = await server.inject('/about');
    assert.equal(down.statusCode, 503);
    assert.equal(down.headers['cache-control'], 'no-cache');
    assert.equal(down.headers['retry-after'], '30');
  } finally {
    await server.close();
  }
});
