// react-router's declarations the site does not import must not reach the bundle: with the loader,
// a build that uses only BrowserRouter and Link leaves out <Form> and the form submission code it
// reaches; without it, they are bundled.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { reactRouterPureCallsRule } from './create-frontend-config.mjs';

const require = createRequire(import.meta.url);
const fixtures = mkdtempSync(path.join(tmpdir(), 'gloh-pure-calls-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** A string only the form submission code has (getFormSubmissionInfo's default encoding). */
const FORM_CODE = 'application/x-www-form-urlencoded';

/** Builds `import { BrowserRouter, Link } from 'react-router'` for production; returns the JS. */
async function routerBundle(name, rules) {
  const dir = path.join(fixtures, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.mjs'),
    "import { BrowserRouter, Link } from 'react-router';\nexport { BrowserRouter, Link };\n",
  );
  const sharedDir = path.dirname(require.resolve('@gloh/shared/package.json'));
  const stats = await new Promise((resolve, reject) =>
    rspack({
      mode: 'production',
      context: dir,
      entry: './index.mjs',
      output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' } },
      resolve: { modules: [path.join(sharedDir, 'node_modules'), 'node_modules'] },
      externals: { react: 'commonjs react', 'react-dom': 'commonjs react-dom' },
      module: { rules },
      devtool: false,
    }).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  assert.ok(!stats.hasErrors(), stats.toString({ all: false, errors: true }));
  const js = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  return js.map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8')).join('\n');
}

test('react-router code the site does not import is left out', async () => {
  const withoutRule = await routerBundle('without', []);
  assert.ok(withoutRule.includes(FORM_CODE), 'the fixture no longer shows the kept code');
  const withRule = await routerBundle('with', [reactRouterPureCallsRule()]);
  assert.ok(!withRule.includes(FORM_CODE), 'the form submission code is still bundled');
  assert.ok(withRule.length < withoutRule.length);
});
