import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/database/database.js';
import { readMigrations } from '../../src/database/migrator.js';

/**
 * A fresh PGlite spends most of its start-up in initdb (over 10 s on a busy 2-core box),
 * while opening an existing directory takes half a second. Tests therefore copy a migrated
 * template directory, built once per migration set and reused across runs.
 */
export function templateDir(): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(readMigrations()))
    .digest('hex')
    .slice(0, 12);
  return join(tmpdir(), `gloh-pglite-template-${hash}`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(dir)) return dir;
  const building = mkdtempSync(`${dir}-building-`);
  const handle = await openDatabase({ pgliteDir: join(building, 'db') });
  await handle.close();
  try {
    renameSync(join(building, 'db'), dir);
  } catch {
    // Another worker won the race; its template is as good as ours.
  }
  rmSync(building, { recursive: true, force: true });
  return dir;
}

export function copyPgliteTemplate(): string {
  const target = join(mkdtempSync(join(tmpdir(), 'gloh-test-')), 'pglite');
  cpSync(templateDir(), target, { recursive: true });
  return target;
}
