// The plugin in a real Rspack build: compressed copies beside hashed assets, none beside others.
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
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { PRECOMPRESSED_ASSET, PrecompressPlugin } from './precompress-plugin.mjs';

const appDir = mkdtempSync(path.join(tmpdir(), 'gloh-precompress-'));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

test('hashed JS gets .br and .gz copies with the same content; unhashed files get none', async () => {
  mkdirSync(path.join(appDir, 'src'), { recursive: true });
  const lines = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'text ${i}';`);
  writeFileSync(path.join(appDir, 'src/index.js'), `${lines.join('\n')}\n`);
  const compiler = rspack({
    context: appDir,
    mode: 'production',
    entry: { main: './src/index.js', remoteEntry: './src/index.js' },
    output: {
      path: path.join(appDir, 'dist'),
      filename: (data) =>
        data.chunk?.name === 'remoteEntry' ? '[name].js' : 'static/js/[name].[contenthash:10].js',
      library: { type: 'module' },
    },
    experiments: { outputModule: true },
    optimization: { minimize: false },
    plugins: [new PrecompressPlugin()],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));

  const js = path.join(appDir, 'dist/static/js');
  const main = readdirSync(js).find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file));
  assert.ok(main, readdirSync(js).join(', '));
  const original = readFileSync(path.join(js, main));
  assert.deepEqual(brotliDecompressSync(readFileSync(path.join(js, `${main}.br`))), original);
  assert.deepEqual(gunzipSync(readFileSync(path.join(js, `${main}.gz`))), original);
  assert.ok(readFileSync(path.join(js, `${main}.br`)).length < original.length / 3);
  assert.ok(!existsSync(path.join(appDir, 'dist/remoteEntry.js.br')));
});

test('hashed module scripts (the pdf.js worker) are compressed too; unhashed names are not', () => {
  assert.ok(PRECOMPRESSED_ASSET.test('static/media/pdf.worker.min.595583efa9.mjs'));
  assert.ok(PRECOMPRESSED_ASSET.test('static/css/page-presentation.b9a20fd05f.css'));
  assert.ok(!PRECOMPRESSED_ASSET.test('static/media/pdf.worker.min.mjs'));
  assert.ok(!PRECOMPRESSED_ASSET.test('remoteEntry.js'));
});
