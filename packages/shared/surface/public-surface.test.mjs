import assert from 'node:assert/strict';
import {
  compareSurfaces,
  currentSurface,
  isBumpedEnough,
  readPackageJson,
  readSnapshot,
} from './public-surface.mjs';

const UPDATE = 'pnpm --filter @gloh/shared surface:update';

test('the runtime surface matches the recorded one (a change must be recorded, with its version)', () => {
  const snapshot = readSnapshot();
  const current = currentSurface();
  const { removed, added } = compareSurfaces(snapshot, current);
  assert.deepEqual(
    { removed, added },
    { removed: [], added: [] },
    `The runtime surface of @gloh/shared changed; bump its version as the README's versioning ` +
      `policy says, then run \`${UPDATE}\`.`,
  );
  assert.deepEqual(current.subpaths, snapshot.subpaths, `Run \`${UPDATE}\`.`);
});

test('the recorded surface belongs to the version in package.json', () => {
  assert.equal(
    readSnapshot().version,
    readPackageJson().version,
    `package.json's version changed without recording the surface: run \`${UPDATE}\`.`,
  );
});

test('the surface lists the modules the apps import, value and type exports apart', () => {
  const { subpaths } = currentSurface();
  assert.equal(subpaths['./router'].Link, 'value');
  assert.equal(subpaths['./site-pages'].SiteRoute, 'type');
  assert.equal(subpaths['./remotes.json'].default, 'value');
  assert.ok(!Object.keys(subpaths).some((subpath) => subpath.includes('*')));
});

const base = {
  version: '1.4.2',
  subpaths: { './a': { one: 'value', Two: 'type' }, './b': { three: 'value' } },
};

test('removing a subpath, a name or a value is a major change', () => {
  const withoutSubpath = { ...base, subpaths: { './a': base.subpaths['./a'] } };
  assert.equal(compareSurfaces(base, withoutSubpath).bump, 'major');
  const withoutName = { ...base, subpaths: { ...base.subpaths, './a': { one: 'value' } } };
  assert.deepEqual(compareSurfaces(base, withoutName).removed, ['./a Two']);
  const valueBecameType = {
    ...base,
    subpaths: { ...base.subpaths, './b': { three: 'type' } },
  };
  assert.equal(compareSurfaces(base, valueBecameType).bump, 'major');
});

test('adding a subpath or a name is a minor change; no change needs no bump', () => {
  const added = { ...base, subpaths: { ...base.subpaths, './c': { four: 'value' } } };
  assert.deepEqual(compareSurfaces(base, added), { removed: [], added: ['./c'], bump: 'minor' });
  assert.equal(compareSurfaces(base, base).bump, 'none');
});

test('a version is bumped enough only by the kind of change it announces', () => {
  assert.equal(isBumpedEnough('1.4.2', '2.0.0', 'major'), true);
  assert.equal(isBumpedEnough('1.4.2', '1.9.0', 'major'), false);
  assert.equal(isBumpedEnough('1.4.2', '1.5.0', 'minor'), true);
  assert.equal(isBumpedEnough('1.4.2', '1.4.3', 'minor'), false);
  assert.equal(isBumpedEnough('1.4.2', '1.4.2', 'none'), true);
  assert.equal(isBumpedEnough('1.4.2', '1.4.1', 'none'), false);
});
