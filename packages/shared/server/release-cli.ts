// gloh-release: checks a remote's build against the site and makes it the live release of a
// deployment; --rollback returns to the previous one. As a remote's `release` script it needs no
// remote name (pnpm names the package). Usage:
//   gloh-release --deployment <folder> [--build dist] [--site <shell origin> | --workspace <root>]
//   gloh-release --rollback --deployment <folder> [--site <shell origin> | --workspace <root>]
// --allow-unreachable-site releases without the site checks when the shell cannot be reached, as
// when a stack starts for the first time and the shell waits for its remotes.
// The site is read from the shell's origin (its render-manifest.json and each remote's, through
// the shell), or, without --site, from the builds of the workspace (the shell's and the other
// remotes' dist/ folders).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRemote, REMOTES, remotePublicPath } from '@gloh/shared/remotes';
import { type LiveSite, ReleaseRefused, release, rollback } from './remote-release.js';

const { values } = parseArgs({
  options: {
    remote: { type: 'string' },
    build: { type: 'string', default: 'dist' },
    deployment: { type: 'string', default: process.env.RELEASE_DEPLOYMENT },
    site: { type: 'string', default: process.env.RELEASE_SITE },
    workspace: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    'allow-unreachable-site': { type: 'boolean', default: false },
  },
});

const MANIFEST = 'render-manifest.json';

function usage(message: string): never {
  console.error(
    `${message}\nUsage: gloh-release --deployment <folder> [--build dist] [--site <shell origin> | --workspace <root>] [--rollback]`,
  );
  process.exit(2);
}

async function fetchManifest(
  url: string,
): Promise<{ sharedVersion?: string; sitePages?: unknown }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? ((await response.json()) as object) : {};
  } catch {
    return {};
  }
}

function readManifest(file: string): { sharedVersion?: string; sitePages?: unknown } {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as object;
  } catch {
    return {};
  }
}

function workspaceRoot(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

async function liveSite(remote: string): Promise<LiveSite> {
  const others = REMOTES.filter((entry) => entry.name !== remote);
  if (values.site) {
    const origin = values.site.replace(/\/+$/, '');
    const [shell, ...manifests] = await Promise.all([
      fetchManifest(`${origin}/${MANIFEST}`),
      ...others.map((entry) =>
        fetchManifest(`${origin}${remotePublicPath(entry.name)}${MANIFEST}`),
      ),
    ]);
    if (!shell?.sharedVersion && values['allow-unreachable-site']) {
      console.warn(
        `${origin} cannot be read: only the page declaration is checked (a stack's first start).`,
      );
      return { reachable: false, declarations: {} };
    }
    return {
      sharedVersion: shell?.sharedVersion,
      declarations: Object.fromEntries(
        others.flatMap((entry, index) => {
          const sitePages = manifests[index]?.sitePages;
          return sitePages === undefined ? [] : [[entry.name, sitePages]];
        }),
      ),
    };
  }
  const root = values.workspace ?? workspaceRoot(process.cwd());
  if (!root) usage('No --site given and no workspace found to read the site from.');
  return {
    sharedVersion: readManifest(path.join(root, 'shell/dist', MANIFEST)).sharedVersion,
    declarations: Object.fromEntries(
      others.flatMap((entry) => {
        const { sitePages } = readManifest(path.join(root, entry.folder, 'dist', MANIFEST));
        return sitePages === undefined ? [] : [[entry.name, sitePages]];
      }),
    ),
  };
}

const packageName = process.env.npm_package_name;
const remote = values.remote
  ? findRemote('name', values.remote)
  : packageName
    ? findRemote('package', packageName)
    : usage('Which remote? --remote <name>');
if (!values.deployment)
  usage('Where is it deployed? --deployment <folder> (or RELEASE_DEPLOYMENT)');

try {
  const site = await liveSite(remote.name);
  const result = values.rollback
    ? rollback(remote.name, values.deployment, site)
    : release(remote.name, values.build, values.deployment, site);
  console.log(
    `${remote.name}: release ${result.release} is live in ${values.deployment} ` +
      `(${result.pages} pages${result.previous ? `; previous release ${result.previous}` : ''}).`,
  );
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`${remote.name}: ${error.message}`);
  process.exit(1);
}
