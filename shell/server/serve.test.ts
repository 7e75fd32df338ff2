// Tests of the shell's production server against a build folder made here, with real upstream
// servers for the proxies and real sockets where a raw path matters.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_FEATURE_FLAGS } from '@gloh/contract/feature-flags';
import { declaredSitePages, knownSitePages } from '@gloh/build-presets/declared-site-pages.mjs';
import robotsParserModule from 'robots-parser';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const dist = mkdtempSync(path.join(os.tmpdir(), 'gloh-shell-dist-'));
const remoteDir = mkdtempSync(path.join(os.tmpdir(), 'gloh-remote-dist-'));
mkdirSync(path.join(dist, 'static/js'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><link rel="icon" href="/favicon.svg">' +
    // Long enough to be worth compressing, as every real page is.
    `<meta name="description" content="${'Gloh '.repeat(300)}"></head>` +
    '<body><div id="root"></div><script defer src="/static/js/main.0123456789.js"></script></body></html>',
);
const script = 'console.log("app");\n'.repeat(100);
writeFileSync(path.join(dist, 'static/js/main.0123456789.js'), script);
writeFileSync(path.join(dist, 'static/js/main.0123456789.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dist, 'static/js/main.0123456789.js.gz'), gzipSync(script));
writeFileSync(path.join(dist, 'static/js/main.0123456789.js.map'), '{"version":3}');
// A deployment's own remotes.json: where a remote is loaded from while it cannot be read.
writeFileSync(
  path.join(dist, 'remotes.json'),
  JSON.stringify({ investors: '/elsewhere/investors/remoteEntry.js' }),
);
writeFileSync(
  path.join(dist, 'render-manifest.json'),
  JSON.stringify({
    styles: [],
    bootstrap: { words: ['container', 'btn', 'btn-primary'], customProperties: [] },
  }),
);
writeFileSync(
  path.join(dist, 'config.json'),
  JSON.stringify({
    flags: { careersPage: true, solutionsPage: false, glohPredictDemo: true },
    site: { siteUrl: 'https://staging.gloh.example/' },
  }),
);
writeFileSync(path.join(remoteDir, 'remoteEntry.js'), 'var demos = 1;\n'.repeat(200));
writeFileSync(path.join(remoteDir, 'remoteEntry.js.map'), '{"version":3}');

/** A stand-in for the API and for a remote's server: echoes what reached it. */
const upstream = http.createServer((req, res) => {
  // The marketing release it serves names its versioned entry.
  if (req.url === '/remotes/marketing/render-manifest.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ entry: 'static/js/remoteEntry.0123456789.js', release: 'm1' }));
    return;
  }
  // A staged release, kept by its id beside the live one.
  if (req.url === '/remotes/marketing/releases/m2/render-manifest.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ entry: 'static/js/remoteEntry.9876543210.js', release: 'm2' }));
    return;
  }
  if (req.url?.startsWith('/remotes/marketing/releases/')) {
    res.writeHead(404).end();
    return;
  }
  // The API knows one staff session.
  if (req.url === '/api/staff/me') {
    const signedIn = req.headers.cookie?.includes('gloh_staff=valid-session') === true;
    res.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: signedIn }));
    return;
  }
  if (req.url?.startsWith('/api/nope')) {
    res.writeHead(404, { 'content-type': 'application/json', 'x-answered-by': 'api' });
    res.end(JSON.stringify({ success: false, error: 'Not found' }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ url: req.url, method: req.method, headers: req.headers }));
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

process.env.SHELL_DIST_DIR = dist;
process.env.API_ORIGIN = upstreamUrl;
process.env.REMOTE_MARKETING = upstreamUrl;
process.env.REMOTE_INVESTORS = 'http://127.0.0.1:9'; // nothing listens there
process.env.REMOTE_DEMOS = `dir:${remoteDir}`;
delete process.env.TRUST_PROXY;
process.env.SERVER_RENDERING = 'off'; // the single-page fallback is what this suite checks
process.env.LOG_LEVEL = 'silent'; // the upstream failures this suite causes on purpose
process.env.PREVIEW_SECRET = 'a-preview-secret-for-the-shell-server-tests';
// Which pages exist: the remotes here publish no declarations, so those known at the shell's build
// (written beside its Node build) apply, as they do for a remote not read yet.
const serverBuild = mkdtempSync(path.join(os.tmpdir(), 'shell-server-build-'));
writeFileSync(path.join(serverBuild, 'known-site-pages.json'), JSON.stringify(knownSitePages()));
process.env.SHELL_SERVER_BUNDLE = path.join(serverBuild, 'server-entry.cjs');

// A CommonJS module whose types declare a default export: imported from ES, the function itself.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** The pages the remotes of this checkout declare, as the server composes them here. */
const knownPages = declaredSitePages();

const { createShellServer, statusForAppPath } = await import('./serve.js');
const { serverRuntimeConfig } = await import('./runtime-config.js');
const server = createShellServer();
let base = '';

beforeAll(async () => {
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(remoteDir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return server.inject({ method: 'GET', url, headers });
}

interface RawResponse {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Over a socket, byte for byte: the path is not normalised on the way, as an attacker would send it. */
function rawGet(rawPath: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}/`, { path: rawPath, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

test('known routes are 200, unknown paths and flag-off routes 404, both with the app', async () => {
  assert.equal(await statusForAppPath('/'), 200);
  assert.equal(await statusForAppPath('/about/'), 200);
  assert.equal(await statusForAppPath('/careers'), 200); // flag on in this config.json
  assert.equal(await statusForAppPath('/solutions'), 404); // flag off
  assert.equal(await statusForAppPath('/nope'), 404);
  const missing = await get('/no/such/page');
  assert.equal(missing.statusCode, 404);
  assert.match(missing.body, /id="root"/);
  assert.equal((await get('/investors/roadmap')).statusCode, 200);
  assert.equal((await get('/solutions')).statusCode, 404);
});

test('the reset page opened from its link is neither stored nor sent on, without server rendering too', async () => {
  const token = 'A'.repeat(43);
  const personal = await get(`/reset-password?token=${token}`);
  assert.equal(personal.statusCode, 200);
  assert.equal(personal.headers['cache-control'], 'no-store');
  assert.equal(personal.headers['referrer-policy'], 'strict-origin');
  const plain = await get('/reset-password');
  assert.notEqual(plain.headers['cache-control'], 'no-store');
  assert.notEqual(plain.headers['referrer-policy'], 'strict-origin');
});

test('every page carries the security headers, with a fresh nonce that its tags carry', async () => {
  const first = await get('/about');
  const second = await get('/about');
  const nonces = [first, second].map((page) => {
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.match(csp, /script-src 'nonce-[^']+' 'strict-dynamic'/);
    assert.doesNotMatch(String(/script-src[^;]*/.exec(csp)?.[0]), /unsafe-inline/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "frame-src 'none'",
      "worker-src 'self'",
      "default-src 'self'",
    ]) {
      assert.ok(csp.includes(directive), directive);
    }
    assert.ok(page.body.includes(`<script nonce="${nonce}" defer src=`), page.body);
    assert.ok(page.body.includes(`<link nonce="${nonce}" rel="icon"`), page.body);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
    assert.match(String(page.headers['permissions-policy']), /camera=\(\)/);
    assert.match(String(page.headers['permissions-policy']), /fullscreen=\(self\)/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    return nonce;
  });
  assert.notEqual(nonces[0], nonces[1]);
  // The 404 page is a page too.
  assert.match(String((await get('/nope')).headers['content-security-policy']), /'nonce-/);
});

test('HSTS only over HTTPS, and X-Forwarded-Proto counts only from a trusted proxy', async () => {
  const claimed = { 'x-forwarded-proto': 'https' };
  assert.equal((await get('/')).headers['strict-transport-security'], undefined);
  assert.equal((await get('/', claimed)).headers['strict-transport-security'], undefined);
  process.env.TRUST_PROXY = 'loopback';
  const behindProxy = createShellServer();
  try {
    const page = await behindProxy.inject({ url: '/', headers: claimed });
    assert.match(String(page.headers['strict-transport-security']), /^max-age=\d{8,}/);
    assert.equal(
      (await behindProxy.inject({ url: '/' })).headers['strict-transport-security'],
      undefined,
    );
  } finally {
    delete process.env.TRUST_PROXY;
    await behindProxy.close();
  }
});

test("/remotes.json names each live release's versioned entry, the static one for a remote that is down", async () => {
  const response = await get('/remotes.json');
  assert.equal(response.statusCode, 200);
  const entries = response.json() as Record<string, string>;
  assert.equal(entries.marketing, '/remotes/marketing/static/js/remoteEntry.0123456789.js');
  assert.equal(entries.investors, '/elsewhere/investors/remoteEntry.js');
  assert.deepEqual(Object.keys(entries), ['marketing', 'investors', 'demos']);
});

describe('staff previews of a staged release', () => {
  const STAFF = { cookie: 'gloh_staff=valid-session' };
  const LIVE_ENTRY = '/remotes/marketing/static/js/remoteEntry.0123456789.js';
  const STAGED_ENTRY = '/remotes/marketing/static/js/remoteEntry.9876543210.js';

  /** The preview cookie's value the server sets for a signed-in staff member. */
  async function openPreview(): Promise<string> {
    const opened = await get('/__preview?remote=marketing&release=m2', STAFF);
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, '/');
    const cookie = String(opened.headers['set-cookie']);
    assert.match(
      cookie,
      /^gloh_preview=[\w-]+\.[\w-]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/,
    );
    return cookie.slice(0, cookie.indexOf(';'));
  }

  test('only a signed-in staff member opens one, of a release that is kept', async () => {
    for (const headers of [{}, { cookie: 'gloh_staff=forged' }] as Record<string, string>[]) {
      const refused = await get('/__preview?remote=marketing&release=m2', headers);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.headers['set-cookie'], undefined);
      assert.match(refused.body, /sign in at \/staff/);
    }
    const unknown = await get('/__preview?remote=marketing&release=m9', STAFF);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.headers['set-cookie'], undefined);
    assert.equal((await get('/__preview?remote=nobody&release=m2', STAFF)).statusCode, 400);
    await openPreview();
  });

  test('with the cookie, pages carry the banner and noindex, never stored; remotes.json the staged entry', async () => {
    const cookie = await openPreview();
    const page = await get('/about', { cookie });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'private, no-store');
    assert.equal(page.headers['x-robots-tag'], 'noindex');
    assert.match(page.body, /<meta name="robots" content="noindex"\/>/);
    assert.match(page.body, /<section class="gloh-preview-banner" aria-label="Release preview"/);
    assert.match(page.body, /<strong>marketing<\/strong> release <code>m2<\/code>/);
    assert.match(page.body, /<form method="post" action="\/__preview\/exit">/);
    const entries = await get('/remotes.json', { cookie });
    assert.equal(entries.headers['cache-control'], 'private, no-store');
    assert.equal((entries.json() as Record<string, string>).marketing, STAGED_ENTRY);

    // Anyone else sees the live site.
    const visitor = await get('/about');
    assert.doesNotMatch(visitor.body, /gloh-preview-banner/);
    assert.equal((await get('/remotes.json')).json().marketing, LIVE_ENTRY);
  });

  test('a tampered, forged or foreign cookie is ignored and cleared', async () => {
    const cookie = await openPreview();
    const [name, value = ''] = cookie.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const longer = Buffer.from(
      JSON.stringify({ remote: 'marketing', release: 'm2', expires: 9_999_999_999 }),
    ).toString('base64url');
    // The signature's first character changed (to one it is not: 'x' would leave 1 in 64 intact).
    const changed = `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`;
    for (const bad of [`${longer}.${signature}`, `${payload}.${changed}`, 'junk']) {
      const page = await get('/about', { cookie: `${name}=${bad}` });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body, /gloh-preview-banner/);
      assert.match(String(page.headers['set-cookie']), /^gloh_preview=; Path=\/; Max-Age=0;/);
      assert.equal(page.headers['cache-control'], 'private, no-store');
      const entries = await get('/remotes.json', { cookie: `${name}=${bad}` });
      assert.equal(entries.json().marketing, LIVE_ENTRY);
    }
  });

  test('Exit preview clears the cookie, from a form post or a link', async () => {
    const exited = await server.inject({
      method: 'POST',
      url: '/__preview/exit',
      headers: { cookie: await openPreview(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    assert.equal(exited.statusCode, 303);
    assert.equal(exited.headers.location, '/');
    assert.match(String(exited.headers['set-cookie']), /^gloh_preview=; Path=\/; Max-Age=0;/);
    assert.equal((await get('/__preview/exit')).statusCode, 303);
  });
});

test('hashed files are cached for a year, runtime files never', async () => {
  const hashed = await get('/static/js/main.0123456789.js');
  assert.equal(hashed.statusCode, 200);
  assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const file of ['/remotes.json', '/config.json', '/', '/remotes/demos/remoteEntry.js']) {
    assert.equal((await get(file)).headers['cache-control'], 'no-cache', file);
  }
});

test('hashed assets come precompressed: brotli when accepted, else gzip, else plain', async () => {
  const br = await get('/static/js/main.0123456789.js', { 'accept-encoding': 'gzip, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(String(br.headers['content-type']), /javascript/);
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(String(br.headers.vary), /accept-encoding/i);
  assert.deepEqual(br.rawPayload, brotliCompressSync(script));
  const gz = await get('/static/js/main.0123456789.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gz.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.deepEqual(gz.rawPayload, gzipSync(script));
  const plain = await get('/static/js/main.0123456789.js', { 'accept-encoding': 'identity' });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, script);
});

test('other text is compressed on the fly', async () => {
  const entry = await get('/remotes/demos/remoteEntry.js', { 'accept-encoding': 'br' });
  assert.equal(entry.headers['content-encoding'], 'br');
  assert.ok(entry.rawPayload.length < 1000);
});

test('pages, the home page and the not-found page included, are compressed as accepted', async () => {
  for (const url of ['/', '/about', '/no/such/page']) {
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br', url);
    assert.match(String(br.headers.vary), /accept-encoding/i, url);
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /<div id="root">/, url);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip', url);
    assert.match(gunzipSync(gz.rawPayload).toString(), /<div id="root">/, url);
    const plain = await get(url);
    assert.equal(plain.headers['content-encoding'], undefined, url);
    assert.match(plain.body, /<div id="root">/, url);
  }
});

test('source maps are not published', async () => {
  assert.equal((await get('/static/js/main.0123456789.js.map')).statusCode, 404);
  assert.equal((await get('/remotes/demos/remoteEntry.js.map')).statusCode, 404);
});

test('a missing asset is a plain 404, and paths cannot leave the build folders', async () => {
  const missing = await get('/static/js/missing.js');
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.body, 'Not Found');
  // Beside both build folders: one level up is enough to reach it.
  const secretName = `${path.basename(dist)}-secret.txt`;
  const secret = path.join(os.tmpdir(), secretName);
  writeFileSync(secret, 'secret');
  try {
    for (const attempt of [
      `/remotes/demos/..%2f${secretName}`,
      `/remotes/demos/../${secretName}`,
      `/..%2f${secretName}`,
      `/../${secretName}`,
      `/%2e%2e/${secretName}`,
      `/remotes/demos/%2e%2e%2f${secretName}`,
      `/static/..%5c..%5c${secretName}`,
    ]) {
      const response = await rawGet(attempt);
      assert.ok([400, 403, 404].includes(response.status ?? 0), `${attempt}: ${response.status}`);
      assert.doesNotMatch(response.body.toString(), /secret/, attempt);
    }
  } finally {
    rmSync(secret, { force: true });
  }
});

test('/api and /remotes/<name>/ are proxied with the path, query and forwarded headers', async () => {
  const api = await get('/api/contact?x=1');
  assert.equal(api.statusCode, 200);
  const seen = api.json();
  assert.equal(seen.url, '/api/contact?x=1');
  assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
  assert.equal(seen.headers['x-forwarded-proto'], 'http');
  assert.equal(seen.headers['x-forwarded-host'], 'localhost:80');
  const post = await server.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'A' },
  });
  assert.equal(post.json().method, 'POST');
  const remote = await get('/remotes/marketing/remoteEntry.js');
  assert.equal(remote.json().url, '/remotes/marketing/remoteEntry.js');
  // A page is not a proxy: other methods are refused.
  assert.equal((await server.inject({ method: 'POST', url: '/about' })).statusCode, 405);
});

/** What a client may claim about itself, for the upstreams to believe or not. */
const SPOOFED = {
  'x-forwarded-for': '203.0.113.9, 198.51.100.7',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  'x-real-ip': '203.0.113.9',
  forwarded: 'for=203.0.113.9;proto=https',
};

test("a client's forwarding headers are replaced, not appended to, when no proxy is trusted", async () => {
  for (const url of ['/api/contact', '/remotes/marketing/remoteEntry.js']) {
    const { headers } = (await get(url, SPOOFED)).json();
    assert.equal(headers['x-forwarded-for'], '127.0.0.1', url);
    assert.equal(headers['x-forwarded-proto'], 'http', url);
    assert.equal(headers['x-forwarded-host'], 'localhost:80', url);
    for (const name of ['x-forwarded-port', 'x-real-ip', 'forwarded']) {
      assert.equal(headers[name], undefined, `${url} ${name}`);
    }
  }
  // Trusting other addresses than the peer's is trusting nothing from this peer.
  process.env.TRUST_PROXY = '10.0.0.0/8';
  const elsewhere = createShellServer();
  try {
    const { headers } = (await elsewhere.inject({ url: '/api/contact', headers: SPOOFED })).json();
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'http');
    assert.equal(headers['x-forwarded-host'], 'localhost:80');
  } finally {
    delete process.env.TRUST_PROXY;
    await elsewhere.close();
  }
});

test('behind a trusted proxy, its chain is passed on with the peer appended', async () => {
  process.env.TRUST_PROXY = 'loopback';
  const behindProxy = createShellServer();
  try {
    const sent = { ...SPOOFED, 'x-forwarded-for': '203.0.113.9' };
    const { headers } = (await behindProxy.inject({ url: '/api/contact', headers: sent })).json();
    assert.equal(headers['x-forwarded-for'], '203.0.113.9, 127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'https');
    assert.equal(headers['x-forwarded-host'], 'evil.example');
    assert.equal(headers['x-real-ip'], undefined);
    // Addresses before the first untrusted one could be anyone's claim: they are not passed on.
    const chained = await behindProxy.inject({
      url: '/api/contact',
      headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.9, 127.0.0.1' },
    });
    assert.equal(chained.json().headers['x-forwarded-for'], '203.0.113.9, 127.0.0.1, 127.0.0.1');
    // A TLS terminator that appends: its own word (the last) counts, not the client's before it,
    // so a client cannot make the API's session cookie lose Secure.
    const appended = await behindProxy.inject({
      url: '/api/contact',
      headers: {
        'x-forwarded-proto': 'http, https',
        'x-forwarded-host': 'evil.example, gloh.example',
      },
    });
    assert.equal(appended.json().headers['x-forwarded-proto'], 'https');
    assert.equal(appended.json().headers['x-forwarded-host'], 'gloh.example');
  } finally {
    delete process.env.TRUST_PROXY;
    await behindProxy.close();
  }
});

test("one request id from the edge to the API: the trusted proxy's, or a new one", async () => {
  const direct = await get('/api/contact', { 'x-request-id': 'chosen-by-client' });
  const id = String(direct.headers['x-request-id']);
  assert.match(id, /^[0-9a-f-]{36}$/);
  assert.equal(direct.json().headers['x-request-id'], id);
  const page = await get('/about');
  assert.match(String(page.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  assert.notEqual(page.headers['x-request-id'], id);

  process.env.TRUST_PROXY = 'loopback';
  const behindProxy = createShellServer();
  try {
    const fromEdge = await behindProxy.inject({
      url: '/api/contact',
      headers: { 'x-request-id': 'edge-7f3a' },
    });
    assert.equal(fromEdge.headers['x-request-id'], 'edge-7f3a');
    assert.equal(fromEdge.json().headers['x-request-id'], 'edge-7f3a');
    // Even a trusted proxy's id must be one a log line can hold as it is.
    const forged = await behindProxy.inject({
      url: '/api/contact',
      headers: { 'x-request-id': 'a b {"level":60}' },
    });
    assert.match(String(forged.json().headers['x-request-id']), /^[0-9a-f-]{36}$/);
  } finally {
    delete process.env.TRUST_PROXY;
    await behindProxy.close();
  }
});

test('TRUST_PROXY=true and hop counts are refused: they would trust any client', () => {
  for (const value of ['true', '1']) {
    process.env.TRUST_PROXY = value;
    try {
      assert.throws(() => createShellServer(), /TRUST_PROXY=".+" is refused/);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  }
});

test("the API gets the session cookie; a remote's server gets no cookie nor credentials", async () => {
  const visitor = {
    cookie: 'gloh_session=secret-session',
    authorization: 'Bearer secret-token',
    'accept-language': 'en',
    'if-none-match': '"v1"',
    'x-custom': 'anything',
  };
  const api = (await get('/api/auth', visitor)).json().headers;
  assert.equal(api.cookie, visitor.cookie);
  assert.equal(api.authorization, visitor.authorization);
  const remote = (await get('/remotes/marketing/remoteEntry.js', visitor)).json().headers;
  assert.equal(remote.cookie, undefined);
  assert.equal(remote.authorization, undefined);
  assert.equal(remote['x-custom'], undefined);
  assert.equal(remote['accept-language'], 'en');
  assert.equal(remote['if-none-match'], '"v1"');
  assert.equal(remote['x-forwarded-for'], '127.0.0.1');
});

test('a service that is down answers 502 JSON, not a hang or a stack trace', async () => {
  process.env.API_ORIGIN = 'http://127.0.0.1:9';
  const apiDown = createShellServer();
  try {
    for (const url of ['/api/health', '/remotes/investors/remoteEntry.js']) {
      const response = await (url.startsWith('/api') ? apiDown : server).inject({ url });
      assert.equal(response.statusCode, 502, url);
      assert.deepEqual(response.json(), {
        success: false,
        error: 'The service is temporarily unavailable.',
      });
    }
  } finally {
    process.env.API_ORIGIN = upstreamUrl;
    await apiDown.close();
  }
});

/** The API's error shape, in the API's words, with nothing of the request quoted back. */
function assertApiError(response: RawResponse, status: number, error: string, label: string) {
  assert.equal(response.status, status, label);
  assert.match(String(response.headers['content-type']), /^application\/json/, label);
  assert.deepEqual(JSON.parse(response.body.toString()), { success: false, error }, label);
}

test('what the server answers itself under /api/ is JSON in the API words', async () => {
  for (const rawPath of ['/api/%E0', '/api/auth/%E0%A4%A', '/api/%C0%AF']) {
    assertApiError(await rawGet(rawPath), 400, 'Malformed URL: invalid percent-encoding', rawPath);
  }
  for (const method of ['TRACE', 'PROPFIND', 'SEARCH']) {
    const response = await rawGet('/api/contact', method);
    assertApiError(response, 405, 'Method not allowed', method);
    assert.match(String(response.headers.allow), /POST/);
  }
  for (const rawPath of ['/api/x/../../etc/passwd', '/api/%2e%2e/x']) {
    assertApiError(await rawGet(rawPath), 400, 'Bad request', rawPath);
  }
});

test("under /api/ while the API is up, its answers pass through: a 404 is the API's own", async () => {
  const notFound = await get('/api/nope');
  assert.equal(notFound.statusCode, 404);
  assert.equal(notFound.headers['x-answered-by'], 'api');
  assert.deepEqual(notFound.json(), { success: false, error: 'Not found' });
  // A query the API may judge reaches it as sent.
  const query = await rawGet('/api/contact?x=%E0');
  assert.equal(query.status, 200);
  assert.equal(JSON.parse(query.body.toString()).url, '/api/contact?x=%E0');
});

test('outside /api/ a bad path or method is still a plain answer', async () => {
  const badPath = await rawGet('/%E0');
  assert.equal(badPath.status, 400);
  assert.match(String(badPath.headers['content-type']), /^text\/plain/);
  assert.doesNotMatch(badPath.body.toString(), /%E0|FST_/);
  assert.equal((await rawGet('/about', 'PROPFIND')).status, 405);
});

test('the sitemap lists public routes whose flag is on, as absolute URLs of the site', async () => {
  const sitemap = await get('/sitemap.xml');
  assert.equal(sitemap.statusCode, 200);
  assert.match(String(sitemap.headers['content-type']), /^application\/xml/);
  const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  assert.ok(urls.includes('https://staging.gloh.example/'));
  assert.ok(urls.includes('https://staging.gloh.example/about'));
  assert.ok(urls.includes('https://staging.gloh.example/investors/roadmap'));
  assert.ok(urls.includes('https://staging.gloh.example/careers')); // flag on
  assert.ok(!urls.includes('https://staging.gloh.example/solutions')); // flag off
  for (const url of urls) {
    assert.doesNotMatch(url, /\/demos|\/investors\/presentation$|\/reset-password/);
  }
  // glohPredictDemo is on here, but a demo is never listed.
  assert.ok(!sitemap.body.includes('gloh-predict'));
});

test("the press releases' feed is Atom with the site's URLs, empty while none is published", async () => {
  const feed = await get('/investors/press-releases/feed.xml');
  assert.equal(feed.statusCode, 200);
  assert.equal(feed.headers['content-type'], 'application/atom+xml; charset=utf-8');
  assert.match(
    feed.body,
    /<link rel="self" type="application\/atom\+xml" href="https:\/\/staging\.gloh\.example\/investors\/press-releases\/feed\.xml"\/>/,
  );
  assert.doesNotMatch(feed.body, /<entry>/);
});

test('staff console pages are the app, never indexed, stored or sent on as Referer', async () => {
  for (const url of ['/staff', '/staff/enroll?token=secret', '/staff/no-such-page']) {
    const page = await get(url);
    assert.equal(page.statusCode, 200, url);
    assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow', url);
    assert.equal(page.headers['cache-control'], 'no-store', url);
    assert.equal(page.headers['referrer-policy'], 'strict-origin', url);
    assert.ok(page.body.includes('<div id="root"></div>'), url);
  }
  assert.equal((await get('/staffing')).statusCode, 404);
  assert.equal((await get('/about')).headers['x-robots-tag'], undefined);
});

test('pages not for search are sent noindex, without server rendering too; pages for search not', async () => {
  const noindex = [
    ...knownPages.filter((page) => page.indexed === false).map((page) => page.path),
    `/reset-password?token=${'A'.repeat(43)}`,
    '/contact?sent=contact',
    '/investors/presentation-access?failed=login&error=rejected',
    '/no/such/page',
    '/solutions', // its flag is off here
  ];
  assert.ok(noindex.includes('/investors/presentation'));
  for (const url of noindex) {
    assert.equal((await get(url)).headers['x-robots-tag'], 'noindex', url);
  }
  for (const url of ['/', '/about', '/careers', '/investors/presentation-access', '/about?x=1']) {
    const page = await get(url);
    assert.equal(page.statusCode, 200, url);
    assert.equal(page.headers['x-robots-tag'], undefined, url);
  }
});

test("another spelling of a page's path is sent to the page's own path, with its query", async () => {
  for (const [from, to] of [
    ['/ABOUT', '/about'],
    ['/About?sent=contact', '/about?sent=contact'],
    ['/Investors/Roadmap', '/investors/roadmap'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/investors/roadmap/?a=1&b', '/investors/roadmap?a=1&b'],
    ['/CAREERS', '/careers'], // its flag is on here
  ] as const) {
    const moved = await rawGet(from);
    assert.equal(moved.status, 301, from);
    assert.equal(moved.headers.location, to, from);
  }
  // No page by that name (or its flag is off): the not-found page, not a redirect.
  for (const path of ['/NO/SUCH/PAGE', '/SOLUTIONS', '/STAFF']) {
    const missing = await rawGet(path);
    assert.equal(missing.status, 404, path);
    assert.equal(missing.headers.location, undefined, path);
    assert.match(missing.body.toString(), /id="root"/, path);
  }
});

test('no request path makes the server send a visitor to another site', async () => {
  for (const path of [
    '//evil.example',
    '//evil.example/',
    '//evil.example/ABOUT',
    '//evil.example/about/',
    '///evil.example/about',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/ABOUT',
    '/%5C%5Cevil.example',
    '/\\evil.example/about/',
    '/ABOUT%2F%2Fevil.example',
    '/about/%2F%2Fevil.example/',
  ]) {
    const answer = await rawGet(path);
    const location = answer.headers.location;
    if (location !== undefined) {
      assert.equal(new URL(location, 'https://www.gloh.example/x').host, 'www.gloh.example', path);
    }
    assert.notEqual(answer.status, 500, path);
  }
});

test('security.txt names the security mailbox, expires within the year, and is canonical', async () => {
  const file = await get('/.well-known/security.txt');
  assert.equal(file.statusCode, 200);
  assert.equal(file.headers['content-type'], 'text/plain; charset=utf-8');
  assert.match(file.body, /^Contact: mailto:security@gloh\.example$/m);
  assert.match(
    file.body,
    /^Canonical: https:\/\/staging\.gloh\.example\/\.well-known\/security\.txt$/m,
  );
  const expires = Date.parse(/^Expires: (.+)$/m.exec(file.body)?.[1] ?? '');
  assert.ok(expires > Date.now() && expires < Date.now() + 365 * 24 * 3600 * 1000);
});

test("a page links the site's Bootstrap sheet, composed for the shell's usage and served immutable", async () => {
  const page = await get('/about');
  const href =
    /<link rel="stylesheet" href="(\/styles\/bootstrap\.[0-9a-f]{16}\.css)" nonce="([^"]+)">/.exec(
      page.body,
    );
  assert.ok(href?.[1], 'the page links the sheet');
  // Before the app's own stylesheets, which its scripts add at the end of <head>.
  assert.ok(page.body.indexOf(href[1]) < page.body.indexOf('</head>'));
  assert.ok((page.headers['content-security-policy'] as string).includes(`'nonce-${href[2]}'`));
  const sheet = await get(href[1]);
  assert.equal(sheet.statusCode, 200);
  assert.equal(sheet.headers['content-type'], 'text/css; charset=utf-8');
  assert.equal(sheet.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(sheet.body, /\.btn-primary\{/);
  assert.doesNotMatch(sheet.body, /\.list-group\{/);
  const compressed = await get(href[1], { 'accept-encoding': 'br' });
  assert.equal(compressed.headers['content-encoding'], 'br');
  assert.equal(brotliDecompressSync(compressed.rawPayload).toString(), sheet.body);
  const unknown = await get('/styles/bootstrap.0123456789abcdef.css');
  assert.equal(unknown.statusCode, 404);
});

test('robots.txt, read by a robots.txt parser: every page may be fetched, the API and console not', async () => {
  const robots = await get('/robots.txt');
  assert.equal(robots.statusCode, 200);
  assert.equal(robots.headers['content-type'], 'text/plain; charset=utf-8');
  const site = 'https://staging.gloh.example';
  const parser = robotsParser(`${site}/robots.txt`, robots.body);
  const allowed = (path: string) => parser.isAllowed(`${site}${path}`, 'Googlebot') === true;
  assert.deepEqual(parser.getSitemaps(), [`${site}/sitemap.xml`]);
  const sitemap = (await get('/sitemap.xml')).body;
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  assert.ok(listed.length > 10);
  for (const url of listed) assert.ok(parser.isAllowed(url, 'Googlebot'), url);
  // Pages not for search are fetched, to read their noindex; a page that only begins like one too.
  const unlisted = knownPages.filter((page) => page.indexed === false).map((page) => page.path);
  assert.ok(unlisted.includes('/investors/presentation'));
  for (const path of [...unlisted, '/investors/presentation-access', '/staffing', '/apiary']) {
    assert.ok(allowed(path), path);
  }
  for (const path of ['/staff', '/staff/', '/staff/enroll?token=x', '/api', '/api/x', '/api/']) {
    assert.ok(!allowed(path), path);
  }
});

test('the site URL defaults to the site config default, and flags read as in the browser', () => {
  const config = serverRuntimeConfig({ flags: { careersPage: 'yes', solutionsPage: true } });
  assert.equal(config.siteUrl, 'https://www.gloh.example');
  // A missing flag keeps its default (the banner is on by default); a non-boolean is ignored.
  assert.deepEqual(config.flags, { ...DEFAULT_FEATURE_FLAGS, solutionsPage: true });
  assert.equal(config.securityEmail, 'security@gloh.example');
  const site = (securityEmail: unknown) => serverRuntimeConfig({ site: { securityEmail } });
  assert.equal(site(' psirt@hospital.example ').securityEmail, 'psirt@hospital.example');
  // One address or the default: a line break would add a field to security.txt.
  for (const value of ['a@b.example\nContact: mailto:x@evil.example', 'not an address', 7]) {
    assert.equal(site(value).securityEmail, 'security@gloh.example', String(value));
  }
});

/** A free port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a built server script (the test script compiles the shell's server first) as `npm start`
 * would, without HOST, and waits for its first line.
 */
async function startWithoutHost(args: string[], env: Record<string, string>) {
  const { HOST: _host, PORT: _port, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  return child;
}

test("the shell's and a remote's servers listen on loopback only unless HOST says so", async () => {
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  const shellPort = await freePort();
  const remotePort = await freePort();
  const children = [
    await startWithoutHost([path.join(import.meta.dirname, '../dist-node/serve.js')], {
      PORT: String(shellPort),
      SHELL_DIST_DIR: dist,
    }),
    await startWithoutHost(
      [
        path.join(import.meta.dirname, '../../packages/web-server/dist/serve-remote.js'),
        '--remote',
        'demos',
        '--root',
        remoteDir,
        '--port',
        String(remotePort),
      ],
      {},
    ),
  ];
  try {
    for (const port of [shellPort, remotePort]) {
      assert.ok(await accepts('127.0.0.1', port), `127.0.0.1:${port}`);
      if (external) assert.equal(await accepts(external, port), false, `${external}:${port}`);
    }
    if (!external) console.info('no external IPv4 address on this host: loopback checked only');
  } finally {
    children.forEach((child) => child.kill());
  }
});

test('metrics, liveness and readiness on the operations port only, never on the public one', async () => {
  const shellPort = await freePort();
  const metricsPort = await freePort();
  const child = await startWithoutHost([path.join(import.meta.dirname, '../dist-node/serve.js')], {
    PORT: String(shellPort),
    METRICS_PORT: String(metricsPort),
    SHELL_DIST_DIR: dist,
  });
  try {
    const operations = `http://127.0.0.1:${metricsPort}`;
    const site = `http://127.0.0.1:${shellPort}`;
    await fetch(`${site}/about`);
    await fetch(`${site}/about`);
    const metrics = await fetch(`${operations}/metrics`);
    assert.equal(metrics.status, 200);
    assert.match(String(metrics.headers.get('content-type')), /^text\/plain/);
    const text = await metrics.text();
    for (const name of [
      'gloh_shell_page_render_seconds',
      'gloh_shell_html_cache_requests_total',
      'gloh_shell_render_workers_started_total',
      'gloh_shell_render_workers_retired_total',
      'gloh_shell_snapshot_changes_total',
      'process_cpu_seconds_total',
    ]) {
      assert.ok(text.includes(name), name);
    }
    assert.equal((await fetch(`${operations}/livez`)).status, 200);
    assert.equal((await fetch(`${operations}/readyz`)).status, 200);
    const publicMetrics = await fetch(`${site}/metrics`);
    assert.equal(publicMetrics.status, 404);
    assert.doesNotMatch(await publicMetrics.text(), /gloh_shell_|process_cpu/);
    for (const probe of ['/livez', '/readyz']) {
      assert.equal((await fetch(`${site}${probe}`)).status, 404, probe);
    }
  } finally {
    child.kill();
  }
});
