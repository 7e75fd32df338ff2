import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../../packages/shared/src/remotes.mjs';
import { buildKey } from './remote-releases';
import { ROOT } from './stack';

/**
 * Builds of a remote that do not match the shell under test, for the version-skew tests. They are
 * kept in e2e/.cache (git-ignored), keyed by what they were built from, so a second run reuses them.
 */
const CACHE_DIR = path.join(ROOT, 'e2e/.cache/skewed-remotes');

function remoteFolder(name: RemoteName): string {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  return remote.folder;
}

function remotePackage(name: RemoteName): string {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  return remote.package;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  execFileSync(command, args, {
    cwd,
    env: { ...process.env, CI: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function commitExists(commit: string): boolean {
  try {
    run('git', ['cat-file', '-e', `${commit}^{commit}`], ROOT);
    return true;
  } catch {
    return false;
  }
}

/**
 * The remote's production build as it was at `commit`: that commit's source, lockfile and shared
 * package, installed and built in a detached git worktree. Returns the folder of its dist/.
 */
export function buildRemoteAtCommit(name: RemoteName, commit: string): string {
  const outDir = path.join(CACHE_DIR, `${name}-${commit}`);
  const doneMarker = path.join(outDir, '.built');
  if (existsSync(doneMarker)) return path.join(outDir, 'dist');
  if (!commitExists(commit)) {
    throw new Error(
      `Commit ${commit} is not in this clone (shallow?); the version-skew test needs the history.`,
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  const source = path.join(outDir, 'source');
  try {
    run('git', ['worktree', 'add', '--detach', '--force', source, commit], ROOT);
    // Only the remote and the workspace packages it depends on, from that commit's lockfile.
    run(
      'pnpm',
      [
        'install',
        '--frozen-lockfile',
        '--prefer-offline',
        '--ignore-scripts',
        '--filter',
        `${remotePackage(name)}...`,
      ],
      source,
    );
    // The workspace packages it depends on are built first (their dist/ is what it imports).
    run('pnpm', ['--filter', `${remotePackage(name)}...`, 'build'], source, {
      NODE_ENV: 'production',
    });
    run(
      'cp',
      ['-r', path.join(source, remoteFolder(name), 'dist'), path.join(outDir, 'dist')],
      ROOT,
    );
  } finally {
    try {
      run('git', ['worktree', 'remove', '--force', source], ROOT);
    } catch {
      rmSync(source, { recursive: true, force: true });
      run('git', ['worktree', 'prune'], ROOT);
    }
  }
  writeFileSync(doneMarker, `${commit}\n`);
  return path.join(outDir, 'dist');
}

/**
 * Today's source of the remote, built as if against another @gloh/shared version (the build
 * config's GLOH_SHARED_VERSION), into its own folder so the stack's normal build is untouched;
 * kept for what it was built from.
 */
export function buildRemoteWithSharedVersion(name: RemoteName, sharedVersion: string): string {
  const outDir = path.join(
    CACHE_DIR,
    `${name}-shared-${sharedVersion}-${buildKey(ROOT, remoteFolder(name))}`,
  );
  if (existsSync(path.join(outDir, 'mf-manifest.json'))) return outDir;
  run(
    'pnpm',
    [
      '--filter',
      remotePackage(name),
      'exec',
      'rspack',
      'build',
      '--mode',
      'production',
      // The browser build only: the Node build would share the output folder.
      '--config-name',
      name,
      '--output-path',
      outDir,
    ],
    ROOT,
    { NODE_ENV: 'production', GLOH_SHARED_VERSION: sharedVersion },
  );
  return outDir;
}
