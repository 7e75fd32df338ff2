// Tests of the production server against a real build folder made here and real sockets.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const dist = mkdtempSync(path.join(os.tmpdir(), 'gloh-shell-dist-'));
mkdirSync(path.join(dist, 'static/js'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'static/js/main.0123456789.js'), 'console.log("app")'.repeat(50));
writeFileSync(path.join(dist, 'remotes.json'), '{}');
writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ flags: { careersPage: true } }));
process.env.SHELL_DIST_DIR = dist;
process.env.API_ORIGIN = 'http://127.0.0.1:9'; // nothing listens there
process.env.REMOTE_DEMOS = `dir:${dist}`;
process.env.SERVER_RENDERING = 'off'; // the single-page fallback is what this suite checks

const { createShellServer, statusForAppPath } = await import('./serve.mjs');
let server;
let base;

before(async () => {
  server = createShellServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

test('known routes are 200, unknown paths and flag-off routes 404', async () => {
  assert.equal(await statusForAppPath('/'), 200);
  assert.equal(await statusForAppPath('/about/'), 200);
  assert.equal(await statusForAppPath('/careers'), 200); // flag on in this config.json
  assert.equal(await statusForAppPath('/solutions'), 404); // flag off
  assert.equal(await statusForAppPath('/nope'), 404);
  const page = await get('/no/such/page');
  assert.equal(page.status, 404);
  assert.match(page.body.toString(), /id="root"/);
  assert.equal((await get('/investors/roadmap')).status, 200);
});

test('hashed files are cached for a year, runtime files never', async () => {
  const script = await get('/static/js/main.0123456789.js');
  assert.equal(script.status, 200);
  assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const file of ['/remotes.json', '/config.json', '/']) {
    assert.equal((await get(file)).headers['cache-control'], 'no-cache', file);
  }
});

test('text is gzipped for browsers that accept it', async () => {
  const script = await get('/static/js/main.0123456789.js', { 'accept-encoding': 'gzip, br' });
  assert.equal(script.headers['content-encoding'], 'gzip');
  assert.ok(script.body.length < 900);
});

test('a missing asset is a plain 404, and paths cannot leave the build folder', async () => {
  assert.equal((await get('/static/js/missing.js')).status, 404);
  const traversal = await get('/remotes/demos/..%2f..%2f..%2fetc%2fpasswd');
  assert.equal(traversal.status, 404);
});

test('an API that is down answers 502 JSON, not a hang or a stack trace', async () => {
  const response = await get('/api/health');
  assert.equal(response.status, 502);
  assert.deepEqual(JSON.parse(response.body.toString()), {
    success: false,
    error: 'The service is temporarily unavailable.',
  });
});
