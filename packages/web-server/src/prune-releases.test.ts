// A deployment keeps its newest releases and those it cannot do without (live, the rollback
// target, staged); the hashed files only pruned releases listed go with them.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isContentHashed,
  keptReleaseProblems,
  keptReleases,
  publishRelease,
  readHistory,
} from './publish-release.js';
import {
  DEFAULT_RELEASES_KEPT,
  protectedReleases,
  pruneReleases,
  releasesKept,
} from './prune-releases.js';
import { filesIn, page, writeBuild } from './release-builds.test-support.js';
import { release, rollback, switchTo, type LiveSite } from './remote-release.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'prune-releases-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SITE: LiveSite = { sharedVersion: '2.1.0', declarations: {} };
/** A hashed file every build of these tests has, with the same bytes. */
const VENDOR = 'static/js/vendor.0123abcd45.js';

function build(id: string): string {
  const dir = writeBuild(root, id, { pages: [page('about', '/about')] });
  mkdirSync(path.dirname(path.join(dir, VENDOR)), { recursive: true });
  writeFileSync(path.join(dir, VENDOR), 'var vendor = 1;');
  return dir;
}

/** The hashed files of a build, as paths inside it. */
const hashedOf = (dir: string) => Object.keys(filesIn(dir)).filter(isContentHashed);

const served = (deployment: string) =>
  (
    JSON.parse(readFileSync(path.join(deployment, 'render-manifest.json'), 'utf8')) as {
      release: string;
    }
  ).release;

/** Publishes each build in turn, live unless staged, never pruned (as before pruning existed). */
function deploymentWith(name: string, ids: string[]): string {
  const deployment = path.join(root, name);
  for (const id of ids) publishRelease(build(id), deployment);
  return deployment;
}

test('the number kept is RELEASES_KEPT, 10 when unset, a whole number from 1', () => {
  expect(DEFAULT_RELEASES_KEPT).toBe(10);
  expect(releasesKept(undefined)).toBe(10);
  expect(releasesKept('')).toBe(10);
  expect(releasesKept('3')).toBe(3);
  for (const wrong of ['0', '-2', '2.5', 'ten']) {
    expect(() => releasesKept(wrong)).toThrow('whole number from 1');
  }
});

test('keeps the newest N releases and removes the older ones with the hashed files only they listed', () => {
  const ids = ['n1', 'n2', 'n3', 'n4', 'n5'];
  const deployment = deploymentWith('newest', ids);
  const pruned = pruneReleases(deployment, 3);
  expect(pruned.kept).toEqual(['n5', 'n4', 'n3']);
  expect(pruned.removed.sort()).toEqual(['n1', 'n2']);
  expect(keptReleases(deployment).sort()).toEqual(['n3', 'n4', 'n5']);
  expect(readHistory(deployment)).toEqual({ releases: ['n3', 'n4', 'n5'], live: 'n5' });

  // The hashed files of n1 and n2 are gone, except the one a kept release lists too.
  for (const id of ['n1', 'n2']) {
    for (const file of hashedOf(path.join(root, id))) {
      expect([file, existsSync(path.join(deployment, file))]).toEqual([file, file === VENDOR]);
    }
  }
  expect(pruned.removedFiles.sort()).toEqual(
    ['n1', 'n2'].flatMap((id) => hashedOf(path.join(root, id)).filter((f) => f !== VENDOR)).sort(),
  );
  // Every kept release still has every file it needs; the served unhashed files are untouched.
  for (const id of ['n3', 'n4', 'n5']) expect(keptReleaseProblems(deployment, id)).toEqual([]);
  expect(served(deployment)).toBe('n5');
  expect(existsSync(path.join(deployment, 'remoteEntry.js'))).toBe(true);
  // Nothing more to prune: a second pass removes nothing.
  expect(pruneReleases(deployment, 3)).toEqual({
    kept: ['n5', 'n4', 'n3'],
    removed: [],
    removedFiles: [],
  });
});

test('never prunes the live release, the one a rollback returns to, or a staged one', () => {
  const deployment = deploymentWith('protected', ['p1', 'p2', 'p3', 'p4']);
  // Rolled back twice: p2 is live, p1 its rollback target; p3 and p4 are newer but neither.
  rollback('marketing', deployment, SITE);
  rollback('marketing', deployment, SITE);
  expect(served(deployment)).toBe('p2');
  publishRelease(build('s1'), deployment, { stage: true });
  expect([...protectedReleases(deployment).keys()].sort()).toEqual(['p1', 'p2', 's1']);

  const pruned = pruneReleases(deployment, 1);
  expect(pruned.removed.sort()).toEqual(['p3', 'p4']);
  expect(keptReleases(deployment).sort()).toEqual(['p1', 'p2', 's1']);
  expect(readHistory(deployment)).toEqual({ releases: ['p1', 'p2'], live: 'p2', staged: ['s1'] });
  for (const id of ['p1', 'p2', 's1']) expect(keptReleaseProblems(deployment, id)).toEqual([]);
  for (const file of hashedOf(path.join(root, 'p4')).filter((f) => f !== VENDOR)) {
    expect([file, existsSync(path.join(deployment, file))]).toEqual([file, false]);
  }
  // The staged release is still promoted whole, and its rollback target is still there.
  switchTo('marketing', deployment, SITE, { id: 's1' });
  expect(served(deployment)).toBe('s1');
  expect(filesIn(deployment)).toMatchObject(filesIn(path.join(root, 's1')));
});

test('a release prunes to the number kept, and rollback still switches every file afterwards', () => {
  const deployment = path.join(root, 'released');
  for (const id of ['r1', 'r2', 'r3', 'r4'])
    release('marketing', build(id), deployment, SITE, { keep: 2 });
  const fifth = release('marketing', build('r5'), deployment, SITE, { keep: 2 });
  expect(fifth).toMatchObject({ release: 'r5', previous: 'r4', pruned: ['r3'] });
  expect(keptReleases(deployment).sort()).toEqual(['r4', 'r5']);

  const back = rollback('marketing', deployment, SITE);
  expect(back).toMatchObject({ release: 'r4', previous: 'r5' });
  expect(filesIn(deployment)).toMatchObject(filesIn(path.join(root, 'r4')));
  // r4 was the oldest kept: there is nothing before it to return to.
  expect(() => rollback('marketing', deployment, SITE)).toThrow('no earlier release');
});

test('the default keeps ten', () => {
  const deployment = path.join(root, 'ten');
  const ids = Array.from({ length: 12 }, (_, index) => `t${index + 1}`);
  for (const id of ids) release('marketing', build(id), deployment, SITE);
  expect(keptReleases(deployment).sort()).toEqual(ids.slice(2).sort());
});
