import assert from 'node:assert/strict';
import path from 'node:path';
// By path, as the Jest presets: @gloh/build-presets depends on this package.
import { currentSurface } from '../../build-presets/public-surface.mjs';
import { testRecordedSurface } from '../../build-presets/recorded-surface.test-support.mjs';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');

testRecordedSurface(PACKAGE_DIR);

test('the surface lists the modules the apps import, value and type exports apart', () => {
  const { subpaths } = currentSurface(PACKAGE_DIR);
  assert.equal(subpaths['./router'].Link, 'value');
  assert.equal(subpaths['./site-pages'].SiteRoute, 'type');
  assert.equal(subpaths['./remotes.json'].default, 'value');
  assert.ok(!Object.keys(subpaths).some((subpath) => subpath.includes('*')));
});
