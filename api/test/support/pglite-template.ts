import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteTemplateDir } from '../../src/database/pglite-template.js';
import { refuseWithoutDatabase } from './database-guard.js';

/**
 * A copy of the migrated template for one suite, in a folder of its own. The global setup built
 * the template, so this stays synchronous for the suites' setup.
 */
export function copyPgliteTemplate(): string {
  refuseWithoutDatabase();
  const target = join(mkdtempSync(join(tmpdir(), 'gloh-test-')), 'pglite');
  cpSync(pgliteTemplateDir(), target, { recursive: true });
  return target;
}
