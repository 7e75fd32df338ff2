import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { createFrontendConfig } from '@gloh/shared/build/create-frontend-config.mjs';
import { defaultRemoteEntries, REMOTES, remotePublicPath } from '@gloh/shared/remotes';

/**
 * Emits /remotes.json from the list of remotes. It is only the default: a deployment points the
 * shell at other remote builds by serving its own remotes.json, without a rebuild.
 */
class RemotesManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RemotesManifestPlugin',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const manifest = `${JSON.stringify(defaultRemoteEntries(), null, 2)}\n`;
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(manifest));
        },
      );
    });
  }
}

const config = createFrontendConfig({
  appDir: import.meta.dirname,
  federationName: 'shell',
  port: Number(process.env.PORT ?? 3000),
  publicPath: '/',
  devServer: {
    // Host, remotes and API on one origin in dev too, as in production.
    proxy: REMOTES.map(({ name, devPort }) => ({
      context: [remotePublicPath(name)],
      target: `http://localhost:${devPort}`,
    })),
  },
});
config.plugins.push(
  new RemotesManifestPlugin(),
  // The same defaults inside the bundle, for when remotes.json cannot be read. A constant rather
  // than an import of @gloh/shared/remotes, which as a shared module would cost a request at start.
  new rspack.DefinePlugin({
    __DEFAULT_REMOTE_ENTRIES__: JSON.stringify(defaultRemoteEntries()),
  }),
);

export default defineConfig(config);
