// One Rspack + Module Federation config for the shell and every remote, so the shared-dependency
// list (which must be identical on both sides for singletons to work) is written once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const sharedPackageVersion = require('../package.json').version;

/**
 * Singletons: one React and one copy of the shared package, whose `router` module is the one
 * router of the site (react-router itself is not shared: see packages/shared/src/router.ts).
 */
export const SHARED_DEPENDENCIES = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-bootstrap/': { singleton: true, requiredVersion: '^2.10.0' },
  '@gloh/shared/': {
    singleton: true,
    requiredVersion: `^${sharedPackageVersion}`,
    version: sharedPackageVersion,
  },
};

/**
 * @param {object} options
 * @param {string} options.appDir folder of the app (import.meta.dirname of its rspack.config.mjs)
 * @param {string} options.federationName MF container name, e.g. 'marketing'
 * @param {number} options.port dev-server port
 * @param {string} options.publicPath URL prefix the built files are served under
 * @param {Record<string, string>} [options.exposes] modules a remote exposes
 * @param {string} [options.title] title of the standalone HTML page
 * @param {object} [options.devServer] extra dev-server settings
 */
export function createFrontendConfig({
  appDir,
  federationName,
  port,
  publicPath,
  exposes,
  title = 'Gloh',
  devServer = {},
}) {
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isRemote = Boolean(exposes);
  return {
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName: `gloh_${federationName}`,
      filename: isProduction ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: isProduction ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      cssFilename: isProduction
        ? 'static/css/[name].[contenthash:10].css'
        : 'static/css/[name].css',
      cssChunkFilename: isProduction
        ? 'static/css/[name].[contenthash:10].css'
        : 'static/css/[name].css',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules[\\/](?!@gloh)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: 'defaults and supports es6-module' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'public/index.html'),
        templateParameters: { title },
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: SHARED_DEPENDENCIES,
        // The default would fetch every remote at start-up; one remote down must not break the rest.
        shareStrategy: 'loaded-first',
        dts: false,
        // Production remotes use the shell's copy of the federation runtime instead of shipping
        // their own in every remoteEntry.js (about 30 KB gzipped each). Standalone dev keeps its own.
        // The shell loads remotes by their remoteEntry.js, so the manifest (snapshot) code of the
        // runtime is left out; mf-manifest.json is still emitted for tooling.
        experiments: {
          ...(isRemote ? { externalRuntime: isProduction } : { provideExternalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
      }),
    ],
    optimization: { splitChunks: { chunks: 'async' } },
    // Lazy compilation serves chunks through a dev-server endpoint that the shell's proxy and the
    // federation runtime do not know about; remote pages would never finish loading in dev.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: { index: `${publicPath}index.html` },
      headers: { 'Access-Control-Allow-Origin': '*' },
      devMiddleware: { publicPath },
      static: false,
      ...devServer,
      // Same-origin API in dev, as behind the production server.
      proxy: [
        { context: ['/api'], target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100' },
        ...(devServer.proxy ?? []),
      ],
    },
  };
}
