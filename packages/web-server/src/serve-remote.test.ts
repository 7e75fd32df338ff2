// A remote's own server (gloh-serve-remote), started as its `serve` script and `npm run demos` start
// it: under its public path only, or --standalone with its pages too.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const dist = mkdtempSync(path.join(os.tmpdir(), 'gloh-standalone-'));
mkdirSync(path.join(dist, 'static/js'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><div id="root"></div><script defer src="/remotes/demos/remoteEntry.js"></script>',
);
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var demos = 1;');
// The pages it routes are those its build declares.
writeFileSync(
  path.join(dist, 'render-manifest.json'),
  JSON.stringify({
    entry: 'static/js/remoteEntry.0123456789.js',
    sitePages: [
      { id: 'demos', path: '/demos', title: 'Demos', description: 'The demos.' },
      { id: 'gloh-predict', path: '/demos/gloh-predict', title: 'Predict', description: 'A demo.' },
    ],
  }),
);

const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((child) => child.kill());
  rmSync(dist, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** The compiled script (the package's test script compiles it first), once it says it listens. */
async function serveDemos(...options: string[]): Promise<string> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, '../dist/serve-remote.js'),
      '--remote',
      'demos',
      '--root',
      dist,
      '--port',
      String(port),
      ...options,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise((resolve, reject) => {
    child.stdout?.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve-remote exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

test('--standalone answers the remote’s pages with its index.html, every script with the nonce', async () => {
  const origin = await serveDemos('--standalone');
  for (const page of ['/', '/demos', '/demos/gloh-predict']) {
    const response = await fetch(`${origin}${page}`);
    assert.equal(response.status, 200, page);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    assert.ok(nonce, `${page}: a nonce in the CSP`);
    const html = await response.text();
    assert.ok(html.includes(`<script nonce="${nonce}" defer src=`), `${page}: ${html}`);
  }
  // Another area's page is not this remote's: the standalone site has no such page.
  assert.equal((await fetch(`${origin}/investors/financials`)).status, 404);
  assert.equal((await fetch(`${origin}/remotes/demos/remoteEntry.js`)).status, 200);
});

test('without --standalone only the build under its public path is served', async () => {
  const origin = await serveDemos();
  assert.equal((await fetch(`${origin}/demos`)).status, 404);
  assert.equal((await fetch(`${origin}/remotes/demos/remoteEntry.js`)).status, 200);
});
