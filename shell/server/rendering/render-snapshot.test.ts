// The snapshot of remote versions, read from real HTTP servers started here.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRenderSnapshot } from './render-snapshot.js';

/** url path → JSON body (or a string for a plain file); anything else is 404. */
let files: Record<string, unknown> = {};
/** The status of each answer, in order, as "<status> <url path>". */
let answers: string[] = [];
let server: http.Server;
let origin = '';

beforeAll(async () => {
  // Tagged by content and answering If-None-Match, as the remotes' static server does: unless the
  // request says no-cache, which fetch adds to a conditional request of its own accord.
  server = http.createServer((req, res) => {
    const url = req.url ?? '';
    const body = files[url];
    const answer = (status: number) => answers.push(`${status} ${url}`);
    if (body === undefined) {
      answer(404);
      res.writeHead(404).end('Not Found');
      return;
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
    const noCache = /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '');
    if (req.headers['if-none-match'] === etag && !noCache) {
      answer(304);
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    answer(200);
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag });
    res.end(text);
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

test('manifests unchanged since the last read: answered 304, and the snapshot is the same one', async () => {
  files = release('dddddddddd');
  const first = await readRenderSnapshot([{ name: 'marketing', origin }]);
  answers = [];
  const again = await readRenderSnapshot([{ name: 'marketing', origin }], first);
  assert.equal(again, first);
  expect(answers.sort()).toEqual([
    '304 /remotes/marketing/render-manifest.json',
    '304 /remotes/marketing/ssr/render-manifest.json',
  ]);
  // Deployed: the changed manifests are read in full and composed again.
  files = release('eeeeeeeeee');
  answers = [];
  const deployed = await readRenderSnapshot([{ name: 'marketing', origin }], first);
  expect(answers.sort()).toEqual([
    '200 /remotes/marketing/render-manifest.json',
    '200 /remotes/marketing/ssr/render-manifest.json',
  ]);
  assert.notEqual(deployed.key, first.key);
  expect(deployed.remotes.marketing?.browserEntry).toBe(
    '/remotes/marketing/static/js/remoteEntry.eeeeeeeeee.js',
  );
  // Gone and back with the same release: each change of availability is a new snapshot.
  const saved = files;
  files = {};
  const down = await readRenderSnapshot([{ name: 'marketing', origin }], deployed);
  expect(down.unavailable).toEqual(['marketing']);
  files = saved;
  const back = await readRenderSnapshot([{ name: 'marketing', origin }], down);
  assert.notEqual(back, down);
  assert.equal(back.key, deployed.key);
});

test('a kept release read by its id (a preview): its manifests from releases/<id>/, its files shared', async () => {
  files = {
    ...release('aaaaaaaaaa'),
    ...Object.fromEntries(
      Object.entries(release('cccccccccc')).map(([url, body]) => [
        url.replace('/remotes/marketing/', '/remotes/marketing/releases/staged1/'),
        body,
      ]),
    ),
  };
  const live = await readRenderSnapshot([{ name: 'marketing', origin }]);
  const staged = await readRenderSnapshot(
    [{ name: 'marketing', origin }],
    live,
    {},
    {
      marketing: 'staged1',
    },
  );
  expect(staged.remotes.marketing).toEqual({
    browserEntry: '/remotes/marketing/static/js/remoteEntry.cccccccccc.js',
    serverEntry: `${origin}/remotes/marketing/ssr/remoteEntry.cccccccccc.js`,
    pageStyles: { home: ['/remotes/marketing/static/css/page-home.cccccccccc.css'] },
  });
  assert.notEqual(staged.key, live.key);
  // A release that is not kept is no fallback to the live one: the remote is not read.
  const missing = await readRenderSnapshot(
    [{ name: 'marketing', origin }],
    live,
    {},
    {
      marketing: 'gone',
    },
  );
  expect(missing.unavailable).toEqual(['marketing']);
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

const page = (id: string, path: string) => ({
  id,
  path,
  title: id,
  description: `The ${id} page.`,
});

const declaring = (remote: string, pages: unknown, hash = 'cccccccccc') => ({
  [`/remotes/${remote}/render-manifest.json`]: {
    entry: `static/js/remoteEntry.${hash}.js`,
    sitePages: pages,
  },
});

test('the site is composed from the pages each release declares', async () => {
  files = {
    ...declaring('marketing', [page('about', '/about')]),
    ...declaring('investors', [page('roadmap', '/investors/roadmap')]),
  };
  const snapshot = await readRenderSnapshot([
    { name: 'marketing', origin },
    { name: 'investors', origin },
  ]);
  expect(snapshot.sitePages.map((entry) => `${entry.remote} ${entry.path}`)).toEqual([
    'marketing /about',
    'investors /investors/roadmap',
  ]);
  // A new page is a new snapshot, so pages are rendered again.
  files = {
    ...declaring('marketing', [page('about', '/about'), page('press-kit', '/press-kit')]),
    ...declaring('investors', [page('roadmap', '/investors/roadmap')]),
  };
  const released = await readRenderSnapshot(
    [
      { name: 'marketing', origin },
      { name: 'investors', origin },
    ],
    snapshot,
  );
  assert.notEqual(released.key, snapshot.key);
  assert.deepEqual(
    released.sitePages.map((entry) => entry.path),
    ['/about', '/press-kit', '/investors/roadmap'],
  );
});

test('a release claiming a path another remote serves is refused: the previous snapshot stays', async () => {
  const remotes = [
    { name: 'marketing' as const, origin },
    { name: 'investors' as const, origin },
  ];
  files = {
    ...declaring('marketing', [page('about', '/about')]),
    ...declaring('investors', [page('roadmap', '/investors/roadmap')]),
  };
  const consistent = await readRenderSnapshot(remotes);
  files = {
    ...declaring('marketing', [page('about', '/about'), page('roadmap-2', '/investors/roadmap')]),
    ...declaring('investors', [page('roadmap', '/investors/roadmap')]),
  };
  await expect(readRenderSnapshot(remotes, consistent)).rejects.toThrow(
    'path /investors/roadmap is claimed by both marketing and investors',
  );
  // Without a snapshot to keep, the first claimant serves the path and the problem is reported.
  const first = await readRenderSnapshot(remotes);
  expect(first.problems).toEqual([
    'path /investors/roadmap is claimed by both marketing and investors',
  ]);
  expect(first.sitePages.filter((entry) => entry.path === '/investors/roadmap')).toHaveLength(1);
});

test('a remote that is down keeps its last pages, or those known at the shell’s build', async () => {
  const known = { investors: [page('roadmap', '/investors/roadmap')] };
  files = declaring('marketing', [page('about', '/about')]);
  const remotes = [
    { name: 'marketing' as const, origin },
    { name: 'investors' as const, origin: 'http://127.0.0.1:9' },
  ];
  const snapshot = await readRenderSnapshot(remotes, undefined, known);
  assert.deepEqual(snapshot.unavailable, ['investors']);
  assert.deepEqual(
    snapshot.sitePages.map((entry) => `${entry.remote} ${entry.path}`),
    ['marketing /about', 'investors /investors/roadmap'],
  );
});

test('what each release uses of Bootstrap, kept for a remote that goes down; malformed usage is not', async () => {
  const usage = { words: ['list-group', 'list-group-horizontal'], customProperties: [] };
  files = {
    '/remotes/marketing/render-manifest.json': {
      entry: 'static/js/remoteEntry.dddddddddd.js',
      bootstrap: usage,
    },
    '/remotes/investors/render-manifest.json': {
      entry: 'static/js/remoteEntry.eeeeeeeeee.js',
      bootstrap: { words: ['}.x{color:red'], customProperties: [] },
    },
  };
  const remotes = [
    { name: 'marketing' as const, origin },
    { name: 'investors' as const, origin },
  ];
  const snapshot = await readRenderSnapshot(remotes);
  expect(snapshot.bootstrapUsages).toEqual({ marketing: usage });
  // Usage is not sent to the render workers with the remotes.
  assert.equal('bootstrap' in (snapshot.remotes.marketing ?? {}), false);

  const down = await readRenderSnapshot(
    [{ name: 'marketing', origin: 'http://127.0.0.1:9' }],
    snapshot,
  );
  expect(down.bootstrapUsages).toEqual({ marketing: usage });
});

const pressRelease = (id: string, published = '2026-03-02') => ({
  id,
  title: `Release ${id}`,
  summary: 'A summary.',
  published,
  body: ['A paragraph.'],
});

const publishing = (remote: string, pressReleases: unknown, hash = 'ffffffffff') => ({
  [`/remotes/${remote}/render-manifest.json`]: {
    entry: `static/js/remoteEntry.${hash}.js`,
    sitePages: remote === 'investors' ? [page('press-releases', '/investors/press-releases')] : [],
    pressReleases,
  },
});

test('the press releases are those the press-releases page’s remote publishes', async () => {
  const remotes = [
    { name: 'marketing' as const, origin },
    { name: 'investors' as const, origin },
  ];
  files = {
    ...publishing('marketing', [pressRelease('not-ours')]),
    ...publishing('investors', [pressRelease('pilot-launch')]),
  };
  const snapshot = await readRenderSnapshot(remotes);
  expect(snapshot.pressReleases.map(({ id }) => id)).toEqual(['pilot-launch']);
  expect(snapshot.pressReleaseProblems).toEqual([]);

  // A new release with another list is a new snapshot; one without a list has none.
  files = {
    ...publishing('marketing', []),
    ...publishing('investors', [pressRelease('pilot-launch'), pressRelease('seed-round')]),
  };
  const next = await readRenderSnapshot(remotes, snapshot);
  assert.notEqual(next.key, snapshot.key);
  expect(next.pressReleases.map(({ id }) => id)).toEqual(['pilot-launch', 'seed-round']);
  files = { ...publishing('marketing', []), ...publishing('investors', undefined) };
  expect((await readRenderSnapshot(remotes, next)).pressReleases).toEqual([]);
});

test('an invalid list is not taken: the last valid one stays, with the reason', async () => {
  const remotes = [{ name: 'investors' as const, origin }];
  files = publishing('investors', [pressRelease('pilot-launch')]);
  const valid = await readRenderSnapshot(remotes);
  files = publishing('investors', [pressRelease('Pilot Launch')], '1111111111');
  const invalid = await readRenderSnapshot(remotes, valid);
  expect(invalid.pressReleases.map(({ id }) => id)).toEqual(['pilot-launch']);
  expect(invalid.pressReleaseProblems).toEqual([
    'investors: pressReleases[0].id must be kebab-case (a-z, 0-9, -) of at most 80 characters',
  ]);
  // Without a valid one to keep: none.
  expect((await readRenderSnapshot(remotes)).pressReleases).toEqual([]);

  // While the remote is down, its last published list stays.
  const down = await readRenderSnapshot(
    [{ name: 'investors', origin: 'http://127.0.0.1:9' }],
    valid,
    {
      investors: [page('press-releases', '/investors/press-releases')],
    },
  );
  expect(down.pressReleases.map(({ id }) => id)).toEqual(['pilot-launch']);
});
