// A release manifest read that prefers to wait is answered when the file changes, on a real
// server and socket (a held request is what inject cannot show).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWebServer } from './create-web-server.js';
import { MAX_WAIT_SECONDS, preferredWaitSeconds } from './manifest-wait.js';

const dist = mkdtempSync(path.join(os.tmpdir(), 'gloh-manifest-wait-'));
mkdirSync(path.join(dist, 'ssr'));
const manifest = path.join(dist, 'render-manifest.json');
/** Puts a manifest in place as a release does: a new file renamed over the old. */
function publish(release: string) {
  writeFileSync(`${manifest}.next`, JSON.stringify({ entry: 'remoteEntry.js', release }));
  renameSync(`${manifest}.next`, manifest);
}
publish('r1');
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var x = 1;');

const server = createWebServer({ mounts: [{ prefix: '/remotes/x/', root: dist }] });
let origin = '';
beforeAll(async () => {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function read(file: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${origin}/remotes/x/${file}`, {
    headers: { 'Cache-Control': 'max-age=0', ...headers },
  });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

test('the wait a Prefer header asks for, capped; none when it asks none', () => {
  assert.equal(preferredWaitSeconds('wait=10'), 10);
  assert.equal(preferredWaitSeconds('respond-async, wait=3'), 3);
  assert.equal(preferredWaitSeconds('wait=3600'), MAX_WAIT_SECONDS);
  assert.equal(preferredWaitSeconds(['return=minimal', 'wait=2']), 2);
  for (const prefer of [undefined, '', 'wait=0', 'wait=soon', 'return=minimal', 'nowait=5']) {
    assert.equal(preferredWaitSeconds(prefer), undefined, String(prefer));
  }
});

test('a read with the current tag waits for the next release and gets it', async () => {
  const first = await read('render-manifest.json');
  const tag = first.response.headers.get('etag')!;
  assert.ok(tag);
  const held = read('render-manifest.json', { 'If-None-Match': tag, Prefer: 'wait=10' });
  await new Promise((resolve) => setTimeout(resolve, 700));
  publish('r2');
  const { response, body, ms } = await held;
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('preference-applied'), 'wait=10');
  assert.equal(JSON.parse(body).release, 'r2');
  // Held until the release (700 ms), answered soon after it, long before the 10 s asked.
  assert.ok(ms >= 650 && ms < 3_000, `answered after ${Math.round(ms)} ms`);
});

test('an unchanged manifest is answered 304 when the wait ends', async () => {
  const tag = (await read('render-manifest.json')).response.headers.get('etag')!;
  const { response, ms } = await read('render-manifest.json', {
    'If-None-Match': tag,
    Prefer: 'wait=1',
  });
  assert.equal(response.status, 304);
  assert.equal(response.headers.get('preference-applied'), 'wait=1');
  assert.ok(ms >= 950, `answered after ${Math.round(ms)} ms`);
});

test('a reader behind the release, without a tag or without the preference is answered at once', async () => {
  const stale = await read('render-manifest.json', {
    'If-None-Match': 'W/"1-1"',
    Prefer: 'wait=10',
  });
  assert.equal(stale.response.status, 200);
  assert.ok(stale.ms < 2_000, `answered after ${Math.round(stale.ms)} ms`);
  const untagged = await read('render-manifest.json', { Prefer: 'wait=10' });
  assert.equal(untagged.response.status, 200);
  const tag = untagged.response.headers.get('etag')!;
  const plain = await read('render-manifest.json', { 'If-None-Match': tag });
  assert.equal(plain.response.status, 304);
  assert.equal(plain.response.headers.get('preference-applied'), null);
  // Only the release manifests are held: any other file is answered as it always was.
  const entryTag = (await read('remoteEntry.js')).response.headers.get('etag')!;
  const entry = await read('remoteEntry.js', { 'If-None-Match': entryTag, Prefer: 'wait=10' });
  assert.equal(entry.response.status, 304);
  assert.ok(entry.ms < 2_000, `answered after ${Math.round(entry.ms)} ms`);
});

test('closing the server answers every held read at once', async () => {
  const other = createWebServer({ mounts: [{ prefix: '/remotes/x/', root: dist }] });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/remotes/x/render-manifest.json`;
  const tag = (await fetch(url)).headers.get('etag')!;
  const held = fetch(url, {
    headers: { 'If-None-Match': tag, 'Cache-Control': 'max-age=0', Prefer: 'wait=20' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await other.close();
  assert.equal((await held).status, 304);
  assert.ok(performance.now() - started < 3_000, 'the close waited for the held read');
});
