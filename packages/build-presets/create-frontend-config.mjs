// One Rspack + Module Federation config for the shell and every remote, so the shared-dependency
// list (which must be identical on both sides for singletons to work) is written once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { RenderManifestPlugin } from './render-manifest-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { runtimeSubpaths } from './public-surface.mjs';

const require = createRequire(import.meta.url);

/**
 * A remote's press releases, when it has them: the one that serves the press-releases page keeps
 * them beside it, and its release publishes them to the shell's feed (render-manifest.json).
 */
const PRESS_RELEASES_FILE = 'src/features/press-releases/press-releases.json';

/**
 * The packages the apps share as Module Federation singletons, each with its own version: the
 * public site's runtime and the staff console's UI kit, so a staff change does not version the
 * runtime every public page loads. GLOH_SHARED_VERSION / GLOH_STAFF_UI_VERSION build an app as if
 * it were made against another version, which is how the version-skew e2e test produces a remote
 * that needs a newer major than the shell has; they are not deployment settings.
 */
export const RUNTIME_PACKAGES = [
  {
    name: '@gloh/shared',
    manifestField: 'sharedVersion',
    version: process.env.GLOH_SHARED_VERSION || require('@gloh/shared/package.json').version,
  },
  {
    name: '@gloh/staff-ui',
    manifestField: 'staffUiVersion',
    version: process.env.GLOH_STAFF_UI_VERSION || require('@gloh/staff-ui/package.json').version,
  },
];

/** Where a remote's standalone production build goes (REMOTE_STANDALONE=1). */
export const STANDALONE_BUILD_FOLDER = 'dist-standalone';

/** The runtime packages an app depends on (its package.json's dependencies). */
function runtimePackagesOf(appDir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return RUNTIME_PACKAGES.filter(({ name }) => name in dependencies);
}

/**
 * The versions of the runtime packages an app was built with, by render-manifest field
 * (`sharedVersion`, `staffUiVersion`): the release command checks them against the shell's.
 */
export function runtimeVersionsOf(appDir) {
  return Object.fromEntries(
    runtimePackagesOf(appDir).map(({ manifestField, version }) => [manifestField, version]),
  );
}

/**
 * Singletons: one React, and one copy of each runtime package the app uses, whose
 * `@gloh/shared/router` module is the one router of the site (react-router itself is not shared:
 * see packages/shared/src/router.ts).
 *
 * The runtime packages follow semver (docs/architecture.md, "Versioning the shared packages").
 * With `loaded-first` the shell's copy is the one every remote gets, so each app requires
 * `^<the version it was built with>` strictly: a remote built against a newer major (or a newer
 * minor whose additions it may use) fails to load with the runtime's reason, and the shell shows
 * that section's unavailable panel instead of running the remote against code it was not built
 * for. Each runtime module is shared (its surface, see build-presets/public-surface.mjs), not a
 * package prefix: stylesheets and test helpers are not runtime code, and a stylesheet shared at
 * runtime would be added by script after the page's own styles.
 */
export function sharedDependencies(appDir) {
  return {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react/': { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
    'react-bootstrap/': { singleton: true, requiredVersion: '^2.10.0' },
    ...Object.fromEntries(
      runtimePackagesOf(appDir).flatMap(({ name, version }) =>
        runtimeSubpaths(require(`${name}/package.json`).exports).map(([subpath]) => [
          `${name}/${subpath.slice(2)}`,
          { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version },
        ]),
      ),
    ),
  };
}

/**
 * Aliases that make a browser build bundle the Module Federation runtime from its ESM files.
 * The federation plugins hand Rspack the runtime's entry points as absolute paths found with
 * `require.resolve`, that is the CommonJS builds (`dist/*.cjs`), which Rspack cannot tree-shake:
 * every helper of the runtime and its SDK was bundled, and the `FEDERATION_OPTIMIZE_*` switches
 * (`experiments.optimization`) removed nothing. Each entry point's CommonJS file is aliased to the
 * ESM file its package.json names as `module`; from there on the runtime's own imports resolve to
 * ESM through the `import` condition. `@module-federation/runtime` is aliased by the plugins
 * themselves (to the CommonJS file), so it is aliased here too: an alias of the config takes the
 * place of the plugin's one of the same name.
 */
export function federationRuntimeEsmAliases() {
  // The copies the plugins use: @module-federation/enhanced/rspack's ModuleFederationPlugin is
  // @module-federation/rspack's, which resolves runtime-tools and the runtime plugin from itself;
  // @rspack/core resolves the bundler runtime and the runtime from runtime-tools.
  const packageDir = (fromFile, name) => {
    const file = createRequire(fromFile).resolve(name);
    const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
    return file.slice(0, file.lastIndexOf(marker) + marker.length - 1);
  };
  const pluginDir = packageDir(
    require.resolve('@module-federation/enhanced/rspack'),
    '@module-federation/rspack',
  );
  const runtimeToolsDir = packageDir(
    path.join(pluginDir, 'package.json'),
    '@module-federation/runtime-tools',
  );
  const entryPoints = [
    [pluginDir, '@module-federation/inject-external-runtime-core-plugin'],
    [runtimeToolsDir, '@module-federation/webpack-bundler-runtime'],
    [runtimeToolsDir, '@module-federation/runtime'],
  ];
  const aliases = {};
  for (const [fromDir, name] of entryPoints) {
    const dir = packageDir(path.join(fromDir, 'package.json'), name);
    const { main, module } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!module) throw new Error(`${name} names no ESM build (package.json "module")`);
    aliases[`${path.join(dir, main)}$`] = path.join(dir, module);
    if (name === '@module-federation/runtime') aliases[name] = path.join(dir, module);
  }
  return aliases;
}

