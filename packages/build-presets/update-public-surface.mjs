#!/usr/bin/env node
// Records the runtime surface of the package in the current folder after a deliberate change,
// refusing a change that the version in its package.json does not announce (see compareSurfaces
// for the rule). Each shared package runs it as its `surface:update` script.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  compareSurfaces,
  currentSurface,
  isBumpedEnough,
  readPackageJson,
  readSnapshot,
  snapshotFile,
} from './public-surface.mjs';

const packageDir = process.cwd();
const { name } = readPackageJson(packageDir);
const snapshot = readSnapshot(packageDir);
const current = currentSurface(packageDir);
const { removed, added, bump } = compareSurfaces(snapshot, current);

for (const item of removed) console.log(`- ${item}`);
for (const item of added) console.log(`+ ${item}`);
if (!isBumpedEnough(snapshot.version, current.version, bump)) {
  console.error(
    `\nThis is a ${bump} change of ${name}: raise its version above ${snapshot.version} ` +
      `accordingly in ${path.relative(process.cwd(), path.join(packageDir, 'package.json'))} ` +
      `(it is ${current.version}), then run this again.`,
  );
  process.exit(1);
}
writeFileSync(snapshotFile(packageDir), `${JSON.stringify(current, null, 2)}\n`);
console.log(
  `Recorded the surface of ${name} ${current.version} (${bump === 'none' ? 'no change' : `${bump} change`}).`,
);
