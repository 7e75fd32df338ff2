// The tests each shared package runs on its own surface (surface/public-surface.test.mjs): what it
// exports at runtime is what it recorded, under the version it recorded it for.
import assert from 'node:assert/strict';
import {
  compareSurfaces,
  currentSurface,
  readPackageJson,
  readSnapshot,
} from './public-surface.mjs';

export function testRecordedSurface(packageDir) {
  const { name } = readPackageJson(packageDir);
  const update = `pnpm --filter ${name} surface:update`;

  test('the runtime surface matches the recorded one (a change must be recorded, with its version)', () => {
    const snapshot = readSnapshot(packageDir);
    const current = currentSurface(packageDir);
    const { removed, added } = compareSurfaces(snapshot, current);
    assert.deepEqual(
      { removed, added },
      { removed: [], added: [] },
      `The runtime surface of ${name} changed; bump its version as docs/architecture.md's ` +
        `versioning policy says, then run \`${update}\`.`,
    );
    assert.deepEqual(current.subpaths, snapshot.subpaths, `Run \`${update}\`.`);
  });

  test('the recorded surface belongs to the version in package.json', () => {
    assert.equal(
      readSnapshot(packageDir).version,
      readPackageJson(packageDir).version,
      `package.json's version changed without recording the surface: run \`${update}\`.`,
    );
  });
}
