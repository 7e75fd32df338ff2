// Serves one remote's built files under its public path, e.g. /remotes/marketing/, as its own
// deployable server. Usage: gloh-serve-remote [--remote <name> | --folder <folder>] [--root dist]
// [--port <port>]. As a remote's `serve` script it needs no options: pnpm names the package, and
// remotes.json gives its public path and port. --prefix serves a build under any other path.
// --root is a deployment (`npm start` passes <remote>/.deployment, a container its release
// volume): the live release's files, the hashed files of earlier releases beside them, and each
// kept release whole, also served by its id at <public path>releases/<id>/. --release-from <build>
// first makes a build the live release of --root, as gloh-release does, checked against the site
// at --site (RELEASE_SITE): a release that is refused is logged and the volume's live release keeps
// being served. --standalone also answers the remote's own
// pages (and /) with its standalone index.html, every feature flag on: the remote as a site of its
// own, e.g. the demos for sales (npm run demos). RELEASE_GUARD_API (the API's operations origin)
// turns on the release guard (release-guard.ts) for --root: a live release the API judges worse
// than the one before it is rolled back (RELEASE_GUARD_INTERVAL_MS between verdicts). Its
// /__releases names the live and staged releases of --root, for the shell's server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRemote, remotePublicPath } from '@gloh/shared/remotes';
import type { GuardedRemote } from '@gloh/contract/release-guard';
import { parseTrustProxy } from '@gloh/contract/trust-proxy';
import { createWebServer, listenHost, type AppDocumentOptions } from './create-web-server.js';
import { readLiveSite, readPublishedManifest } from './live-site.js';
import { startReleaseGuard } from './release-guard.js';
import { DEPLOYMENT_RELEASES_PATH, deploymentReleases } from './release-preview.js';
import { ReleaseRefused, release, rollback } from './remote-release.js';
import { createRenderDocument } from './single-page-document.js';

const { values } = parseArgs({
  options: {
    remote: { type: 'string' },
    folder: { type: 'string' },
    root: { type: 'string', default: 'dist' },
    prefix: { type: 'string' },
    port: { type: 'string' },
    'release-from': { type: 'string' },
    site: { type: 'string', default: process.env.RELEASE_SITE },
    standalone: { type: 'boolean', default: false },
    // Loopback only unless asked (HOST=0.0.0.0 in a container).
    host: { type: 'string', default: listenHost(process.env.HOST) },
  },
});

function remoteToServe() {
  if (values.remote) return findRemote('name', values.remote);
  if (values.folder) return findRemote('folder', values.folder);
  const packageName = process.env.npm_package_name;
  return packageName && !values.prefix ? findRemote('package', packageName) : undefined;
}

const remote = remoteToServe();
const prefix = values.prefix ?? (remote && remotePublicPath(remote.name));
const port = Number(process.env.PORT ?? values.port ?? remote?.devPort);
if (!prefix || !port) {
  console.error(
    'Usage: gloh-serve-remote --remote <name> | --folder <folder> [--root dist] [--port <port>]\n' +
      '   or: gloh-serve-remote --prefix /remotes/<name>/ --port <port> [--root dist]',
  );
  process.exit(2);
}
if (values['release-from']) {
  if (!remote) {
    console.error('--release-from needs the remote: --remote <name> or --folder <folder>');
    process.exit(2);
  }
  try {
    // At a stack's first start the shell waits for its remotes: nothing to conflict with yet.
    const site = await readLiveSite(remote.name, { site: values.site, allowUnreachable: true });
    const result = release(remote.name, values['release-from'], values.root, site);
    console.log(`${remote.name}: release ${result.release} is live`);
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    console.error(`${remote.name}: ${error.message}`);
    if (!existsSync(path.join(values.root, 'render-manifest.json'))) process.exit(1);
    console.error(`${remote.name}: the live release keeps being served.`);
  }
}
/** The pages a build declares (its render-manifest.json), none if it cannot be read. */
function declaredPaths(root: string): string[] {
  const { sitePages } = readPublishedManifest(path.join(root, 'render-manifest.json'));
  return (Array.isArray(sitePages) ? (sitePages as { path?: unknown }[]) : []).flatMap((page) =>
    typeof page.path === 'string' ? [page.path] : [],
  );
}

/** The remote's pages, as its standalone build routes them (no flag gates a page there). */
function standaloneApp(): AppDocumentOptions {
  const paths = new Set(['/', ...declaredPaths(values.root)]);
  return {
    statusForAppPath: (pathname) => (paths.has(pathname) ? 200 : 404),
    renderDocument: createRenderDocument({ distDir: values.root }),
  };
}
if (values.standalone && !remote) {
  console.error('--standalone needs the remote: --remote <name> or --folder <folder>');
  process.exit(2);
}
const server = createWebServer({
  mounts: [{ prefix, root: values.root }],
  ...(values.standalone && remote ? { app: standaloneApp() } : {}),
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  // Its client is the shell's server, one address for every visitor: the shell caps each of them.
  edge: { maxConnectionsPerAddress: Number.POSITIVE_INFINITY },
});
// The live and staged releases, for the shell's server to list to staff (never under the public
// path, which the shell proxies to visitors; this server itself is reachable by the shell alone).
if (!values.standalone) {
  server.get(DEPLOYMENT_RELEASES_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send(deploymentReleases(values.root)),
  );
}
await server.listen({ port, host: values.host });
console.log(
  values.standalone
    ? `Serving ${values.root} standalone at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${port}/`
    : `Serving ${values.root} at http://${values.host}:${port}${prefix}`,
);
const guardApi = process.env.RELEASE_GUARD_API;
const guard =
  remote && guardApi && !values.standalone
    ? startReleaseGuard({
        // remotes.json names only the guarded remotes (the shell is no remote).
        remote: remote.name as GuardedRemote,
        deployment: values.root,
        api: guardApi,
        secret: process.env.API_PROXY_SECRET,
        intervalMs: Number(process.env.RELEASE_GUARD_INTERVAL_MS) || undefined,
        rollBack: async () =>
          rollback(
            remote.name,
            values.root,
            await readLiveSite(remote.name, { site: values.site, allowUnreachable: true }),
          ),
      })
    : undefined;
if (guard) console.log(`${remote?.name}: release guard on, asking ${guardApi}`);
const stop = () => {
  guard?.stop();
  return server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
