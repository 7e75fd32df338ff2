import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../../packages/shared/src/remotes.mjs';
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

/**
 * Builds the remote from a copy of its source in which `edit` changed files, as a team's next
 * release would be; returns the build folder.
 */
export function buildEditedRelease(
  name: RemoteName,
  label: string,
  edit: (sourceDir: string) => void,
): string {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}"`);
  // The copy keeps the folder's name: the build config finds the remote by it.
  const copy = path.join(ROOT, 'e2e/.cache/releases', label, remote.folder);
  rmSync(path.dirname(copy), { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const original = path.join(ROOT, remote.folder);
  for (const entry of readdirSync(original)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    cpSync(path.join(original, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(original, 'node_modules'), path.join(copy, 'node_modules'));
  edit(copy);
  execFileSync(path.join(original, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const dist = path.join(copy, 'dist');
  if (!existsSync(path.join(dist, 'ssr/render-manifest.json'))) {
    throw new Error(`The edited ${name} release has no Node build`);
  }
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
