// A release is every file a remote serves: kept whole under its id, switched whole.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isContentHashed, publishRelease, readHistory } from './publish-release.js';
import { filesIn, writeBuild } from './release-builds.test-support.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'publish-release-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What a deployment serves: its files without a hash (the hashed ones of every release stay). */
const unhashed = (folder: string) =>
  Object.fromEntries(Object.entries(filesIn(folder)).filter(([file]) => !isContentHashed(file)));

test('names with a content hash are told from those without', () => {
  for (const file of [
    'static/js/page-home.5b16e73883.js',
    'static/css/9870.5c9917d0e0.css.br',
    'static/js/7214.8df481ed40.js.map',
    'ssr/4f34103cf060c6be.mjs',
  ]) {
    assert.ok(isContentHashed(file), file);
  }
  for (const file of ['remoteEntry.js', 'remoteEntry.js.map', 'mf-manifest.json', 'index.html']) {
    assert.ok(!isContentHashed(file), file);
  }
});

test('the first release into an empty folder: every file served, kept whole under its id', () => {
  const build = writeBuild(root, 'v1');
  const deployment = path.join(root, 'fresh', 'releases');
  assert.equal(publishRelease(build, deployment), 'v1');
  assert.deepEqual(filesIn(deployment), filesIn(build));
  assert.deepEqual(filesIn(path.join(deployment, '.releases/v1')), unhashed(build));
  assert.deepEqual(readHistory(deployment), { releases: ['v1'], live: 'v1' });
});

test('a new release replaces every unhashed file and keeps the hashed files of the one before', () => {
  const deployment = path.join(root, 'served');
  const v1 = writeBuild(root, 'p1', { only: 'only-in-p1.txt' });
  const v2 = writeBuild(root, 'p2');
  publishRelease(v1, deployment);
  publishRelease(v2, deployment);
  assert.deepEqual(unhashed(deployment), unhashed(v2));
  for (const [file, contents] of Object.entries(filesIn(v1))) {
    if (isContentHashed(file))
      assert.equal(readFileSync(path.join(deployment, file), 'utf8'), contents);
  }
  assert.ok(!existsSync(path.join(deployment, 'only-in-p1.txt')), 'a file p2 does not have');
  assert.deepEqual(readHistory(deployment), { releases: ['p1', 'p2'], live: 'p2' });
});

test('a folder served as a copy of a build is kept as its release before the next goes live', () => {
  const deployment = path.join(root, 'copied');
  cpSync(writeBuild(root, 'c1'), deployment, { recursive: true });
  publishRelease(writeBuild(root, 'c2'), deployment);
  assert.deepEqual(readHistory(deployment), { releases: ['c1', 'c2'], live: 'c2' });
  assert.deepEqual(filesIn(path.join(deployment, '.releases/c1')), unhashed(path.join(root, 'c1')));
});
