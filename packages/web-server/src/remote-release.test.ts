// Releasing into a real deployment folder: the checks, the atomic switch of every file, rollback,
// roll forward and the command as a team runs it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isContentHashed, keptReleases, readHistory } from './publish-release.js';
import {
  promote,
  ReleaseRefused,
  release,
  releaseProblems,
  rollback,
  rollForward,
  satisfiesCaret,
  switchTo,
  type LiveSite,
} from './remote-release.js';
import { filesIn, page, writeBuild } from './release-builds.test-support.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'remote-release-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SITE: LiveSite = {
  sharedVersion: '2.1.0',
  declarations: { investors: [page('roadmap', '/investors/roadmap')] },
};

const build = (id: string, pages: unknown[], sharedVersion = '2.0.0') =>
  writeBuild(root, id, { pages, sharedVersion, only: `only-in-${id}.txt` });

const live = (deployment: string) =>
  JSON.parse(readFileSync(path.join(deployment, 'render-manifest.json'), 'utf8')) as {
    release: string;
  };

/** Every file of `build` is served by `deployment` with the same bytes, and no other unhashed file. */
function expectServes(deployment: string, built: string): void {
  const served = filesIn(deployment);
  const expected = filesIn(built);
  for (const [file, contents] of Object.entries(expected))
    expect([file, served[file]]).toEqual([file, contents]);
  const unhashed = (files: Record<string, string>) =>
    Object.keys(files)
      .filter((file) => !isContentHashed(file))
      .sort();
  expect(unhashed(served)).toEqual(unhashed(expected));
}

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

test('the staff UI kit is versioned apart: checked only for a build that uses it', () => {
  const manifest = { entry: 'remoteEntry.x.js', sharedVersion: '2.0.0', sitePages: [] };
  const site = { ...SITE, staffUiVersion: '1.2.0' };
  expect(releaseProblems('marketing', manifest, site)).toEqual([]);
  expect(releaseProblems('marketing', { ...manifest, staffUiVersion: '1.1.0' }, site)).toEqual([]);
  expect(releaseProblems('marketing', { ...manifest, staffUiVersion: '1.3.0' }, site)).toEqual([
    'the build needs @gloh/staff-ui ^1.3.0; the shell provides 1.2.0',
  ]);
  expect(releaseProblems('marketing', { ...manifest, staffUiVersion: '1.0.0' }, SITE)).toEqual([
    "the shell's @gloh/staff-ui version could not be read",
  ]);
});

test('the first release has nothing to return to; from the second, rollback and roll forward switch every file', () => {
  const deployment = path.join(root, 'deployment');
  const r1 = build('r1', [page('about', '/about')]);
  const r2 = build('r2', [page('about', '/about'), page('press-kit', '/press-kit')]);
  expect(release('marketing', r1, deployment, SITE)).toEqual({ release: 'r1', pages: 1 });
  expectServes(deployment, r1);
  expect(() => rollback('marketing', deployment, SITE)).toThrow('has no earlier release');

  expect(release('marketing', r2, deployment, SITE)).toEqual({
    release: 'r2',
    previous: 'r1',
    pages: 2,
  });
  expectServes(deployment, r2);

  expect(rollback('marketing', deployment, SITE)).toEqual({
    release: 'r1',
    previous: 'r2',
    pages: 1,
  });
  expectServes(deployment, r1);
  expect(() => rollback('marketing', deployment, SITE)).toThrow(ReleaseRefused);

  expect(rollForward('marketing', deployment, SITE)).toEqual({
    release: 'r2',
    previous: 'r1',
    pages: 2,
  });
  expectServes(deployment, r2);
  expect(() => rollForward('marketing', deployment, SITE)).toThrow('(r2 is the newest)');
  expect(switchTo('marketing', deployment, SITE, { id: 'r1' }).release).toBe('r1');
  expectServes(deployment, r1);
  expect(() => switchTo('marketing', deployment, SITE, { id: 'r9' })).toThrow(
    'keeps no release r9; it keeps: r1, r2',
  );
});

