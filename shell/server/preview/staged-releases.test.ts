// The live and staged releases staff can preview: from a deployment folder the shell serves, or
// asked of a remote's own server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publishRelease } from '@gloh/web-server/publish-release';
import { readRemoteReleases } from './staged-releases.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'staged-releases-'));
let server: Server | undefined;
afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A remote's build whose release id is `id`. */
function build(id: string): string {
  const dir = path.join(root, 'builds', id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'render-manifest.json'), JSON.stringify({ release: id }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var release = "${id}";`);
  return dir;
}

test('a deployment folder: its live release and the staged ones, never the live one as staged', async () => {
  const deployment = path.join(root, 'deployment');
  publishRelease(build('live1'), deployment);
  publishRelease(build('staged1'), deployment, { stage: true });
  publishRelease(build('staged2'), deployment, { stage: true });
  expect(await readRemoteReleases({ name: 'marketing', root: deployment })).toEqual({
    remote: 'marketing',
    live: 'live1',
    staged: ['staged1', 'staged2'],
  });
  // Promoted, it is live and no longer staged.
  publishRelease(build('staged2'), deployment);
  expect(await readRemoteReleases({ name: 'marketing', root: deployment })).toEqual({
    remote: 'marketing',
    live: 'staged2',
    staged: ['staged1'],
  });
});

test("a remote's server is asked at /__releases; what is not a release id is left out", async () => {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ live: 'abc123', staged: ['def456', '../etc', 7] }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  expect(
    await readRemoteReleases({ name: 'investors', target: `http://127.0.0.1:${port}` }),
  ).toEqual({ remote: 'investors', live: 'abc123', staged: ['def456'] });
  expect(asked).toEqual(['/__releases']);
});

test('a remote that cannot be asked is said to be unavailable', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  expect(await readRemoteReleases({ name: 'demos', target: `http://127.0.0.1:${port}` })).toEqual({
    remote: 'demos',
    live: null,
    staged: [],
    unavailable: true,
  });
});
