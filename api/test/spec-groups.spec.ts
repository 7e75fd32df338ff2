import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specsOfGroup } from './support/spec-group-imports.js';

// A run on both databases runs the e2e specs only through test/spec-groups (jest.config.js): a
// spec in no group would pass there without ever running, one in two groups would run twice.
const testDir = dirname(fileURLToPath(import.meta.url));
const groupDir = join(testDir, 'spec-groups');

const specs = readdirSync(testDir)
  .filter((name) => name.endsWith('.e2e-spec.ts'))
  .map((name) => basename(name, '.ts'));

const groupsOf = new Map<string, string[]>();
for (const group of readdirSync(groupDir)) {
  for (const specFile of specsOfGroup(join(groupDir, group))) {
    const spec = basename(specFile, '.ts');
    groupsOf.set(spec, [...(groupsOf.get(spec) ?? []), group]);
  }
}

describe('spec groups', () => {
  it('find the e2e specs', () => {
    expect(specs.length).toBeGreaterThan(10);
  });

  it.each(specs)('has %s in exactly one group', (spec) => {
    expect(groupsOf.get(spec) ?? []).toHaveLength(1);
  });

  it('import only specs that exist', () => {
    expect([...groupsOf.keys()].filter((spec) => !specs.includes(spec))).toEqual([]);
  });
});
