import assert from 'node:assert/strict';
import { compareSurfaces, isBumpedEnough } from './public-surface.mjs';

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