test('a release after a rollback comes after the live one; the release left stays reachable by id', () => {
  const deployment = path.join(root, 'branching');
  for (const id of ['b1', 'b2']) release('marketing', build(id, []), deployment, SITE);
  rollback('marketing', deployment, SITE);
  release('marketing', build('b3', []), deployment, SITE);
  expect(readHistory(deployment)).toEqual({ releases: ['b1', 'b3'], live: 'b3' });
  expect(rollback('marketing', deployment, SITE).release).toBe('b1');
  expect(switchTo('marketing', deployment, SITE, { id: 'b2' }).release).toBe('b2');
  expectServes(deployment, path.join(root, 'b2'));
  expect(readHistory(deployment)).toEqual({ releases: ['b1', 'b2'], live: 'b2' });
});

test('a staged release is checked and kept, served by its id, not live until it is promoted', () => {
  const deployment = path.join(root, 'staging');
  const s1 = build('s1', [page('about', '/about')]);
  const s2 = build('s2', [page('about', '/about'), page('press-kit', '/press-kit')]);
  release('marketing', s1, deployment, SITE);
  expect(release('marketing', s2, deployment, SITE, { stage: true })).toEqual({
    release: 's2',
    pages: 2,
  });
  expectServes(deployment, s1);
  expect(readHistory(deployment)).toEqual({ releases: ['s1'], live: 's1', staged: ['s2'] });
  // Its files are where the remote's server serves releases/<id>/ and the shared hashed files.
  expect(keptReleases(deployment)).toEqual(expect.arrayContaining(['s1', 's2']));
  const kept = filesIn(path.join(deployment, '.releases/s2'));
  expect(JSON.parse(kept['render-manifest.json'] ?? '{}')).toMatchObject({ release: 's2' });
  for (const file of Object.keys(filesIn(s2)).filter(isContentHashed)) {
    expect(filesIn(deployment)[file]).toBe(filesIn(s2)[file]);
  }

  // Checked as a release is: a conflicting build is refused and nothing is kept.
  const claiming = build('s3', [page('our-roadmap', '/investors/roadmap')]);
  expect(() => release('marketing', claiming, deployment, SITE, { stage: true })).toThrow(
    ReleaseRefused,
  );
  expect(keptReleases(deployment)).not.toContain('s3');
  expect(readHistory(deployment).staged).toEqual(['s2']);

  expect(promote('marketing', deployment, SITE, 's2')).toEqual({
    release: 's2',
    previous: 's1',
    pages: 2,
  });
  expectServes(deployment, s2);
  expect(readHistory(deployment)).toEqual({ releases: ['s1', 's2'], live: 's2' });
  expect(rollback('marketing', deployment, SITE).release).toBe('s1');
  expectServes(deployment, s1);
});

test('promoting is checked against the site as it is then', () => {
  const deployment = path.join(root, 'promote-checked');
  release('marketing', build('p1', []), deployment, SITE);
  release('marketing', build('p2', [page('events', '/events')]), deployment, SITE, { stage: true });
  // Meanwhile another team released a page at the same path.
  const later: LiveSite = {
    ...SITE,
    declarations: { investors: [page('investor-events', '/events')] },
  };
  expect(() => promote('marketing', deployment, later, 'p2')).toThrow(
    'path /events is claimed by both',
  );
  expect(live(deployment).release).toBe('p1');
  expect(readHistory(deployment).staged).toEqual(['p2']);
});

test('a deployment kept by the older layout (manifests only) is refused, not half switched', () => {
  const deployment = path.join(root, 'older');
  const o1 = build('o1', []);
  cpSync(o1, deployment, { recursive: true });
  mkdirSync(path.join(deployment, '.releases/o0/ssr'), { recursive: true });
  for (const file of ['render-manifest.json', 'ssr/render-manifest.json']) {
    cpSync(path.join(o1, file), path.join(deployment, '.releases/o0', file));
  }
  writeFileSync(
    path.join(deployment, '.releases/history.json'),
    JSON.stringify({ releases: ['o0', 'o1'] }),
  );
  expect(() => rollback('marketing', deployment, SITE)).toThrow('is not kept whole');
  expectServes(deployment, o1);
});

