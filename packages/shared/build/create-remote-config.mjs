// The Rspack config of a remote, derived from its folder's entry in remotes.json, so a remote's
// name, port and public path are not written again in the remote itself.
import path from 'node:path';
import { createFrontendConfig } from './create-frontend-config.mjs';
import { findRemote, remotePublicPath } from '../src/remotes.mjs';

/** @param {string} appDir folder of the remote (import.meta.dirname of its rspack.config.mjs) */
export function createRemoteConfig(appDir) {
  const remote = findRemote('folder', path.basename(appDir));
  const port = Number(process.env.PORT ?? remote.devPort);
  return createFrontendConfig({
    appDir,
    federationName: remote.name,
    port,
    publicPath: remotePublicPath(remote.name),
    exposes: { './pages': './src/app/pages.ts' },
    title: `Gloh ${remote.name} (standalone)`,
    devServer: { client: { webSocketURL: `ws://localhost:${port}/ws` } },
  });
}
