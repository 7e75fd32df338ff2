// Releasing into a real deployment folder: the checks, the atomic switch and the rollback.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ReleaseRefused,
  release,
  releaseProblems,
  rollback,
  satisfiesCaret,
  type LiveSite,
} from './remote-release.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'remote-release-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (id: string, pagePath: string) => ({
  id,
  path: pagePath,
  title: id,
  description: `The ${id} page.`,
});

const SITE: LiveSite = {
  sharedVersion: '2.1.0',
  declarations: { investors: [page('roadmap', '/investors/roadmap')] },
};

/** A build folder like a remote's dist/: one hashed file and its two manifests. */
function build(name: string, pages: unknown[], sharedVersion = '2.0.0'): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, `chunk.${name}.js`), name);
  writeFileSync(
    path.join(dir, 'render-manifest.json'),
    JSON.stringify({
      entry: `remoteEntry.${name}.js`,
      release: name,
      sharedVersion,
      sitePages: pages,
    }),
  );
  writeFileSync(path.join(dir, 'ssr/render-manifest.json'), JSON.stringify({ entry: name }));
  return dir;
}

const live = (deployment: string) =>
  JSON.parse(readFileSync(path.join(deployment, 'render-manifest.json'), 'utf8')) as {
    release: string;
  };

test('the shared version must be one the shell provides: same major, not older', () => {
  expect(satisfiesCaret('2.1.0', '2.0.0')).toBe(true);
  expect(satisfiesCaret('2.0.0', '2.0.0')).toBe(true);
  expect(satisfiesCaret('2.0.0', '2.1.0')).toBe(false);
  expect(satisfiesCaret('3.0.0', '2.0.0')).toBe(false);
  expect(satisfiesCaret('0.3.1', '0.3.0')).toBe(true);
  expect(satisfiesCaret('0.4.0', '0.3.0')).toBe(false);
});

test('refuses press releases that break the contract’s rules', () => {
  const manifest = {
    entry: 'remoteEntry.x.js',
    sharedVersion: '2.0.0',
    sitePages: [page('press-releases', '/investors/press-releases')],
  };
  const valid = {
    id: 'pilot-launch',
    title: 'Pilot launch',
    summary: 'A summary.',
    published: '2026-03-02',
    body: ['A paragraph.'],
  };
  expect(releaseProblems('investors', { ...manifest, pressReleases: [valid] }, SITE)).toEqual([]);
  expect(
    releaseProblems(
      'investors',
      { ...manifest, pressReleases: [valid, { ...valid, published: '2026-02-30' }] },
      SITE,
    ),
  ).toEqual(['pressReleases[1].published must be a date written YYYY-MM-DD']);
});

test('names every reason a release must not go live', () => {
  expect(
    releaseProblems(
      'marketing',
      {
        entry: 'remoteEntry.x.js',
        sharedVersion: '3.0.0',
        sitePages: [page('our-roadmap', '/investors/roadmap'), { id: 'Bad' }],
      },
      SITE,
    ),
  ).toEqual([
    'marketing: pages[1].id must be kebab-case (a-z, 0-9, -)',
    'marketing: pages[1].path must be a lower-case site path without a trailing slash',
    'marketing: pages[1].title must be text of at most 70 characters',
    'marketing: pages[1].description must be text of at most 200 characters',
    'the build needs @gloh/shared ^3.0.0; the shell provides 2.1.0',
  ]);
});

test('releases switch the manifests and keep the files of earlier releases; rollback returns', () => {
  const deployment = path.join(root, 'deployment');
  expect(release('marketing', build('r1', [page('about', '/about')]), deployment, SITE)).toEqual({
    release: 'r1',
    pages: 1,
  });
  const second = release(
    'marketing',
    build('r2', [page('about', '/about'), page('press-kit', '/press-kit')]),
    deployment,
    SITE,
  );
  expect(second).toEqual({ release: 'r2', previous: 'r1', pages: 2 });
  expect(live(deployment).release).toBe('r2');
  expect(readFileSync(path.join(deployment, 'chunk.r1.js'), 'utf8')).toBe('r1');

  expect(rollback('marketing', deployment, SITE)).toEqual({
    release: 'r1',
    previous: 'r2',
    pages: 1,
  });
  expect(live(deployment).release).toBe('r1');
  expect(
    JSON.parse(readFileSync(path.join(deployment, 'ssr/render-manifest.json'), 'utf8')),
  ).toEqual({ entry: 'r1' });
  expect(() => rollback('marketing', deployment, SITE)).toThrow(ReleaseRefused);
});

test('a refused release changes nothing', () => {
  const deployment = path.join(root, 'refusing');
  release('marketing', build('ok', [page('about', '/about')]), deployment, SITE);
  expect(() =>
    release(
      'marketing',
      build('conflict', [page('our-roadmap', '/investors/roadmap')]),
      deployment,
      SITE,
    ),
  ).toThrow('path /investors/roadmap is claimed by both investors and marketing');
  expect(live(deployment).release).toBe('ok');
});

test('without the site (a first start), only the declaration is checked', () => {
  const offline: LiveSite = { reachable: false, declarations: {} };
  expect(
    releaseProblems('marketing', { entry: 'e.js', sharedVersion: '9.0.0', sitePages: [] }, offline),
  ).toEqual([]);
  expect(
    releaseProblems(
      'marketing',
      { entry: 'e.js', sharedVersion: '2.0.0', sitePages: [{}] },
      offline,
    ),
  ).toHaveLength(4);
});
