import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import path from 'node:path';
import {
  createFrontendConfig,
  runtimeVersionsOf,
  createServerRenderConfig,
} from '@gloh/build-presets/create-frontend-config.mjs';
import { KnownSitePagesPlugin } from '@gloh/build-presets/declared-site-pages.mjs';
import { RenderManifestPlugin } from '@gloh/build-presets/render-manifest-plugin.mjs';
import { defaultRemoteEntries, REMOTES, remotePublicPath } from '@gloh/shared/remotes';
import { SiteImagesPlugin } from './build/site-images-plugin.mjs';
import {
  BOOTSTRAP_SAFELIST,
  SHELL_CONTENT_FOLDERS,
  SHELL_STYLESHEET_FOLDERS,
} from './build/bootstrap-safelist.mjs';

/**
 * Emits remotes.json from the list of remotes. It is only the fallback: the shell's server answers
 * /remotes.json with each remote's live release's versioned entry (server/serve.ts), and takes a
 * remote's entry from this file (or the one a deployment puts in its place) while that remote
 * cannot be read.
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
// The same defaults inside the bundle, for when remotes.json cannot be read. A constant rather
// than an import of @gloh/shared/remotes, which as a shared module would cost a request at start.
const defaultEntries = new rspack.DefinePlugin({
  __DEFAULT_REMOTE_ENTRIES__: JSON.stringify(defaultRemoteEntries()),
});
// In production the site's Bootstrap is one sheet the shell's server composes for the releases it
// serves (server/rendering/site-stylesheet.ts), from the usage each build publishes in its render
// manifest: the shell's browser build leaves Bootstrap out. The dev server keeps it whole.
if (config.mode === 'production') {
  config.resolve.alias = {
    ...config.resolve.alias,
    'bootstrap/dist/css/bootstrap.min.css$': false,
  };
}
// Every shared module the shell provides is an async chunk of its own, and each chunk costs the
// browser a script element, a request and a task (about 0.5 ms a script on a desktop CPU, four
// times that on a phone). A page's start-up needed eleven of them; here they come as two: React with
// React DOM, and the shared package with the router. Production only: the dev server's chunks are
// not what visitors load.
if (config.mode === 'production') {
  const resourceOf = (module) => (module.resource ?? '').replaceAll('\\', '/');
  const inPackage = (names) => (module) =>
    new RegExp(`/node_modules/(?:\\.pnpm/[^/]+/node_modules/)?(?:${names})/`).test(
      resourceOf(module),
    );
  const isReact = inPackage('react|react-dom|scheduler');
  const isRouter = inPackage('react-router');
  config.optimization.splitChunks = {
    chunks: 'async',
    cacheGroups: {
      react: { test: isReact, name: 'react', chunks: 'async', enforce: true, priority: 20 },
      // The staff console's kit and its part of the contract (lists, tables, live events, staff
      // messages, audit action labels): one chunk loaded on /staff only, not by visitors' pages.
      staffConsole: {
        test: (module) =>
          /\/packages\/(?:staff-ui\/src\/|contract\/dist\/(?:staff|audit-actions)[^/]*$)/.test(
            resourceOf(module),
          ),
        name: 'staff',
        chunks: 'async',
        enforce: true,
        priority: 15,
      },
      // The rules of release health and page views travel with the analytics, loaded only after
      // consent.
      analytics: {
        test: (module) =>
          /\/packages\/contract\/dist\/(?:release-health|analytics)\.js$/.test(resourceOf(module)),
        name: 'analytics',
        chunks: 'async',
        enforce: true,
        priority: 15,
      },
      // The form helpers and the contract's field rules they check with, which pages with a form
      // (and the analytics, which check what they send by the same rules) load, not every page.
      forms: {
        test: (module) =>
          /\/packages\/(?:shared\/src\/form-[^/]*|contract\/dist\/(?:field-rules|email)\.js)$/.test(
            resourceOf(module),
          ),
        name: 'forms',
        chunks: 'async',
        enforce: true,
        priority: 15,
      },
      // What every page needs to start. The contract's declaration schema (site-pages.js and its
      // checks) is left to the chunk that composes a site in the browser, which only a document
      // the server did not render loads.
      sharedPackage: {
        test: (module) =>
          (/\/packages\/(?:shared\/src|contract\/dist)\//.test(resourceOf(module)) &&
            !/\/packages\/contract\/dist\/(?:site-pages|manifest-entry-checks)\.js$/.test(
              resourceOf(module),
            )) ||
          isRouter(module),
        name: 'shared',
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    },
  };
}
config.plugins.push(
  new RemotesManifestPlugin(),
  // The sharing card, the icons and the web manifest, from the designs in public/.
  new SiteImagesPlugin({ publicDir: path.join(import.meta.dirname, 'public') }),
  defaultEntries,
  // The stylesheets of the app chunk (src/index.ts), linked in every server-rendered page.
  new RenderManifestPlugin({
    entry: null,
    documentChunk: 'app',
    runtimeVersions: runtimeVersionsOf(import.meta.dirname),
    bootstrap: {
      packageDir: import.meta.dirname,
      contentFolders: SHELL_CONTENT_FOLDERS,
      stylesheetFolders: SHELL_STYLESHEET_FOLDERS,
      safelist: BOOTSTRAP_SAFELIST,
    },
  }),
);

/**
 * The shell's Node build, which renders pages on the server. It is not published (dist-server/ is
 * outside the folder the server serves); the shell's server loads it into its render workers.
 */
const serverConfig = createServerRenderConfig({
  appDir: import.meta.dirname,
  federationName: 'shell',
  publicPath: '/',
  entry: { 'server-entry': './src/server-rendering/server-entry.ts' },
  outputPath: path.join(import.meta.dirname, 'dist-server'),
});
serverConfig.plugins.push(defaultEntries, new KnownSitePagesPlugin());

export default defineConfig(process.argv.includes('serve') ? config : [config, serverConfig]);
