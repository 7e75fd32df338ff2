import { execFileSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTES, remotePublicPath, type RemoteName } from '../../packages/shared/src/remotes.mjs';
import { ROOT } from './stack';

/**
 * A remote's deployment folder for one test: starts as a copy of its current build; releases are
 * published into it the way a deploy does (new files added, hashed files of earlier versions kept,
 * the manifests switched last).
 */
export function deploymentFolder(name: RemoteName, label: string): string {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  const folder = path.join(ROOT, 'e2e/.cache/deployments', `${label}-${name}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(path.join(ROOT, remote.folder, 'dist'), folder, { recursive: true });
  return folder;
}

/** Where release builds are kept, keyed by what they were built from, for the whole run and the next. */
const RELEASE_BUILDS = path.join(ROOT, 'e2e/.cache/release-builds');

/** The files a remote's build reads besides its own folder: the lockfile and the workspace packages. */
const BUILD_INPUTS = [
  'pnpm-lock.yaml',
  'packages/contract/src',
  'packages/build-presets',
  'packages/shared/src',
  'packages/shared/styles',
  'packages/shared/package.json',
  'packages/staff-ui/src',
  'packages/staff-ui/styles',
  'packages/staff-ui/package.json',
];

function hashTree(hash: Hash, root: string, entry: string): void {
  const file = path.join(root, entry);
  const stats = lstatSync(file);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    for (const child of readdirSync(file).sort()) {
      if (child === 'node_modules' || child === 'dist') continue;
      hashTree(hash, root, path.join(entry, child));
    }
    return;
  }
  hash.update(`${entry}\0`).update(readFileSync(file)).update('\0');
}

/** What a build of the remote in `root`/`folder` is made from, as a short hash. */
export function buildKey(root: string, folder: string): string {
  const hash = createHash('sha256');
  hashTree(hash, root, folder);
  for (const input of BUILD_INPUTS) hashTree(hash, ROOT, input);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the remote from a copy of its source in which `edit` changed files, as a team's next
 * release would be; returns the build folder. A build is made once for what it is built from (the
 * edited source, the lockfile, the workspace packages) and kept: every spec that needs the same
 * release, in this run or the next, gets the same folder.
 */
export function buildEditedRelease(name: RemoteName, edit: (sourceDir: string) => void): string {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  // The copy keeps the folder's name: the build config finds the remote by it.
  const workspace = path.join(RELEASE_BUILDS, `.building-${process.pid}-${Date.now()}`);
  const copy = path.join(workspace, remote.folder);
  mkdirSync(copy, { recursive: true });
  const original = path.join(ROOT, remote.folder);
  for (const entry of readdirSync(original)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    cpSync(path.join(original, entry), path.join(copy, entry), { recursive: true });
  }
  edit(copy);
  const built = path.join(RELEASE_BUILDS, `${name}-${buildKey(workspace, remote.folder)}`);
  const dist = path.join(built, remote.folder, 'dist');
  if (existsSync(path.join(dist, 'ssr/render-manifest.json'))) {
    rmSync(workspace, { recursive: true, force: true });
    return dist;
  }
  symlinkSync(path.join(original, 'node_modules'), path.join(copy, 'node_modules'));
  execFileSync(path.join(original, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!existsSync(path.join(copy, 'dist/ssr/render-manifest.json'))) {
    throw new Error(`The edited ${name} release has no Node build`);
  }
  // Put in place whole, in one step: a build is either complete or not there.
  rmSync(built, { recursive: true, force: true });
  renameSync(workspace, built);
  return dist;
}

/** Replaces a text in one source file of a copied remote. */
export function replaceInFile(file: string, from: string, to: string): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`"${from}" is not in ${file}`);
  writeFileSync(file, source.replace(from, to));
}

/**
 * Makes a deployment's Node build throw while rendering a page that contains `text`, leaving the
 * browser build as it is: a remote whose server rendering breaks.
 */
export function breakServerRendering(deployment: string, text: string): void {
  const chunks = path.join(deployment, 'ssr/chunks');
  const broken = readdirSync(chunks).filter((file) =>
    readFileSync(path.join(chunks, file), 'utf8').includes(JSON.stringify(text)),
  );
  if (broken.length === 0) throw new Error(`No server chunk renders "${text}"`);
  for (const chunk of broken) {
    replaceInFile(
      path.join(chunks, chunk),
      JSON.stringify(text),
      '(() => { throw new Error("This page cannot be rendered on the server"); })()',
    );
  }
}

/**
 * Every file a deployment's server serves now (no dot-named file, no source map, no precompressed
 * copy, which is served under its plain name), relative to the deployment.
 */
export function servedFiles(deployment: string, under = ''): string[] {
  return readdirSync(path.join(deployment, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.') || /\.(map|br|gz)$/.test(entry.name)) return [];
    return entry.isDirectory() ? servedFiles(deployment, relative) : [relative];
  });
}

/** The bytes (as a SHA-256) of each file, fetched over HTTP from the remote's own server. */
export async function fetchServedBytes(
  name: RemoteName,
  port: number,
  files: readonly string[],
): Promise<Map<string, string>> {
  const bytes = new Map<string, string>();
  for (const file of files) {
    const response = await fetch(`http://127.0.0.1:${port}${remotePublicPath(name)}${file}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    bytes.set(file, `${response.status} ${createHash('sha256').update(body).digest('hex')}`);
  }
  return bytes;
}
