// Plain JavaScript: Jest loads the test sequencer (suite-order.js) untransformed, and it reads
// spec groups too.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SPEC_IMPORT = /^import '\.\.\/([^/']+\.e2e-spec)\.js';$/gm;

/**
 * The e2e specs a spec group (test/spec-groups/*.ts) imports, as paths of their TypeScript files.
 * @param {string} groupFile the group's path
 * @returns {string[]}
 */
export function specsOfGroup(groupFile) {
  const testDir = join(dirname(groupFile), '..');
  return [...readFileSync(groupFile, 'utf8').matchAll(SPEC_IMPORT)].map(([, spec]) =>
    join(testDir, `${spec}.ts`),
  );
}
