// One Rspack + Module Federation config for the shell and every remote, so the shared-dependency
// list (which must be identical on both sides for singletons to work) is written once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress-plugin.mjs';

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
 * CSS Modules settings of one app (`*.module.css`; plain `.css` stays global under `css/auto`).
 * Class names are `<federation name>-<class>-<hash>`, the hash taken from the file's path relative
 * to the app folder and the class name only (never from content or module order), so a browser
 * build and a server build (`exportsOnly: true`, same `context`) name every class the same, and two
 * remotes can never produce the same name even for the same file path.
 * @param {string} federationName MF container name, e.g. 'marketing'
 * @param {{ exportsOnly?: boolean }} [options] exportsOnly: class-name mapping without stylesheets,
 *   for a server-rendering build
 */
export function cssModuleOptions(federationName, { exportsOnly = false } = {}) {
  return {
    parser: {
      // `import styles from './x.module.css'` (one object, as identity-obj-proxy gives in Jest).
      namedExports: false,
      // Every selector must contain a local class: a module cannot style other apps' elements.
      pure: true,
      // Custom properties are the theme's design tokens: they must keep their global names.
      dashedIdents: false,
    },
    generator: {
      localIdentName: `${federationName}-[local]-[hash:6]`,
      localIdentHashSalt: federationName,
      exportsConvention: 'camel-case-only',
      exportsOnly,
    },
  };
}

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
    // Production maps are written for error tooling but not referenced from the bundles: the
    // servers do not publish them.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
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
      parser: { 'css/auto': cssModuleOptions(federationName).parser },
      generator: { 'css/auto': cssModuleOptions(federationName).generator },
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
      ...(isProduction ? [new PrecompressPlugin()] : []),
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
