import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database.js';
import { readMigrations } from './migrator.js';

/**
 * Empty embedded databases at the current migrations, for the API's tests and the browser tests'
 * APIs. A new PGlite spends most of its start-up in initdb and the migrations (three times the
 * CPU of opening an existing folder), so one migrated template is built per migration set, kept
 * in the OS temp folder across runs, and copied.
 */
export function pgliteTemplateDir(): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(readMigrations()))
    .digest('hex')
    .slice(0, 12);
  return join(tmpdir(), `gloh-pglite-template-${hash}`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const dir = pgliteTemplateDir();
  if (existsSync(dir)) return dir;
  // Built beside its final name and renamed, so a half-built template is never copied.
  const building = mkdtempSync(`${dir}-building-`);
  const handle = await openDatabase({ pgliteDir: join(building, 'db') });
  await handle.close();
  try {
    renameSync(join(building, 'db'), dir);
  } catch {
    // Another process built it first; theirs is the same.
  }
  rmSync(building, { recursive: true, force: true });
  return dir;
}

/** Replaces `target` (its parent folders made as needed) with a copy of the template. */
export async function copyPgliteTemplate(target: string): Promise<void> {
  const template = await ensurePgliteTemplate();
  rmSync(target, { recursive: true, force: true });
  cpSync(template, target, { recursive: true });
}
