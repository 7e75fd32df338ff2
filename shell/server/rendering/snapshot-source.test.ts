// The snapshot source against a real HTTP server: a conflicting release is logged once and the
// last consistent snapshot keeps serving; a new release becomes current on its own timer, once it
// is ready, everywhere at once.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createWebServer } from '@gloh/web-server/create-web-server';
import { createSnapshotSource } from './snapshot-source.js';

let manifests: Record<string, unknown> = {};
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = manifests[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const release = (remote: string, paths: string[]) => ({
  [`/remotes/${remote}/render-manifest.json`]: {
    entry: 'static/js/remoteEntry.aaaaaaaaaa.js',
    sitePages: paths.map((path) => ({
      id: `${remote}${path.replace(/\//g, '-')}`,
      path,
      title: path,
      description: 'A page.',
    })),
  },
});

test('serves the last consistent releases while a new one conflicts, and says why once', async () => {
  const logged: string[] = [];
  const source = createSnapshotSource(
    () => [
      { name: 'marketing', origin },
      { name: 'demos', origin },
    ],
    { pollMs: 20, log: (message) => logged.push(message) },
  );
  manifests = { ...release('marketing', ['/about']), ...release('demos', ['/demos']) };
  const first = await source.read();
  manifests = { ...release('marketing', ['/about', '/demos']), ...release('demos', ['/demos']) };
  await source.read();
  // The check runs in the background; the next read answers after it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const during = await source.read();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(during.key).toBe(first.key);
  expect(logged).toEqual([
    "The remotes' releases do not fit together: path /demos is claimed by both marketing and demos. The last consistent releases keep serving.",
  ]);
  manifests = { ...release('marketing', ['/about', '/press']), ...release('demos', ['/demos']) };
  await source.read();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const fixed = await source.read();
  expect(fixed.sitePages.map((page) => page.path)).toEqual(['/about', '/press', '/demos']);
  source.close();
});

test('an invalid list of press releases is logged once, and the feed keeps the last valid one', async () => {
  const logged: string[] = [];
  const source = createSnapshotSource(() => [{ name: 'investors', origin }], {
    pollMs: 20,
    log: (message) => logged.push(message),
  });
  const publishing = (pressReleases: unknown[]) => ({
    '/remotes/investors/render-manifest.json': {
      entry: 'static/js/remoteEntry.aaaaaaaaaa.js',
      sitePages: [
        {
          id: 'press-releases',
          path: '/investors/press-releases',
          title: 'Press Releases',
          description: 'A page.',
        },
      ],
      pressReleases,
    },
  });
  const release = {
    id: 'pilot-launch',
    title: 'Pilot launch',
    summary: 'A summary.',
    published: '2026-03-02',
    body: ['A paragraph.'],
  };
  manifests = publishing([release]);
  await source.read();
  manifests = publishing([{ ...release, published: 'soon' }]);
  for (let read = 0; read < 3; read += 1) {
    await source.read();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const during = await source.read();
  expect(during.pressReleases).toEqual([release]);
  expect(logged).toEqual([
    'The published press releases are not valid: investors: pressReleases[0].published must be a date written YYYY-MM-DD. The feed keeps the last valid ones.',
  ]);
  source.close();
});

const paths = (snapshot: { sitePages: { path: string }[] }) =>
  snapshot.sitePages.map((page) => page.path);

/** Resolves once `check` holds, asked every 10 ms; rejects after 5 s. */
async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > 5_000) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a release becomes current on the source’s own timer, with no read to set it off', async () => {
  manifests = release('marketing', ['/about']);
  const switched: string[][] = [];
  const source = createSnapshotSource(() => [{ name: 'marketing', origin }], {
    pollMs: 20,
    onChange: (snapshot) => switched.push(paths(snapshot)),
  });
  expect(paths(await source.read())).toEqual(['/about']);
  manifests = release('marketing', ['/about', '/events']);
  // No read meanwhile: the source reads the releases itself.
  await waitFor(() => switched.length === 2);
  expect(switched).toEqual([['/about'], ['/about', '/events']]);
  expect(paths(await source.read())).toEqual(['/about', '/events']);
  source.close();
});

test('a new snapshot becomes current only once it is prepared, and stays current if that fails', async () => {
  manifests = release('marketing', ['/about']);
  const logged: string[] = [];
  const source = createSnapshotSource(() => [{ name: 'marketing', origin }], {
    pollMs: 20,
    prepareTimeoutMs: 5_000,
    log: (message) => logged.push(message),
  });
  let ready = (): void => undefined;
  const prepared: string[][] = [];
  source.prepareWith(async (snapshot) => {
    prepared.push(paths(snapshot));
    if (prepared.length === 2) await new Promise<void>((resolve) => (ready = resolve));
    if (prepared.length === 3) throw new Error('no worker');
  });
  expect(paths(await source.read())).toEqual(['/about']);

  manifests = release('marketing', ['/about', '/events']);
  await waitFor(() => prepared.length === 2);
  expect(prepared).toEqual([['/about'], ['/about', '/events']]);
  // Being prepared: the previous one is still the current one.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(paths(await source.read())).toEqual(['/about']);
  ready();
  await waitFor(async () => paths(await source.read()).length === 2);

  manifests = release('marketing', ['/about']);
  await waitFor(async () => paths(await source.read()).length === 1);
  expect(logged).toEqual([
    "Serving the remotes' new releases before they were ready: Error: no worker",
  ]);
  source.close();
});

test('against a remote’s own server the source waits for a release instead of reading again', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'gloh-snapshot-source-'));
  const manifest = path.join(folder, 'render-manifest.json');
  const publish = (paths: string[]) => {
    const [body] = Object.values(release('marketing', paths));
    writeFileSync(`${manifest}.next`, JSON.stringify(body));
    renameSync(`${manifest}.next`, manifest);
  };
  publish(['/about']);
  const remote = createWebServer({ mounts: [{ prefix: '/remotes/marketing/', root: folder }] });
  let manifestReads = 0;
  remote.addHook('onRequest', async (request) => {
    if (request.url === '/remotes/marketing/render-manifest.json') manifestReads += 1;
  });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const remoteOrigin = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
  const switched: string[][] = [];
  const source = createSnapshotSource(() => [{ name: 'marketing', origin: remoteOrigin }], {
    pollMs: 20,
    onChange: (snapshot) => switched.push(paths(snapshot)),
  });
  try {
    expect(paths(await source.read())).toEqual(['/about']);
    // Read every 20 ms, the manifest would be read some 50 times in a second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(manifestReads).toBeLessThanOrEqual(3);
    const published = Date.now();
    publish(['/about', '/events']);
    await waitFor(() => switched.length === 2);
    expect(Date.now() - published).toBeLessThan(2_000);
    expect(switched).toEqual([['/about'], ['/about', '/events']]);
  } finally {
    source.close();
    await remote.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
