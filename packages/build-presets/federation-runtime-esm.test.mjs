// The browser builds must bundle the Module Federation runtime from its ESM files: its CommonJS
// files cannot be tree-shaken, which put the whole runtime and SDK (about 7 KB gzipped more in the
// shell, 5 KB more in every remoteEntry.js) in front of every first load.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createFrontendConfig, federationRuntimeEsmAliases } from './create-frontend-config.mjs';

const fixtures = mkdtempSync(path.join(tmpdir(), 'gloh-mf-esm-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

test('each federation entry point the plugins resolve to CommonJS is aliased to its ESM file', () => {
  const aliases = federationRuntimeEsmAliases();
  for (const name of [
    'webpack-bundler-runtime',
    'runtime',
    'inject-external-runtime-core-plugin',
  ]) {
    const key = Object.keys(aliases).find((from) =>
      from.includes(`${path.sep}@module-federation${path.sep}${name}${path.sep}`),
    );
    assert.ok(key, `no alias for @module-federation/${name}`);
    assert.match(key, /\.cjs\$$/);
    assert.ok(existsSync(key.slice(0, -1)), key);
    assert.ok(existsSync(aliases[key]), aliases[key]);
    assert.doesNotMatch(aliases[key], /\.cjs$/);
  }
});

/** Builds a one-module app with the frontend config; returns the federation modules bundled. */
async function federationModules(name, exposes) {
  const appDir = path.join(fixtures, name);
  mkdirSync(path.join(appDir, 'src'), { recursive: true });
  mkdirSync(path.join(appDir, 'public'), { recursive: true });
  writeFileSync(path.join(appDir, 'public/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(appDir, 'src/index.ts'), 'export const page = 1;\n');
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name }));
  const config = createFrontendConfig({
    appDir,
    federationName: name,
    port: 0,
    publicPath: `/${name}/`,
    exposes,
  });
  Object.assign(config, { mode: 'production', devtool: false });
  const stats = await new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, result) =>
      compiler.close(() => (error ? reject(error) : resolve(result))),
    );
  });
  const { errors, modules } = stats.toJson({ all: false, errors: true, modules: true });
  // expect, not assert: the stats are arrays of rspack's realm, which strict assert tells apart.
  expect(errors).toEqual([]);
  const names = [];
  const collect = (module) => {
    names.push(module.nameForCondition ?? module.name ?? '');
    module.modules?.forEach(collect);
  };
  modules.forEach(collect);
  return names.filter((file) => file.includes('@module-federation'));
}

test('a host and a remote bundle no CommonJS file of the federation runtime', async () => {
  for (const [name, exposes] of [
    ['host', undefined],
    ['remote', { './page': './src/index.ts' }],
  ]) {
    const files = await federationModules(name, exposes);
    assert.ok(files.length > 0, `${name}: no federation runtime module found`);
    // The host and the remote bundle no CommonJS file of the runtime.
    expect({ name, commonJs: files.filter((file) => /\.cjs$/.test(file)) }).toEqual({
      name,
      commonJs: [],
    });
  }
});

// With snapshots off (disableSnapshot), runtime-core still constructed its manifest handler, which
// kept the handler and the SDK's manifest conversion in the shell's first load
// (federation-snapshot-loader.cjs). The handler's hook names are strings no minifier renames.
test('a host with snapshots off bundles no manifest handler', async () => {
  await federationModules('host-without-snapshots', undefined);
  const jsDir = path.join(fixtures, 'host-without-snapshots/dist/static/js');
  const code = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(jsDir, file), 'utf8'))
    .join('\n');
  assert.match(code, /loadRemote/);
  assert.doesNotMatch(code, /beforeLoadRemoteSnapshot/);
});
