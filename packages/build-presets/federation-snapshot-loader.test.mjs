import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { trimSnapshotHandler } = require('./federation-snapshot-loader.cjs');
const CORE = '/x/node_modules/@module-federation/runtime-core/dist/core.js';
const DISABLED =
  '/x/node_modules/@module-federation/runtime-core/dist/plugins/snapshot/disabled.js';

test('the snapshot handler is constructed only with snapshots on', () => {
  const source =
    'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();';
  assert.equal(
    trimSnapshotHandler(source, CORE),
    'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : new DisabledSnapshotHandler();',
  );
});

test('the stand-in handler has the manifest cache that removing a remote clears', () => {
  const source = 'constructor() {\n\t\tthis.hooks = new PluginSystem({});\n\t}';
  assert.match(trimSnapshotHandler(source, DISABLED), /this\.manifestCache = .*new Map\(\);/);
});

test('a runtime whose code moved fails the build instead of shipping the handler unnoticed', () => {
  assert.throws(() => trimSnapshotHandler('this.snapshotHandler = h;', CORE), /moved/);
  assert.throws(() => trimSnapshotHandler('class {}', DISABLED), /changed/);
  assert.equal(trimSnapshotHandler('other', '/x/dist/remote/index.js'), 'other');
});
