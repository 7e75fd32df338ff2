// Class names of CSS modules must not depend on the build: a server-rendering build of a remote has to
// produce the same names as its browser build, or hydration would put the wrong classes on the page.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { cssModuleOptions } from './create-frontend-config.mjs';

const fixtures = mkdtempSync(path.join(tmpdir(), 'gloh-css-names-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

let builds = 0;

/** Builds a one-module app and returns the class names its `*.module.css` exports. */
async function classNames({ federationName, css, server = false, name = 'a' }) {
  const appDir = path.join(fixtures, name);
  mkdirSync(path.join(appDir, 'src/feature'), { recursive: true });
  writeFileSync(path.join(appDir, 'src/feature/card.module.css'), css);
  writeFileSync(
    path.join(appDir, 'src/index.js'),
    "import styles from './feature/card.module.css';\nexport default styles;\n",
  );
  const { parser, generator } = cssModuleOptions(federationName, { exportsOnly: server });
  const compiler = rspack({
    context: appDir,
    mode: 'production',
    target: server ? 'node' : 'web',
    entry: './src/index.js',
    output: {
      path: path.join(appDir, 'dist'),
      // A file of its own per build: the same app is built again with other settings, and a
      // test runner's module registry would hand back the first build's exports.
      filename: `main-${(builds += 1)}.js`,
      library: { type: 'commonjs2' },
      uniqueName: `gloh_${federationName}`,
    },
    module: {
      parser: { 'css/auto': parser },
      generator: { 'css/auto': generator },
      rules: [{ test: /\.css$/i, type: 'css/auto' }],
    },
    optimization: { minimize: false },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const require = createRequire(import.meta.url);
  const exported = require(path.join(appDir, `dist/main-${builds}.js`));
  return { ...(exported.default ?? exported) };
}

const CARD = '.check-list { margin: 0; }\n.avatar { width: 2rem; }\n';

test('names are <app>-<class>-<hash>, camelCase keys', async () => {
  const names = await classNames({ federationName: 'marketing', css: CARD, name: 'keys' });
  assert.deepEqual(Object.keys(names).sort(), ['avatar', 'checkList']);
  assert.match(names.checkList, /^marketing-check-list-[\w-]{6}$/);
});

test('browser and server builds name classes the same', async () => {
  const browser = await classNames({ federationName: 'marketing', css: CARD, name: 'same' });
  const server = await classNames({
    federationName: 'marketing',
    css: CARD,
    server: true,
    name: 'same',
  });
  assert.deepEqual(server, browser);
});

test('names do not depend on the rules around a class', async () => {
  const before = await classNames({ federationName: 'demos', css: CARD, name: 'content' });
  const edited = await classNames({
    federationName: 'demos',
    css: `.new-first { color: red; }\n${CARD}.avatar { height: 2rem; }\n`,
    name: 'content',
  });
  assert.equal(edited.checkList, before.checkList);
  assert.equal(edited.avatar, before.avatar);
});

test('two remotes never share a name, even for the same file path', async () => {
  const marketing = await classNames({ federationName: 'marketing', css: CARD, name: 'one' });
  const demos = await classNames({ federationName: 'demos', css: CARD, name: 'one' });
  assert.notEqual(marketing.checkList, demos.checkList);
  assert.notEqual(marketing.avatar, demos.avatar);
});

test("the apps' real browser and server configs give class names the same inputs", async () => {
  const { createFrontendConfig, createServerRenderConfig } =
    await import('./create-frontend-config.mjs');
  const appDir = path.join(fixtures, 'real');
  mkdirSync(appDir, { recursive: true });
  writeFileSync(path.join(appDir, 'package.json'), '{ "name": "real" }');
  const options = { appDir, federationName: 'marketing', publicPath: '/remotes/marketing/' };
  const browser = createFrontendConfig({ ...options, port: 3001, exposes: { './pages': './x' } });
  const server = createServerRenderConfig({ ...options, exposes: { './pages': './x' } });
  const namingInputs = (config) => ({
    context: config.context,
    // The hash of a CSS Modules class name covers the output's uniqueName.
    uniqueName: config.output.uniqueName,
    generator: { ...config.module.generator['css/auto'], exportsOnly: undefined },
    parser: config.module.parser['css/auto'],
  });
  assert.deepEqual(namingInputs(server), namingInputs(browser));
  assert.equal(server.module.generator['css/auto'].exportsOnly, true);
});