/**
 * react-router's production build, which its package only offers by path: its exports name the
 * development build for every condition. The two differ in one flag (`ENABLE_DEV_WARNINGS`) that
 * the bundled file exports, so a minifier cannot drop the warnings it guards; the production build
 * leaves them out (0.4 KB compressed of every page's first load). Resolved from @gloh/shared, whose
 * router module is the only importer of react-router.
 */
export function reactRouterProductionAlias() {
  const sharedRequire = createRequire(require.resolve('@gloh/shared/package.json'));
  const packageDir = path.dirname(sharedRequire.resolve('react-router/package.json'));
  return { 'react-router$': path.join(packageDir, 'dist/production/index.mjs') };
}

/**
 * `output.clean` that keeps the files whose path inside `outputDir` (with / separators) matches:
 * Rspack hands `keep` absolute paths.
 */
function keepFiles(outputDir, pattern) {
  return {
    keep: (file) => pattern.test(path.relative(outputDir, file).split(path.sep).join('/')),
  };
}

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
 * V8's explicit compile hint: a script that starts with this comment has all its functions
 * compiled while it streams in, off the main thread. Without it each webpack module factory is
 * compiled on the main thread when first called, and React DOM's alone made a task of over 100 ms
 * on a phone (Lighthouse's 4x CPU slowdown). Our chunks are loaded when their code runs, so little
 * is compiled in vain. Added after minification (which drops comments), before the source maps.
 */
function eagerCompileHint() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** TypeScript and JSX of the apps and of @gloh packages, compiled by SWC for the given targets. */
function sourceRule({ development, targets }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules[\\/](?!@gloh)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * react-router's bundled ESM files, read by pure-calls-loader.cjs so that what the site does not
 * import (the data router's forms, fetchers, error pages) is left out of the router code.
 */
export function reactRouterPureCallsRule() {
  return {
    test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/].*\.mjs$/,
    loader: require.resolve('./pure-calls-loader.cjs'),
  };
}

/**
 * The federation runtime's core, read by federation-snapshot-loader.cjs so that a build without
 * snapshots leaves out the manifest handler.
 */
export function federationSnapshotRule() {
  return {
    test: /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](?:core|plugins[\\/]snapshot[\\/]disabled)\.js$/,
    loader: require.resolve('./federation-snapshot-loader.cjs'),
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
 * @param {string} [options.htmlTemplate] the HTML page's template (default: the app's
 *   public/index.html)
 * @param {object} [options.devServer] extra dev-server settings
 */
export function createFrontendConfig({
  appDir,
  federationName,
  port,
  publicPath,
  exposes,
  title = 'Gloh',
  htmlTemplate = path.join(appDir, 'public/index.html'),
  devServer = {},
}) {
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isRemote = Boolean(exposes);
  // A production remote built to run on its own (REMOTE_STANDALONE=1, e.g. the demos for sales)
  // keeps its own federation runtime, as in dev, and is written apart from the deployable build.
  const isStandaloneBuild = isRemote && isProduction && process.env.REMOTE_STANDALONE === '1';
  const usesShellRuntime = isRemote && isProduction && !isStandaloneBuild;
  return {
    name: federationName,
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    // Production maps are written for error tooling but not referenced from the bundles: the
    // servers do not publish them.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, isStandaloneBuild ? STANDALONE_BUILD_FOLDER : 'dist'),
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
      // Hashed files of earlier builds stay: a page rendered or opened just before a deploy still
      // loads the versions it started with (see RenderManifestPlugin).
      clean:
        isRemote && isProduction
          ? keepFiles(
              path.join(appDir, 'dist'),
              /^(static\/|ssr\/chunks\/|ssr\/remoteEntry\.[0-9a-f]+\.js$)/,
            )
          : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        ...federationRuntimeEsmAliases(),
        ...(isProduction ? reactRouterProductionAlias() : {}),
      },
    },
    module: {
      parser: { 'css/auto': cssModuleOptions(federationName).parser },
      generator: { 'css/auto': cssModuleOptions(federationName).generator },
      rules: [
        sourceRule({ development: !isProduction, targets: 'defaults and supports es6-module' }),
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/i, type: 'asset/resource' },
        // Development keeps react-router's display names for React DevTools.
        ...(isProduction ? [reactRouterPureCallsRule()] : []),
        federationSnapshotRule(),
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: htmlTemplate,
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
        // The federation runtime's debug logging: off in production without reading localStorage
        // (patches/@module-federation__sdk@2.9.2.patch); in development localStorage's
        // FEDERATION_DEBUG still turns it on.
        ...(isProduction ? { FEDERATION_DEBUG: 'false' } : {}),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedDependencies(appDir),
        // The default would fetch every remote at start-up; one remote down must not break the rest.
        shareStrategy: 'loaded-first',
        dts: false,
        // Production remotes use the shell's copy of the federation runtime instead of shipping
        // their own in every remoteEntry.js (about 30 KB gzipped each). Standalone dev keeps its own.
        // The shell loads remotes by their remoteEntry.js, so the manifest (snapshot) code of the
        // runtime is left out; mf-manifest.json is still emitted for tooling.
        experiments: {
          ...(isRemote ? { externalRuntime: usesShellRuntime } : { provideExternalRuntime: true }),
          // A remote loads no other remote: with the shell's runtime (externalRuntime) it leaves out
          // the bundler runtime's remote loading too. Not in dev, where the remote's own
          // runtime-core would lose its remote handler.
          optimization: {
            disableSnapshot: true,
            target: 'web',
            ...(usesShellRuntime ? { disableRemote: true } : {}),
          },
        },
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
      }),
      ...(isRemote
        ? [
            new RenderManifestPlugin({
              versionedDir: 'static/js',
              sitePages: path.join(appDir, 'src/app/site-pages.json'),
              pressReleases: path.join(appDir, PRESS_RELEASES_FILE),
              runtimeVersions: runtimeVersionsOf(appDir),
              bootstrap: { packageDir: appDir, contentFolders: [path.join(appDir, 'src')] },
            }),
          ]
        : []),
      ...(isProduction ? [eagerCompileHint(), new PrecompressPlugin()] : []),
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

/** Where an app's Node build (for server rendering) goes, beside its browser build. */
export const SERVER_BUILD_FOLDER = 'ssr';

/**
 * The Node build of an app, for server rendering: the same modules, class names and asset URLs as
 * the browser build, as a CommonJS federation container that a Node host loads over HTTP
 * (Module Federation's node runtime plugin fetches its chunks with the entry's URL as base).
 * @param {object} options
 * @param {string} options.appDir folder of the app
 * @param {string} options.federationName MF container name (also the library name, which the
 *   node runtime requires to be the same)
 * @param {string} options.publicPath URL prefix of the browser build: images rendered on the
 *   server point where the browser build put them
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {Record<string, string>} [options.entry] a host's server entry
 * @param {string} [options.outputPath] default: dist/ssr/ of the app, where a remote publishes it
 */
export function createServerRenderConfig({
  appDir,
  federationName,
  publicPath,
  exposes,
  entry,
  outputPath = path.join(appDir, 'dist', SERVER_BUILD_FOLDER),
}) {
  const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isRemote = Boolean(exposes);
  const css = cssModuleOptions(federationName, { exportsOnly: true });
  return {
    name: `${federationName}-server`,
    // After the browser build, whose clean step would otherwise remove this one's output.
    dependencies: [federationName],
    context: appDir,
    mode: isProduction ? 'production' : 'development',
    target: 'async-node',
    devtool: false,
    entry: entry ?? {},
    // react-router's framework mode imports route modules by runtime URL (marked webpackIgnore,
    // which the Node build still reports); the site uses its library mode, which never runs them.
    ignoreWarnings: [
      {
        module: /[\\/]react-router[\\/]/,
        message: /Critical dependency: the request of a dependency is an expression/,
      },
    ],
    output: {
      path: outputPath,
      // Ignored for chunk loading by async-node (chunks come from the entry's URL), but it is the
      // base of asset URLs, which must be the browser build's.
      publicPath,
      // The browser build's: it is part of every CSS Modules class name's hash.
      uniqueName: `gloh_${federationName}`,
      module: false,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: { type: 'commonjs-module' },
      // A host's entry is require()d from an ESM package: .cjs says what it is.
      filename: entry ? '[name].cjs' : '[name].js',
      // Hashed names: a render worker pinned to an older snapshot keeps getting its own chunks.
      chunkFilename: 'chunks/[name].[contenthash:10].js',
      // Earlier versions stay loadable by render workers still serving them.
      clean: keepFiles(outputPath, /^(chunks\/|remoteEntry\.[0-9a-f]+\.js$)/),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: {
      parser: { 'css/auto': css.parser },
      generator: { 'css/auto': css.generator },
      rules: [
        sourceRule({ development: false, targets: 'node 20' }),
        { test: /\.css$/i, type: 'css/auto' },
        {
          test: /\.(svg|png|jpe?g|webp|woff2?)$/i,
          type: 'asset/resource',
          // Same name and URL as in the browser build, which is the one that publishes the file.
          generator: {
            filename: 'static/media/[name].[contenthash:10][ext]',
            publicPath,
            emit: false,
          },
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        ...(isRemote
          ? {
              filename: 'remoteEntry.js',
              exposes,
              library: { type: 'commonjs-module', name: federationName },
            }
          : {}),
        remotes: {},
        remoteType: 'script',
        shared: sharedDependencies(appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
      }),
      ...(isRemote ? [new RenderManifestPlugin()] : []),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
