#!/usr/bin/env node
// Records the package's runtime surface after a deliberate change, refusing a change that the
// version in package.json does not announce (see compareSurfaces for the rule).
import { writeFileSync } from 'node:fs';
import {
  SNAPSHOT_FILE,
  compareSurfaces,
  currentSurface,
  isBumpedEnough,
  readSnapshot,
} from './public-surface.mjs';

const snapshot = readSnapshot();
const current = currentSurface();
const { removed, added, bump } = compareSurfaces(snapshot, current);

for (const item of removed) console.log(`- ${item}`);
for (const item of added) console.log(`+ ${item}`);
if (!isBumpedEnough(snapshot.version, current.version, bump)) {
  console.error(
    `\nThis is a ${bump} change of @gloh/shared: raise its version above ${snapshot.version} ` +
      `accordingly in packages/shared/package.json (it is ${current.version}), then run this again.`,
  );
  process.exit(1);
}
writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(current, null, 2)}\n`);
console.log(
  `Recorded the surface of @gloh/shared ${current.version} (${bump === 'none' ? 'no change' : `${bump} change`}).`,
);
