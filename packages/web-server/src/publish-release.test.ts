import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishRelease } from './publish-release.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'publish-release-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function release(label: string): string {
  const dir = path.join(root, label);
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, `remoteEntry.${label}.js`), label);
  writeFileSync(path.join(dir, 'ssr', `remoteEntry.${label}.js`), label);
  writeFileSync(path.join(dir, 'render-manifest.json'), JSON.stringify({ entry: label }));
  writeFileSync(path.join(dir, 'ssr/render-manifest.json'), JSON.stringify({ entry: label }));
  return dir;
}

test('a new release switches the manifests and keeps the files of the one before', () => {
  const served = path.join(root, 'served');
  publishRelease(release('v1'), served);
  publishRelease(release('v2'), served);

  for (const file of ['remoteEntry.v1.js', 'remoteEntry.v2.js', 'ssr/remoteEntry.v1.js']) {
    assert.ok(existsSync(path.join(served, file)), `${file} is still served`);
  }
  for (const manifest of ['render-manifest.json', 'ssr/render-manifest.json']) {
    assert.deepEqual(JSON.parse(readFileSync(path.join(served, manifest), 'utf8')), {
      entry: 'v2',
    });
  }
});

test('publishing into an empty volume creates it', () => {
  const served = path.join(root, 'fresh', 'releases');
  publishRelease(release('v3'), served);
  assert.ok(existsSync(path.join(served, 'ssr/render-manifest.json')));
});
