// The snapshot of remote versions, read from real HTTP servers started here.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRenderSnapshot } from './render-snapshot.js';

/** url path → JSON body (or a string for a plain file); anything else is 404. */
let files: Record<string, unknown> = {};
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end('Not Found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const release = (hash: string) => ({
  '/remotes/marketing/render-manifest.json': {
    entry: `static/js/remoteEntry.${hash}.js`,
    pages: { home: { css: [`static/css/page-home.${hash}.css`] } },
  },
  '/remotes/marketing/ssr/render-manifest.json': { entry: `remoteEntry.${hash}.js` },
});

test('a remote with both builds: versioned entries and page styles', async () => {
  files = release('aaaaaaaaaa');
  const snapshot = await readRenderSnapshot([{ name: 'marketing', origin }]);
  // expect, not strict assert: the snapshot is parsed JSON of the fetch's realm.
  expect(snapshot.remotes.marketing).toEqual({
    browserEntry: '/remotes/marketing/static/js/remoteEntry.aaaaaaaaaa.js',
    serverEntry: `${origin}/remotes/marketing/ssr/remoteEntry.aaaaaaaaaa.js`,
    pageStyles: { home: ['/remotes/marketing/static/css/page-home.aaaaaaaaaa.css'] },
  });
  expect(snapshot.unavailable).toEqual([]);
});

test('the key changes with a deploy and stays with the same versions', async () => {
  files = release('aaaaaaaaaa');
  const first = await readRenderSnapshot([{ name: 'marketing', origin }]);
  const again = await readRenderSnapshot([{ name: 'marketing', origin }]);
  files = release('bbbbbbbbbb');
  const deployed = await readRenderSnapshot([{ name: 'marketing', origin }]);
  assert.equal(again.key, first.key);
  assert.notEqual(deployed.key, first.key);
});

test('a remote built before render manifests is composed by its remoteEntry.js, browser-rendered', async () => {
  files = { '/remotes/demos/remoteEntry.js': 'var demos;' };
  const snapshot = await readRenderSnapshot([{ name: 'demos', origin }]);
  expect(snapshot.remotes.demos).toEqual({
    browserEntry: '/remotes/demos/remoteEntry.js',
    pageStyles: {},
  });
});

test('a remote that answers nothing is unavailable, and changes the key', async () => {
  files = release('aaaaaaaaaa');
  const up = await readRenderSnapshot([
    { name: 'marketing', origin },
    { name: 'investors', origin: 'http://127.0.0.1:9' },
  ]);
  expect(Object.keys(up.remotes)).toEqual(['marketing']);
  expect(up.unavailable).toEqual(['investors']);
  const alone = await readRenderSnapshot([{ name: 'marketing', origin }]);
  assert.notEqual(alone.key, up.key);
});

test('a manifest naming something other than a script is not trusted', async () => {
  files = {
    ...release('aaaaaaaaaa'),
    '/remotes/marketing/ssr/render-manifest.json': { entry: 'http://elsewhere.example/x.js' },
  };
  const snapshot = await readRenderSnapshot([{ name: 'marketing', origin }]);
  assert.equal(snapshot.remotes.marketing?.serverEntry, undefined);
});