test('a build is never released into itself, nor into a folder inside it or around it', () => {
  const r = build('same', []);
  for (const deployment of [r, path.join(r, 'deployment'), path.dirname(r)]) {
    expect(() => release('marketing', r, deployment, SITE)).toThrow('must be separate folders');
  }
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

describe('the gloh-release command', () => {
  /** A workspace: the shell's build (the shared version it provides) and one remote's build. */
  const workspace = path.join(root, 'workspace');
  const remoteDir = path.join(workspace, 'mfe-marketing');
  mkdirSync(path.join(workspace, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(workspace, 'shell/dist/render-manifest.json'),
    JSON.stringify({ sharedVersion: '2.1.0' }),
  );
  writeFileSync(path.join(workspace, 'pnpm-workspace.yaml'), '');
  const cli = path.join(import.meta.dirname, '../dist/release-cli.js');

  /** Runs it as `pnpm --filter @gloh/mfe-marketing release …` does: in the remote's folder. */
  function run(...args: string[]) {
    const result = spawnSync(process.execPath, [cli, ...args], {
      cwd: remoteDir,
      env: { ...process.env, npm_package_name: '@gloh/mfe-marketing', RELEASE_DEPLOYMENT: '' },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  test('in the workspace it releases into the remote’s .deployment/, with the -- pnpm passes on', () => {
    cpSync(build('w1', [page('about', '/about')]), path.join(remoteDir, 'dist'), {
      recursive: true,
    });
    const released = run('--', '--build', 'dist');
    expect(released).toEqual({
      status: 0,
      output: `marketing: release w1 is live in ${path.join(remoteDir, '.deployment')} (1 pages).\n`,
    });
    expect(live(path.join(remoteDir, '.deployment')).release).toBe('w1');
    const rolledBack = run('--', '--rollback');
    expect(rolledBack.status).toBe(1);
    expect(rolledBack.output).toContain('has no earlier release to return to');
    expect(run('--list').output).toContain('release w1 is live');
  });

  test('--stage keeps a build without making it live and prints its preview link; --promote makes it live', () => {
    const deployment = path.join(remoteDir, '.deployment');
    const staged = run('--stage', '--build', build('w2', [page('about', '/about')]));
    expect(staged).toEqual({
      status: 0,
      output:
        `marketing: release w2 is staged in ${deployment} (1 pages), not live.\n` +
        'Preview it (signed in to the staff console): http://localhost:3000/__preview?remote=marketing&release=w2\n' +
        'Make it live: gloh-release --promote w2\n',
    });
    expect(live(deployment).release).toBe('w1');
    expect(run('--list').output).toContain('  w2 (staged)\n');
    const promoted = run('--promote', 'w2');
    expect(promoted).toEqual({
      status: 0,
      output: `marketing: release w2 is live in ${deployment} (1 pages; previous release w1).\n`,
    });
    expect(live(deployment).release).toBe('w2');
    expect(run('--list').output).toContain('  w2 (live)\n');
    expect(run('--stage', '--promote', 'w2').status).toBe(2);
  });

  test('--keep prunes the releases to that many, never the rollback target; --list says why each is kept', () => {
    const deployment = path.join(remoteDir, '.deployment');
    const released = run('--build', build('w3', [page('about', '/about')]), '--keep', '1');
    expect(released).toEqual({
      status: 0,
      output:
        `marketing: release w3 is live in ${deployment} (1 pages; previous release w2).\n` +
        'No longer kept (it keeps 1): w1\n',
    });
    const listed = run('--list', '--keep', '1').output;
    expect(listed).toContain('it keeps the newest 1 releases');
    expect(listed).toContain('  w2 (previous: --rollback returns to it)\n');
    expect(listed).toContain('  w3 (live)\n');
    expect(listed).not.toContain('w1');
    expect(run('--rollback').output).toContain('release w2 is live');
    expect(run('--list', '--keep', '0').status).toBe(2);
  });

  test('the build folder as the deployment is refused in one line, exit 1, no stack trace', () => {
    const refused = run('--deployment', 'dist');
    expect(refused.status).toBe(1);
    expect(refused.output.split('\n')).toEqual([
      'marketing: The release was refused:',
      expect.stringMatching(
        /^ {2}- the build \(dist\) and the deployment \(dist\) must be separate folders: /,
      ),
      '',
    ]);
  });

  test('an unknown option is a usage error, not a stack trace', () => {
    const wrong = run('--rolback');
    expect(wrong.status).toBe(2);
    expect(wrong.output).toContain('Usage: gloh-release');
    expect(wrong.output).not.toContain('    at ');
  });
});
