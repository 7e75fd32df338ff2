// The Rspack config of a remote, derived from its folder's entry in remotes.json, so a remote's
// name, port and public path are not written again in the remote itself.
import path from 'node:path';
import { createFrontendConfig, createServerRenderConfig } from './create-frontend-config.mjs';
import { findRemote, remotePublicPath } from '@gloh/shared/remotes';

/** @param {string} appDir folder of the remote (import.meta.dirname of its rspack.config.mjs) */
export function createRemoteConfig(appDir) {
  const remote = findRemote('folder', path.basename(appDir));
  const port = Number(process.env.PORT ?? remote.devPort);
  // A remote with pages in the staff console exposes their declarations too; the server build
  // leaves them out, since staff pages are never rendered on the server.
  const exposes = {
    './pages': './src/app/pages.ts',
    ...(remote.staffPages ? { './staff-pages': './src/app/staff-pages.ts' } : {}),
  };
  return createFrontendConfig({
    appDir,
    federationName: remote.name,
    port,
    publicPath: remotePublicPath(remote.name),
    exposes,
    title: `Gloh ${remote.name} (standalone)`,
    // Every remote's standalone page is the same document; only its title differs.
    htmlTemplate: path.join(import.meta.dirname, 'standalone-remote.html'),
    devServer: { client: { webSocketURL: `ws://localhost:${port}/ws` } },
  });
}

/** The remote's Node build for server rendering, published beside the browser build. */
export function createRemoteServerConfig(appDir) {
  const remote = findRemote('folder', path.basename(appDir));
  return createServerRenderConfig({
    appDir,
    federationName: remote.name,
    publicPath: remotePublicPath(remote.name),
    exposes: { './pages': './src/app/pages.ts' },
  });
}

/**
 * What a remote's rspack.config.mjs exports: under `rspack serve` the browser build only; under
 * `rspack build` the browser build and the Node build beside it (dist/ssr/).
 */
export function remoteBuildConfigs(appDir) {
  const browser = createRemoteConfig(appDir);
  // A standalone build (REMOTE_STANDALONE=1) runs only in the browser: no server build beside it.
  const browserOnly = process.argv.includes('serve') || process.env.REMOTE_STANDALONE === '1';
  return browserOnly ? browser : [browser, createRemoteServerConfig(appDir)];
}
